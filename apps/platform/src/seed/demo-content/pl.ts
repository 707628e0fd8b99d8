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
};
