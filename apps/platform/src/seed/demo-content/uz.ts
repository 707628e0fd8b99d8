import type { DemoTexts } from './demo-texts.ts';

export const uz: DemoTexts = {
  help: {
    about: {
      title: 'Biz haqimizda',
      text: 'Ficha Demo — namoyish uchun onlayn o‘yin sayti. Mas’uliyat bilan o‘ynang.',
    },
    deposit: {
      title: 'Qanday depozit qilish mumkin',
      text: 'Hamyoningizni oching, to‘lov kanalini tanlang va summani kiriting.',
    },
    withdraw: {
      title: 'Qanday pul yechish mumkin',
      text: 'Yechib olingan mablag‘ egasining tasdiqlangan bank hisobiga to‘lanadi.',
    },
    responsible: {
      title: 'Mas’uliyatli o‘yin',
      text: 'Faqat 18 yoshdan oshganlar uchun. Cheklovlar qo‘ying va tanaffus qiling.',
    },
    term: {
      title: 'Shartlar va qoidalar',
      text: 'Ro‘yxatdan o‘tib, xizmat shartlarini qabul qilasiz va kamida 18 yoshda ekaningizni tasdiqlaysiz.',
    },
  },
  banners: {
    welcome: 'Ficha’ga xush kelibsiz',
    responsible: 'Mas’uliyatli o‘yin',
    support: '24/7 yordam',
  },
  notices: {
    welcome: { title: 'Xush kelibsiz', text: 'Ficha namoyish saytiga xush kelibsiz.' },
    maintenance: {
      title: 'Rejali texnik ishlar',
      text: 'Yakshanba kuni soat 02:00 dan 03:00 gacha (GMT) texnik ishlar olib boriladi.',
    },
    signUp: { title: 'Bugun ro‘yxatdan o‘ting', text: 'Hisobingizni bir daqiqada yarating.' },
    responsible: {
      title: 'Mas’uliyatli o‘yin',
      text: 'Cheklovlar qo‘ying va faqat yo‘qotishga qurbingiz yetadigan miqdorda o‘ynang. Faqat 18 yoshdan oshganlar uchun.',
    },
    newGames: { title: 'Yangi o‘z o‘yinlarimiz', text: 'Zar, Limbo, Crash va boshqalar: RTP eʼlon qilingan o‘yinlar.' },
    support: { title: 'Mijozlarga xizmat', text: 'Istalgan vaqtda yon menyudan bizga yozing.' },
    firstSignIn: {
      title: 'Ficha’ga xush kelibsiz',
      text: 'Ro‘yxatdan o‘tganingiz uchun rahmat. Hisobingizni himoya qilish uchun xavfsizlik markaziga kiring.',
    },
  },
  promotions: {
    welcome: {
      title: 'Xush kelibsiz bonusi: 5 USD',
      summary: 'Roʻyxatdan oʻting va birinchi aylantirishlaringiz uchun 5 USD bonus oling.',
      rules:
        'Har bir oʻyinchiga bitta bonus. Bonusni 7 kun ichida slotlarda 5 marta tiking (jonli stollar 10 % hisoblanadi); bonus faol ekan, eng katta tikish 20 USD.',
    },
    firstDeposit: {
      title: 'Birinchi depozit 100 % ikki baravar',
      summary: 'Birinchi depozitingizni 100 USD gacha ikki baravar qilamiz.',
      rules:
        'Depozit qilayotganda aksiyani belgilang. Eng kam depozit 100 USD; 100 USD gacha 100 % bonus. Bonusni 14 kun ichida 5 marta tiking; undan oldin pul yechsangiz, bonusdan voz kechasiz.',
    },
    dailyCheckIn: {
      title: 'Kundalik kirish: 1 USD',
      summary: 'Har kuni kiring va 1 USD bonus oling.',
      rules: 'Kuniga bir marta. Bonusni 24 soat ichida 3 marta tiking.',
    },
    reload: {
      title: '50 % qayta toʻldirish',
      summary: 'Har qanday depozitga 50 USD gacha qoʻshimcha 50 %.',
      rules: 'Eng kam depozit 100 USD; 50 USD gacha 50 % bonus. Bonusni 7 kun ichida 8 marta tiking.',
    },
    networkGift: {
      title: 'agente1 tarmogʻi sovgʻasi: 10 USD',
      summary: 'agente1 tarmogʻi oʻyinchilari uchun, xush kelibsiz bonusi oʻrniga.',
      rules:
        'Faqat agente1 ostidagi oʻyinchilar uchun; xush kelibsiz bonusini istisno qiladi. Bonusni 7 kun ichida 10 marta tiking.',
    },
    rebate: {
      title: 'Kundalik keshbek: 1 % gacha',
      summary: 'Har kuni haqiqiy tikishlaringizning bir qismini qaytaramiz; kutishni istamasangiz, ertaroq soʻrang.',
      rules:
        'Slotlar va oʻz oʻyinlarimizdagi haqiqiy tikishlarning 1 % i, jonli stollarda 0,5 % i va qolganlarida 1 % i. Har kuni hamyoningizga toʻlanadi (kuniga 500 USD gacha); Qoʻlda keshbek boʻlimidan kunning hozirgacha yiqqanini soʻrashingiz mumkin, uni operator koʻrib chiqadi.',
    },
    raffle: {
      title: 'Katta qurʼa: 350 USD sovrin',
      summary: 'Har 10 USD tikish bitta chipta beradi. Yopilganda uch gʻolib.',
      rules:
        'Qurʼa kunlarida istalgan oʻyinda haqiqiy pul bilan qilingan har 10 USD haqiqiy tikish uchun bitta chipta. Oxirgi kuni yopilganda uchta sovrin (200, 100 va 50 USD, har oʻyinchiga bittadan) xeshi boshidanoq eʼlon qilingan va natija bilan birga ochiladigan urugʻ yordamida oʻynaladi. Sovriningizni Aksiyalar boʻlimidan oling; u hamyoningizga toʻlanadi.',
    },
  },
  referral: { title: 'Taklif qil va yutib ol', summary: 'Taklif qilingan doʻstlar uchun mukofotlar.' },
  missions: {
    playRound: 'Bugun bitta raund oʻynang',
    weeklyWager: 'Bu hafta 100 tiking',
    weeklyRace: 'Haftalik poyga',
  },
};
