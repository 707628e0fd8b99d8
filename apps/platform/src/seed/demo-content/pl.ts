import type { DemoTexts } from './demo-texts.ts';

export const pl: DemoTexts = {
  help: {
    about: { title: 'O nas', text: 'Ficha Demo to demonstracyjny serwis gier online. Graj odpowiedzialnie.' },
    deposit: { title: 'Jak wpłacić', text: 'Otwórz portfel, wybierz kanał płatności i wpisz kwotę.' },
    withdraw: { title: 'Jak wypłacić', text: 'Wypłaty trafiają na zweryfikowane konto bankowe posiadacza.' },
    responsible: { title: 'Odpowiedzialna gra', text: 'Tylko dla osób powyżej 18 lat. Ustal limity i rób przerwy.' },
    term: {
      title: 'Regulamin',
      text: 'Rejestrując się, akceptujesz regulamin usługi i potwierdzasz, że masz co najmniej 18 lat.',
    },
  },
  banners: {
    welcome: 'Witamy w Ficha',
    responsible: 'Odpowiedzialna gra',
    support: 'Wsparcie 24/7',
  },
  notices: {
    welcome: { title: 'Witamy', text: 'Witamy w serwisie demonstracyjnym Ficha.' },
    maintenance: { title: 'Planowana konserwacja', text: 'Konserwacja w niedzielę od 02:00 do 03:00 GMT.' },
    signUp: { title: 'Zarejestruj się już dziś', text: 'Załóż konto w minutę.' },
    responsible: {
      title: 'Odpowiedzialna gra',
      text: 'Ustal limity i graj tylko za tyle, ile możesz stracić. Tylko dla osób powyżej 18 lat.',
    },
    newGames: { title: 'Nowe gry firmowe', text: 'Kości, Limbo, Crash i więcej: gry z opublikowanym RTP.' },
    support: { title: 'Obsługa klienta', text: 'Napisz do nas z menu bocznego o dowolnej porze.' },
    firstSignIn: {
      title: 'Witamy w Ficha',
      text: 'Dziękujemy za rejestrację. Odwiedź centrum bezpieczeństwa, aby chronić swoje konto.',
    },
  },
  promotions: {
    welcome: {
      title: 'Bonus powitalny: 5 USD',
      summary: 'Zarejestruj się i odbierz 5 USD bonusu na pierwsze spiny.',
      rules:
        'Jeden bonus na gracza. Obróć bonus 5 razy na automatach (stoły na żywo liczą się w 10 %) w ciągu 7 dni; maksymalna stawka 20 USD, dopóki bonus jest aktywny.',
    },
    firstDeposit: {
      title: 'Pierwsza wpłata podwojona o 100 %',
      summary: 'Podwajamy twoją pierwszą wpłatę do 100 USD.',
      rules:
        'Zaznacz promocję przy wpłacie. Minimalna wpłata 100 USD; bonus 100 % do 100 USD. Obróć bonus 5 razy w ciągu 14 dni; wypłata wcześniej oznacza rezygnację z bonusu.',
    },
    dailyCheckIn: {
      title: 'Codzienne logowanie: 1 USD',
      summary: 'Zaglądaj codziennie i odbieraj 1 USD bonusu.',
      rules: 'Raz dziennie. Obróć bonus 3 razy w ciągu 24 godzin.',
    },
    reload: {
      title: 'Doładowanie 50 %',
      summary: 'Dodatkowe 50 % do każdej wpłaty, do 50 USD.',
      rules: 'Minimalna wpłata 100 USD; bonus 50 % do 50 USD. Obróć bonus 8 razy w ciągu 7 dni.',
    },
    networkGift: {
      title: 'Prezent sieci agente1: 10 USD',
      summary: 'Dla graczy z sieci agente1, zamiast bonusu powitalnego.',
      rules: 'Tylko dla graczy pod agente1; wyklucza bonus powitalny. Obróć bonus 10 razy w ciągu 7 dni.',
    },
    rebate: {
      title: 'Codzienny zwrot: do 1 %',
      summary: 'Codziennie zwracamy ci część ważnych zakładów; poproś o zwrot wcześniej, jeśli nie chcesz czekać.',
      rules:
        '1 % ważnych zakładów na automatach i w grach własnych, 0,5 % przy stołach na żywo i 1 % w pozostałych. Rozliczany codziennie na twój portfel (do 500 USD dziennie); w zakładce Ręczny zwrot możesz poprosić o to, co dzień już przyniósł, a operator to sprawdzi.',
    },
    raffle: {
      title: 'Wielkie losowanie: 350 USD w nagrodach',
      summary: 'Każde postawione 10 USD to jeden los. Trzech zwycięzców na koniec.',
      rules:
        'Jeden los za każde 10 USD ważnych zakładów za prawdziwe pieniądze, w dowolnej grze, w dniach losowania. Po zamknięciu ostatniego dnia losowane są trzy nagrody (200, 100 i 50 USD, jedna na gracza) z ziarnem, którego hash jest publikowany od początku i ujawniany wraz z wynikiem. Odbierz nagrodę w zakładce Promocje; trafi do twojego portfela.',
    },
  },
  referral: { title: 'Zaproś i zarabiaj', summary: 'Nagrody za zaproszonych znajomych.' },
  missions: {
    playRound: 'Zagraj dziś jedną rundę',
    weeklyWager: 'Postaw 100 w tym tygodniu',
    weeklyRace: 'Wyścig tygodniowy',
  },
};
