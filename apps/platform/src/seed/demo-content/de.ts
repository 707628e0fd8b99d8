import type { DemoTexts } from './demo-texts.ts';

export const de: DemoTexts = {
  help: {
    about: {
      title: 'Über uns',
      text: 'Ficha Demo ist eine Demo-Website für Online-Spiele. Spielen Sie verantwortungsvoll.',
    },
    deposit: {
      title: 'So zahlen Sie ein',
      text: 'Öffnen Sie Ihre Geldbörse, wählen Sie einen Zahlungskanal und geben Sie den Betrag ein.',
    },
    withdraw: {
      title: 'So zahlen Sie aus',
      text: 'Auszahlungen gehen auf das verifizierte Bankkonto des Kontoinhabers.',
    },
    responsible: {
      title: 'Verantwortungsvolles Spielen',
      text: 'Nur ab 18 Jahren. Setzen Sie Limits und machen Sie Pausen.',
    },
    term: {
      title: 'Allgemeine Geschäftsbedingungen',
      text: 'Mit der Registrierung akzeptieren Sie die Nutzungsbedingungen und bestätigen, mindestens 18 Jahre alt zu sein.',
    },
  },
  banners: {
    welcome: 'Willkommen bei Ficha',
    responsible: 'Verantwortungsvolles Spielen',
    support: 'Support rund um die Uhr',
  },
  notices: {
    welcome: { title: 'Willkommen', text: 'Willkommen auf der Demo-Website von Ficha.' },
    maintenance: { title: 'Geplante Wartung', text: 'Wartung am Sonntag von 02:00 bis 03:00 GMT.' },
    signUp: { title: 'Jetzt registrieren', text: 'Erstellen Sie Ihr Konto in einer Minute.' },
    responsible: {
      title: 'Verantwortungsvolles Spielen',
      text: 'Setzen Sie Limits und spielen Sie nur mit Geld, dessen Verlust Sie sich leisten können. Nur ab 18 Jahren.',
    },
    newGames: {
      title: 'Neue Spiele aus eigenem Haus',
      text: 'Würfel, Limbo, Crash und mehr: Spiele mit veröffentlichtem RTP.',
    },
    support: { title: 'Kundenservice', text: 'Schreiben Sie uns jederzeit über das Seitenmenü.' },
    firstSignIn: {
      title: 'Willkommen bei Ficha',
      text: 'Danke für Ihre Registrierung. Besuchen Sie Ihr Sicherheitscenter, um Ihr Konto zu schützen.',
    },
  },
};
