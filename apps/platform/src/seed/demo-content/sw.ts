import type { DemoTexts } from './demo-texts.ts';

export const sw: DemoTexts = {
  help: {
    about: {
      title: 'Kuhusu sisi',
      text: 'Ficha Demo ni tovuti ya michezo ya mtandaoni ya maonyesho. Cheza kwa uwajibikaji.',
    },
    deposit: { title: 'Jinsi ya kuweka pesa', text: 'Fungua pochi yako, chagua njia ya malipo na uweke kiasi.' },
    withdraw: {
      title: 'Jinsi ya kutoa pesa',
      text: 'Pesa zinazotolewa hulipwa kwenye akaunti ya benki iliyothibitishwa ya mwenye akaunti.',
    },
    responsible: {
      title: 'Michezo ya kuwajibika',
      text: 'Kwa walio na umri wa miaka 18 na zaidi tu. Weka mipaka na upumzike.',
    },
    term: {
      title: 'Sheria na masharti',
      text: 'Kwa kujisajili unakubali masharti ya huduma na unathibitisha kuwa una umri wa angalau miaka 18.',
    },
  },
  banners: {
    welcome: 'Karibu Ficha',
    responsible: 'Michezo ya kuwajibika',
    support: 'Msaada saa 24/7',
  },
  notices: {
    welcome: { title: 'Karibu', text: 'Karibu kwenye tovuti ya maonyesho ya Ficha.' },
    maintenance: { title: 'Matengenezo yaliyopangwa', text: 'Matengenezo Jumapili kuanzia 02:00 hadi 03:00 GMT.' },
    signUp: { title: 'Jisajili leo', text: 'Fungua akaunti yako kwa dakika moja.' },
    responsible: {
      title: 'Michezo ya kuwajibika',
      text: 'Weka mipaka na ucheze tu kiasi unachoweza kumudu kupoteza. Kwa walio na umri wa miaka 18 na zaidi tu.',
    },
    newGames: {
      title: 'Michezo mipya yetu wenyewe',
      text: 'Kete, Limbo, Crash na zaidi: michezo yenye RTP iliyochapishwa.',
    },
    support: { title: 'Huduma kwa wateja', text: 'Tuandikie kutoka kwenye menyu ya pembeni wakati wowote.' },
    firstSignIn: {
      title: 'Karibu Ficha',
      text: 'Asante kwa kujisajili. Tembelea kituo chako cha usalama ili kulinda akaunti yako.',
    },
  },
};
