import type { DemoTexts } from './demo-texts.ts';

export const az: DemoTexts = {
  help: {
    about: { title: 'Haqqımızda', text: 'Ficha Demo nümayiş məqsədli onlayn oyun saytıdır. Məsuliyyətlə oynayın.' },
    deposit: {
      title: 'Necə depozit etmək olar',
      text: 'Pul kisənizi açın, ödəniş kanalını seçin və məbləği daxil edin.',
    },
    withdraw: {
      title: 'Necə pul çıxarmaq olar',
      text: 'Çıxarışlar hesab sahibinin təsdiqlənmiş bank hesabına ödənilir.',
    },
    responsible: {
      title: 'Məsuliyyətli oyun',
      text: 'Yalnız 18 yaşdan yuxarı şəxslər üçün. Limitlər qoyun və fasilə verin.',
    },
    term: {
      title: 'Şərtlər və qaydalar',
      text: 'Qeydiyyatdan keçməklə xidmət şərtlərini qəbul edir və ən azı 18 yaşınız olduğunu təsdiqləyirsiniz.',
    },
  },
  banners: {
    welcome: 'Ficha-ya xoş gəlmisiniz',
    responsible: 'Məsuliyyətli oyun',
    support: '24/7 dəstək',
  },
  notices: {
    welcome: { title: 'Xoş gəlmisiniz', text: 'Ficha-nın nümayiş saytına xoş gəlmisiniz.' },
    maintenance: {
      title: 'Planlı texniki işlər',
      text: 'Bazar günü 02:00-dan 03:00-a qədər (GMT) texniki işlər aparılacaq.',
    },
    signUp: { title: 'Bu gün qeydiyyatdan keçin', text: 'Hesabınızı bir dəqiqəyə yaradın.' },
    responsible: {
      title: 'Məsuliyyətli oyun',
      text: 'Limitlər qoyun və yalnız itirə biləcəyiniz qədər oynayın. Yalnız 18 yaşdan yuxarı şəxslər üçün.',
    },
    newGames: { title: 'Yeni öz oyunlarımız', text: 'Zər, Limbo, Crash və daha çoxu: RTP-si dərc olunmuş oyunlar.' },
    support: { title: 'Müştəri xidməti', text: 'İstənilən vaxt yan menyudan bizə yazın.' },
    firstSignIn: {
      title: 'Ficha-ya xoş gəlmisiniz',
      text: 'Qeydiyyatdan keçdiyiniz üçün təşəkkür edirik. Hesabınızı qorumaq üçün təhlükəsizlik mərkəzinə baş çəkin.',
    },
  },
  promotions: {
    welcome: {
      title: 'Xoş gəldin bonusu: 5 USD',
      summary: 'Qeydiyyatdan keçin və ilk fırlatmalarınız üçün 5 USD bonus götürün.',
      rules:
        'Hər oyunçuya bir bonus. Bonusu 7 gün ərzində slotlarda 5 dəfə mərc edin (canlı masalar 10 % sayılır); bonus aktiv olduqca maksimum mərc 20 USD.',
    },
    firstDeposit: {
      title: 'İlk depozit 100 % ikiqat',
      summary: 'İlk depozitinizi 100 USD-yə qədər ikiqat edirik.',
      rules:
        'Depozit edərkən aksiyanı seçin. Minimum depozit 100 USD; 100 USD-yə qədər 100 % bonus. Bonusu 14 gün ərzində 5 dəfə mərc edin; ondan əvvəl pul çıxarsanız, bonusdan imtina etmiş olursunuz.',
    },
    dailyCheckIn: {
      title: 'Gündəlik giriş: 1 USD',
      summary: 'Hər gün daxil olun və 1 USD bonus götürün.',
      rules: 'Gündə bir dəfə. Bonusu 24 saat ərzində 3 dəfə mərc edin.',
    },
    reload: {
      title: '50 % yenidən doldurma',
      summary: 'İstənilən depozitə 50 USD-yə qədər əlavə 50 %.',
      rules: 'Minimum depozit 100 USD; 50 USD-yə qədər 50 % bonus. Bonusu 7 gün ərzində 8 dəfə mərc edin.',
    },
    networkGift: {
      title: 'agente1 şəbəkəsinin hədiyyəsi: 10 USD',
      summary: 'agente1 şəbəkəsinin oyunçuları üçün, xoş gəldin bonusunun əvəzinə.',
      rules:
        'Yalnız agente1 altındakı oyunçular; xoş gəldin bonusunu istisna edir. Bonusu 7 gün ərzində 10 dəfə mərc edin.',
    },
    rebate: {
      title: 'Gündəlik keşbek: 1 %-ə qədər',
      summary: 'Hər gün etibarlı mərclərinizin bir hissəsini qaytarırıq; gözləmək istəmirsinizsə, daha tez istəyin.',
      rules:
        'Slotlarda və öz oyunlarımızda etibarlı mərclərin 1 %-i, canlı masalarda 0,5 %-i və qalanlarında 1 %-i. Hər gün pul kisənizə ödənilir (gündə 500 USD-yə qədər); Əl ilə keşbek bölməsindən günün indiyədək qazandığını istəyə bilərsiniz, operator yoxlayır.',
    },
    raffle: {
      title: 'Böyük lotereya: 350 USD mükafat',
      summary: 'Mərc etdiyiniz hər 10 USD bir bilet qazandırır. Bağlananda üç qalib.',
      rules:
        'Lotereya günlərində istənilən oyunda real pulla edilən hər 10 USD etibarlı mərc üçün bir bilet. Son günü bağlananda üç mükafat (200, 100 və 50 USD, hər oyunçuya bir) heşi əvvəldən dərc edilən və nəticə ilə açıqlanan toxumla çəkilir. Mükafatınızı Aksiyalar bölməsindən götürün; pul kisənizə ödənilir.',
    },
  },
  referral: { title: 'Dəvət et və qazan', summary: 'Dəvət olunan dostlar üçün mükafatlar.' },
  missions: { playRound: 'Bu gün bir raund oyna', weeklyWager: 'Bu həftə 100 mərc et', weeklyRace: 'Həftəlik yarış' },
};
