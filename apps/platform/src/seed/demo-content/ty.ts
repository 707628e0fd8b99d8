import type { DemoTexts } from './demo-texts.ts';

export const ty: DemoTexts = {
  help: {
    about: {
      title: 'Tungkol sa amin',
      text: 'Ang Ficha Demo ay isang demonstration na online gaming site. Maglaro nang responsable.',
    },
    deposit: {
      title: 'Paano mag-deposit',
      text: 'Buksan ang iyong wallet, pumili ng payment channel at ilagay ang halaga.',
    },
    withdraw: {
      title: 'Paano mag-withdraw',
      text: 'Ang mga withdrawal ay ibinabayad sa beripikadong bank account ng may-ari.',
    },
    responsible: {
      title: 'Responsableng paglalaro',
      text: 'Para lamang sa edad 18 pataas. Magtakda ng limitasyon at magpahinga.',
    },
    term: {
      title: 'Mga tuntunin at kundisyon',
      text: 'Sa pagpaparehistro, tinatanggap mo ang mga tuntunin ng serbisyo at kinukumpirmang ikaw ay hindi bababa sa 18 taong gulang.',
    },
  },
  banners: {
    welcome: 'Maligayang pagdating sa Ficha',
    responsible: 'Responsableng paglalaro',
    support: '24/7 na suporta',
  },
  notices: {
    welcome: { title: 'Maligayang pagdating', text: 'Maligayang pagdating sa demo site ng Ficha.' },
    maintenance: { title: 'Nakatakdang maintenance', text: 'May maintenance sa Linggo mula 02:00 hanggang 03:00 GMT.' },
    signUp: { title: 'Mag-sign up ngayon', text: 'Gumawa ng iyong account sa loob ng isang minuto.' },
    responsible: {
      title: 'Responsableng paglalaro',
      text: 'Magtakda ng limitasyon at maglaro lamang ng kaya mong mawala. Para lamang sa edad 18 pataas.',
    },
    newGames: {
      title: 'Mga bagong sariling laro',
      text: 'Dice, Limbo, Crash at iba pa: mga larong may inilathalang RTP.',
    },
    support: { title: 'Serbisyo sa customer', text: 'Sumulat sa amin mula sa side menu anumang oras.' },
    firstSignIn: {
      title: 'Maligayang pagdating sa Ficha',
      text: 'Salamat sa pag-sign up. Bisitahin ang iyong security center para protektahan ang iyong account.',
    },
  },
};
