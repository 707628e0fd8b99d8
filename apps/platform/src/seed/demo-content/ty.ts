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
  promotions: {
    welcome: {
      title: 'Bonus sa pagsalubong: 5 USD',
      summary: 'Mag-sign up at kunin ang 5 USD na bonus para sa mga unang spin mo.',
      rules:
        'Isang bonus bawat manlalaro. Itaya ang bonus nang 5 beses sa slots (10 % lang ang bilang ng live tables) sa loob ng 7 araw; 20 USD ang pinakamataas na taya habang aktibo ang bonus.',
    },
    firstDeposit: {
      title: 'Unang deposito, doble nang 100 %',
      summary: 'Dodoblehin namin ang unang deposito mo hanggang 100 USD.',
      rules:
        'Piliin ang promo kapag magdedeposito. Minimum na deposito 100 USD; 100 % na bonus hanggang 100 USD. Itaya ang bonus nang 5 beses sa loob ng 14 na araw; kapag nag-withdraw bago nito, isinusuko mo ang bonus.',
    },
    dailyCheckIn: {
      title: 'Araw-araw na check-in: 1 USD',
      summary: 'Bumisita araw-araw at kunin ang 1 USD na bonus.',
      rules: 'Isang beses bawat araw. Itaya ang bonus nang 3 beses sa loob ng 24 na oras.',
    },
    reload: {
      title: '50 % na reload',
      summary: 'Dagdag na 50 % sa kahit anong deposito, hanggang 50 USD.',
      rules:
        'Minimum na deposito 100 USD; 50 % na bonus hanggang 50 USD. Itaya ang bonus nang 8 beses sa loob ng 7 araw.',
    },
    networkGift: {
      title: 'Regalo ng network ni agente1: 10 USD',
      summary: 'Para sa mga manlalaro sa network ni agente1, kapalit ng bonus sa pagsalubong.',
      rules:
        'Para lang sa mga manlalaro sa ilalim ni agente1; hindi kasabay ng bonus sa pagsalubong. Itaya ang bonus nang 10 beses sa loob ng 7 araw.',
    },
    rebate: {
      title: 'Araw-araw na rebate: hanggang 1 %',
      summary:
        'Araw-araw naming ibinabalik ang bahagi ng mga valid na taya mo; hingin ito nang mas maaga kung ayaw mong maghintay.',
      rules:
        '1 % ng mga valid na taya sa slots at sa sarili naming mga laro, 0.5 % sa live tables at 1 % sa iba pa. Ibinabayad araw-araw sa wallet mo (hanggang 500 USD bawat araw); sa Manwal na rebate, puwede mong hingin ang naipon ng araw hanggang ngayon, na sinusuri ng isang operator.',
    },
    raffle: {
      title: 'Malaking raffle: 350 USD na premyo',
      summary: 'Bawat 10 USD na itinaya mo ay may isang tiket. Tatlong panalo sa pagsasara.',
      rules:
        'Isang tiket sa bawat 10 USD ng valid na taya gamit ang totoong pera, sa kahit anong laro, sa mga araw ng raffle. Pagsara ng huling araw nito, tatlong premyo (200, 100 at 50 USD, isa bawat manlalaro) ang bubunutin gamit ang seed na ang hash ay nakalathala mula sa simula at ibinubunyag kasama ng resulta. Kunin ang premyo mo sa Mga promo; ibinabayad ito sa wallet mo.',
    },
  },
  referral: { title: 'Mag-imbita at kumita', summary: 'Mga gantimpala para sa mga inimbitahang kaibigan.' },
  missions: {
    playRound: 'Maglaro ng isang round ngayon',
    weeklyWager: 'Tumaya ng 100 ngayong linggo',
    weeklyRace: 'Lingguhang karera',
  },
};
