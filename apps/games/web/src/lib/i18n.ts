import { rtlLanguages, type LanguageCode } from '@ficha/contract';
import { initI18n } from '@ficha/ui';
import i18n from 'i18next';
import esGames from '../locales/es/games.json';

/**
 * The game pages' texts: one `games` namespace per language in locales/<lang>/games.json. Spanish, the
 * default, ships with the first load; any other language downloads its file when the page asks for it.
 */
export const resources = { es: { games: esGames } };

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'games';
    keySeparator: false;
    resources: (typeof resources)['es'];
  }
}

const lazyLocales = import.meta.glob<{ default: Record<string, string> }>('../locales/*/games.json');

export const toLocaleTag = (code: LanguageCode) => code.toLowerCase();
export const textDirection = (code: LanguageCode): 'rtl' | 'ltr' => (rtlLanguages.includes(code) ? 'rtl' : 'ltr');

/** Starts i18next in the page's language (Spanish when that language has no file yet) and sets lang and dir. */
export async function startI18n(language: LanguageCode): Promise<void> {
  const tag = toLocaleTag(language);
  const loader = lazyLocales[`../locales/${tag}/games.json`];
  await initI18n(i18n, {
    resources,
    lng: 'es',
    fallbackLng: 'es',
    ns: ['games'],
    defaultNS: 'games',
    keySeparator: false,
  });
  if (tag !== 'es' && loader) {
    i18n.addResourceBundle(tag, 'games', (await loader()).default);
    await i18n.changeLanguage(tag);
  }
  document.documentElement.lang = tag;
  document.documentElement.dir = textDirection(language);
}

export { i18n };
