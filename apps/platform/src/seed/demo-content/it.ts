import type { DemoTexts } from './demo-texts.ts';

export const it: DemoTexts = {
  help: {
    about: { title: 'Chi siamo', text: 'Ficha Demo è un sito di gioco online dimostrativo. Gioca responsabilmente.' },
    deposit: {
      title: 'Come depositare',
      text: 'Apri il tuo portafoglio, scegli un canale di pagamento e inserisci l’importo.',
    },
    withdraw: {
      title: 'Come prelevare',
      text: 'I prelievi vengono pagati sul conto bancario verificato del titolare.',
    },
    responsible: {
      title: 'Gioco responsabile',
      text: 'Solo per maggiori di 18 anni. Fissa dei limiti e fai delle pause.',
    },
    term: {
      title: 'Termini e condizioni',
      text: 'Registrandoti accetti i termini del servizio e confermi di avere almeno 18 anni.',
    },
  },
  banners: {
    welcome: 'Benvenuto su Ficha',
    responsible: 'Gioco responsabile',
    support: 'Assistenza 24/7',
  },
  notices: {
    welcome: { title: 'Benvenuto', text: 'Benvenuto nel sito dimostrativo di Ficha.' },
    maintenance: {
      title: 'Manutenzione programmata',
      text: 'Domenica dalle 02:00 alle 03:00 GMT faremo manutenzione.',
    },
    signUp: { title: 'Registrati oggi', text: 'Crea il tuo account in un minuto.' },
    responsible: {
      title: 'Gioco responsabile',
      text: 'Fissa dei limiti e gioca solo ciò che puoi permetterti di perdere. Solo per maggiori di 18 anni.',
    },
    newGames: { title: 'Nuovi giochi della casa', text: 'Dadi, Limbo, Crash e altro: giochi con RTP pubblicato.' },
    support: { title: 'Assistenza clienti', text: 'Scrivici dal menu laterale a qualsiasi ora.' },
    firstSignIn: {
      title: 'Benvenuto su Ficha',
      text: 'Grazie per esserti registrato. Visita il tuo centro sicurezza per proteggere il tuo account.',
    },
  },
  promotions: {
    welcome: {
      title: 'Bonus di benvenuto: 5 USD',
      summary: 'Registrati e riscatta 5 USD di bonus per i tuoi primi giri.',
      rules:
        'Un bonus per giocatore. Gioca il bonus 5 volte sulle slot (i tavoli live contano al 10 %) entro 7 giorni; puntata massima 20 USD finché il bonus è attivo.',
    },
    firstDeposit: {
      title: 'Primo deposito raddoppiato al 100 %',
      summary: 'Ti raddoppiamo il primo deposito fino a 100 USD.',
      rules:
        'Seleziona la promozione quando depositi. Deposito minimo 100 USD; bonus del 100 % fino a 100 USD. Gioca il bonus 5 volte entro 14 giorni; se prelevi prima, rinunci al bonus.',
    },
    dailyCheckIn: {
      title: 'Check-in giornaliero: 1 USD',
      summary: 'Entra ogni giorno e riscatta 1 USD di bonus.',
      rules: 'Una volta al giorno. Gioca il bonus 3 volte entro 24 ore.',
    },
    reload: {
      title: 'Ricarica del 50 %',
      summary: 'Un 50 % in più su ogni deposito, fino a 50 USD.',
      rules: 'Deposito minimo 100 USD; bonus del 50 % fino a 50 USD. Gioca il bonus 8 volte entro 7 giorni.',
    },
    networkGift: {
      title: 'Regalo della rete agente1: 10 USD',
      summary: 'Per i giocatori della rete di agente1, al posto del bonus di benvenuto.',
      rules:
        'Solo per i giocatori sotto agente1; esclude il bonus di benvenuto. Gioca il bonus 10 volte entro 7 giorni.',
    },
    rebate: {
      title: 'Rimborso giornaliero: fino all’1 %',
      summary: 'Ogni giorno ti restituiamo parte delle tue puntate valide; chiedilo prima se non vuoi aspettare.',
      rules:
        '1 % delle puntate valide su slot e giochi della casa, 0,5 % sui tavoli live e 1 % sul resto. Viene accreditato ogni giorno sul tuo portafoglio (fino a 500 USD al giorno); da Rimborso manuale puoi chiedere quanto maturato finora nella giornata, che un operatore verifica.',
    },
    raffle: {
      title: 'Grande estrazione: 350 USD in premi',
      summary: 'Ogni 10 USD puntati ricevi un biglietto. Tre vincitori alla chiusura.',
      rules:
        'Un biglietto ogni 10 USD di puntate valide con denaro reale, su qualsiasi gioco, nei giorni dell’estrazione. Alla chiusura dell’ultimo giorno si estraggono tre premi (200, 100 e 50 USD, uno per giocatore) con un seed il cui hash è pubblicato dall’inizio e che viene rivelato con il risultato. Riscatta il tuo premio in Promozioni; viene accreditato sul tuo portafoglio.',
    },
  },
  referral: { title: 'Invita e guadagna', summary: 'Premi per gli amici invitati.' },
  missions: {
    playRound: 'Gioca un round oggi',
    weeklyWager: 'Punta 100 questa settimana',
    weeklyRace: 'Gara settimanale',
  },
};
