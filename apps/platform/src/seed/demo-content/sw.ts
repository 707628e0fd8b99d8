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
  promotions: {
    welcome: {
      title: 'Bonasi ya karibu: 5 USD',
      summary: 'Jisajili na udai bonasi ya 5 USD kwa mizunguko yako ya kwanza.',
      rules:
        'Bonasi moja kwa kila mchezaji. Cheza bonasi mara 5 kwenye sloti (meza za moja kwa moja huhesabiwa 10 %) ndani ya siku 7; dau la juu kabisa ni 20 USD wakati bonasi iko hai.',
    },
    firstDeposit: {
      title: 'Amana ya kwanza maradufu kwa 100 %',
      summary: 'Tunaongeza kiasi sawa na amana yako ya kwanza hadi 100 USD.',
      rules:
        'Chagua ofa hii unapoweka pesa. Amana ya chini 100 USD; bonasi ya 100 % hadi 100 USD. Cheza bonasi mara 5 ndani ya siku 14; ukitoa pesa kabla ya hapo, unaacha bonasi.',
    },
    dailyCheckIn: {
      title: 'Kuingia kila siku: 1 USD',
      summary: 'Ingia kila siku na udai bonasi ya 1 USD.',
      rules: 'Mara moja kwa siku. Cheza bonasi mara 3 ndani ya saa 24.',
    },
    reload: {
      title: 'Bonasi ya kujaza upya 50 %',
      summary: 'Ziada ya 50 % kwa amana yoyote, hadi 50 USD.',
      rules: 'Amana ya chini 100 USD; bonasi ya 50 % hadi 50 USD. Cheza bonasi mara 8 ndani ya siku 7.',
    },
    networkGift: {
      title: 'Zawadi ya mtandao wa agente1: 10 USD',
      summary: 'Kwa wachezaji wa mtandao wa agente1, badala ya bonasi ya karibu.',
      rules:
        'Wachezaji walio chini ya agente1 pekee; haiendi pamoja na bonasi ya karibu. Cheza bonasi mara 10 ndani ya siku 7.',
    },
    rebate: {
      title: 'Marejesho ya kila siku: hadi 1 %',
      summary: 'Kila siku tunakurudishia sehemu ya dau zako halali; iombe mapema ikiwa hutaki kusubiri.',
      rules:
        '1 % ya dau halali kwenye sloti na michezo yetu wenyewe, 0.5 % kwenye meza za moja kwa moja na 1 % kwenye mingine. Hulipwa kila siku kwenye pochi yako (hadi 500 USD kwa siku); kwenye Marejesho ya kuomba unaweza kuomba kilichopatikana siku hiyo hadi sasa, ambacho mhudumu hukikagua.',
    },
    raffle: {
      title: 'Bahati nasibu kubwa: zawadi za 350 USD',
      summary: 'Kila 10 USD unazoweka dau hukupa tiketi moja. Washindi watatu mwishoni.',
      rules:
        'Tiketi moja kwa kila 10 USD za dau halali kwa pesa halisi, kwenye mchezo wowote, katika siku za bahati nasibu. Siku yake ya mwisho ikifungwa, zawadi tatu (200, 100 na 50 USD, moja kwa kila mchezaji) huchaguliwa kwa bahati nasibu kwa mbegu ambayo hashi yake huchapishwa tangu mwanzo na kufichuliwa pamoja na matokeo. Dai zawadi yako kwenye Ofa; hulipwa kwenye pochi yako.',
    },
  },
  referral: { title: 'Alika na ushinde', summary: 'Zawadi kwa marafiki walioalikwa.' },
  missions: {
    playRound: 'Cheza raundi moja leo',
    weeklyWager: 'Weka dau la 100 wiki hii',
    weeklyRace: 'Mbio za kila wiki',
  },
};
