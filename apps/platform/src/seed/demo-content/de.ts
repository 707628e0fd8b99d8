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
  promotions: {
    welcome: {
      title: 'Willkommensbonus: 5 USD',
      summary: 'Registriere dich und hol dir 5 USD Bonus für deine ersten Drehs.',
      rules:
        'Ein Bonus pro Spieler. Setze den Bonus innerhalb von 7 Tagen 5-mal an Slots um (Live-Tische zählen zu 10 %); Höchsteinsatz 20 USD, solange der Bonus aktiv ist.',
    },
    firstDeposit: {
      title: 'Erste Einzahlung zu 100 % verdoppelt',
      summary: 'Wir verdoppeln deine erste Einzahlung bis zu 100 USD.',
      rules:
        'Wähle die Aktion bei der Einzahlung aus. Mindesteinzahlung 100 USD; 100 % Bonus bis zu 100 USD. Setze den Bonus innerhalb von 14 Tagen 5-mal um; wer vorher auszahlt, verzichtet auf den Bonus.',
    },
    dailyCheckIn: {
      title: 'Täglicher Check-in: 1 USD',
      summary: 'Schau jeden Tag vorbei und hol dir 1 USD Bonus.',
      rules: 'Einmal pro Tag. Setze den Bonus innerhalb von 24 Stunden 3-mal um.',
    },
    reload: {
      title: '50 % Reload-Bonus',
      summary: '50 % extra auf jede Einzahlung, bis zu 50 USD.',
      rules: 'Mindesteinzahlung 100 USD; 50 % Bonus bis zu 50 USD. Setze den Bonus innerhalb von 7 Tagen 8-mal um.',
    },
    networkGift: {
      title: 'Geschenk des Netzwerks agente1: 10 USD',
      summary: 'Für die Spieler im Netzwerk von agente1, anstelle des Willkommensbonus.',
      rules:
        'Nur für Spieler unter agente1; schließt den Willkommensbonus aus. Setze den Bonus innerhalb von 7 Tagen 10-mal um.',
    },
    rebate: {
      title: 'Täglicher Rabatt: bis zu 1 %',
      summary:
        'Jeden Tag zahlen wir dir einen Teil deiner gültigen Einsätze zurück; fordere ihn früher an, wenn du nicht warten willst.',
      rules:
        '1 % der gültigen Einsätze an Slots und hauseigenen Spielen, 0,5 % an Live-Tischen und 1 % beim Rest. Wird täglich deinem Guthaben gutgeschrieben (bis zu 500 USD pro Tag); unter Manueller Rabatt kannst du anfordern, was der Tag bisher eingebracht hat – ein Operator prüft das.',
    },
    raffle: {
      title: 'Große Verlosung: 350 USD an Preisen',
      summary: 'Je 10 USD Einsatz bekommst du ein Los. Drei Gewinner zum Abschluss.',
      rules:
        'Ein Los je 10 USD gültiger Echtgeld-Einsätze, in jedem Spiel, während der Tage der Verlosung. Wenn ihr letzter Tag endet, werden drei Preise (200, 100 und 50 USD, einer pro Spieler) mit einem Seed gezogen, dessen Hash von Anfang an veröffentlicht ist und der mit dem Ergebnis offengelegt wird. Hol dir deinen Preis unter Aktionen ab; er wird deinem Guthaben gutgeschrieben.',
    },
  },
  referral: { title: 'Einladen und gewinnen', summary: 'Belohnungen für eingeladene Freunde.' },
  missions: {
    playRound: 'Spiele heute eine Runde',
    weeklyWager: 'Setze diese Woche 100 ein',
    weeklyRace: 'Wochenrennen',
  },
};
