import { rtlLanguages, type LanguageCode } from '@ficha/contract';
import { initI18n } from '@ficha/ui';
import i18n from 'i18next';
import esSports from '../locales/es/sports.json';

/**
 * The betting pages' texts: one `sports` namespace per language in locales/<lang>/sports.json. Spanish, the
 * default, ships with the first load; any other language downloads its file when the page asks for it.
 */
export const resources = { es: { sports: esSports } };

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'sports';
    keySeparator: false;
    resources: (typeof resources)['es'];
  }
}

const lazyLocales = import.meta.glob<{ default: Record<string, string> }>('../locales/*/sports.json');

export const toLocaleTag = (code: LanguageCode) => code.toLowerCase();

/** Starts i18next in the page's language (Spanish when that language has no file) and sets lang and dir. */
export async function startI18n(language: LanguageCode): Promise<void> {
  const tag = toLocaleTag(language);
  const loader = lazyLocales[`../locales/${tag}/sports.json`];
  await initI18n(i18n, {
    resources,
    lng: 'es',
    fallbackLng: 'es',
    ns: ['sports'],
    defaultNS: 'sports',
    keySeparator: false,
  });
  if (tag !== 'es' && loader) {
    i18n.addResourceBundle(tag, 'sports', (await loader()).default);
    await i18n.changeLanguage(tag);
  }
  document.documentElement.lang = tag;
  document.documentElement.dir = rtlLanguages.includes(language) ? 'rtl' : 'ltr';
}
