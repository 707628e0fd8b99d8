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
};
