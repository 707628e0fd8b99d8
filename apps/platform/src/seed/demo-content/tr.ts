import type { DemoTexts } from './demo-texts.ts';

export const tr: DemoTexts = {
  help: {
    about: { title: 'Hakkımızda', text: 'Ficha Demo, tanıtım amaçlı bir çevrimiçi oyun sitesidir. Sorumlu oynayın.' },
    deposit: { title: 'Nasıl para yatırılır', text: 'Cüzdanınızı açın, bir ödeme kanalı seçin ve tutarı girin.' },
    withdraw: { title: 'Nasıl para çekilir', text: 'Çekimler hesap sahibinin doğrulanmış banka hesabına ödenir.' },
    responsible: { title: 'Sorumlu oyun', text: 'Yalnızca 18 yaş ve üzeri. Limit belirleyin ve ara verin.' },
    term: {
      title: 'Şartlar ve koşullar',
      text: 'Kayıt olarak hizmet şartlarını kabul etmiş ve en az 18 yaşında olduğunuzu onaylamış olursunuz.',
    },
  },
  banners: {
    welcome: 'Ficha’ya hoş geldiniz',
    responsible: 'Sorumlu oyun',
    support: '7/24 destek',
  },
  notices: {
    welcome: { title: 'Hoş geldiniz', text: 'Ficha tanıtım sitesine hoş geldiniz.' },
    maintenance: { title: 'Planlı bakım', text: 'Pazar günü 02:00–03:00 GMT arasında bakım yapılacaktır.' },
    signUp: { title: 'Bugün kaydolun', text: 'Hesabınızı bir dakikada oluşturun.' },
    responsible: {
      title: 'Sorumlu oyun',
      text: 'Limit belirleyin ve yalnızca kaybetmeyi göze alabileceğiniz kadar oynayın. Yalnızca 18 yaş ve üzeri.',
    },
    newGames: {
      title: 'Yeni kendi oyunlarımız',
      text: 'Zar, Limbo, Crash ve daha fazlası: RTP’si yayımlanmış oyunlar.',
    },
    support: { title: 'Müşteri hizmetleri', text: 'Bize istediğiniz zaman yan menüden yazın.' },
    firstSignIn: {
      title: 'Ficha’ya hoş geldiniz',
      text: 'Kaydolduğunuz için teşekkürler. Hesabınızı korumak için güvenlik merkezinizi ziyaret edin.',
    },
  },
  promotions: {
    welcome: {
      title: 'Hoş geldin bonusu: 5 USD',
      summary: 'Kaydolun ve ilk çevirmeleriniz için 5 USD bonus alın.',
      rules:
        'Oyuncu başına bir bonus. Bonusu 7 gün içinde slotlarda 5 kez çevirin (canlı masalar %10 sayılır); bonus aktifken en yüksek bahis 20 USD.',
    },
    firstDeposit: {
      title: 'İlk yatırım %100 ile ikiye katlanıyor',
      summary: 'İlk yatırımınızı 100 USD’ye kadar ikiye katlıyoruz.',
      rules:
        'Para yatırırken promosyonu işaretleyin. En az yatırım 100 USD; 100 USD’ye kadar %100 bonus. Bonusu 14 gün içinde 5 kez çevirin; önce para çekmek bonustan vazgeçmek demektir.',
    },
    dailyCheckIn: {
      title: 'Günlük giriş: 1 USD',
      summary: 'Her gün girin ve 1 USD bonus alın.',
      rules: 'Günde bir kez. Bonusu 24 saat içinde 3 kez çevirin.',
    },
    reload: {
      title: '%50 yeniden yükleme',
      summary: 'Her yatırıma 50 USD’ye kadar %50 ek.',
      rules: 'En az yatırım 100 USD; 50 USD’ye kadar %50 bonus. Bonusu 7 gün içinde 8 kez çevirin.',
    },
    networkGift: {
      title: 'agente1 ağı hediyesi: 10 USD',
      summary: 'agente1 ağındaki oyunculara, hoş geldin bonusu yerine.',
      rules:
        'Yalnızca agente1 altındaki oyuncular; hoş geldin bonusunu hariç tutar. Bonusu 7 gün içinde 10 kez çevirin.',
    },
    rebate: {
      title: 'Günlük iade: %1’e kadar',
      summary: 'Her gün geçerli bahislerinizin bir kısmını iade ediyoruz; beklemek istemezseniz daha önce talep edin.',
      rules:
        'Slotlarda ve kendi oyunlarımızda geçerli bahislerin %1’i, canlı masalarda %0,5’i ve diğerlerinde %1’i. Her gün cüzdanınıza ödenir (günde en fazla 500 USD); Manuel iade bölümünden günün o ana kadarki kazancını talep edebilirsiniz, bir operatör inceler.',
    },
    raffle: {
      title: 'Büyük çekiliş: 350 USD ödül',
      summary: 'Bahis yaptığınız her 10 USD bir bilet kazandırır. Kapanışta üç kazanan.',
      rules:
        'Çekiliş günlerinde herhangi bir oyunda gerçek parayla yapılan her 10 USD geçerli bahis için bir bilet. Son günü kapandığında, hash’i baştan yayımlanan ve sonuçla birlikte açıklanan bir tohumla üç ödül (200, 100 ve 50 USD, oyuncu başına bir) çekilir. Ödülünüzü Promosyonlar’dan alın; cüzdanınıza ödenir.',
    },
  },
  referral: { title: 'Davet et ve kazan', summary: 'Davet edilen arkadaşlar için ödüller.' },
  missions: { playRound: 'Bugün bir tur oyna', weeklyWager: 'Bu hafta 100 bahis yap', weeklyRace: 'Haftalık yarış' },
};
