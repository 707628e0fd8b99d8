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
    newGames: { title: 'Yangi o‘z o‘yinlarimiz', text: 'Zar, Limbo, Crash va boshqalar: RTP e’lon qilingan o‘yinlar.' },
    support: { title: 'Mijozlarga xizmat', text: 'Istalgan vaqtda yon menyudan bizga yozing.' },
    firstSignIn: {
      title: 'Ficha’ga xush kelibsiz',
      text: 'Ro‘yxatdan o‘tganingiz uchun rahmat. Hisobingizni himoya qilish uchun xavfsizlik markaziga kiring.',
    },
  },
};
