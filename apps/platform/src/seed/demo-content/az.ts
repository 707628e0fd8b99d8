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
};
