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
};
