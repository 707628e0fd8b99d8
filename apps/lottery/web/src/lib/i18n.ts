import { rtlLanguages, type LanguageCode } from '@ficha/contract';
import { initI18n } from '@ficha/ui';
import i18n from 'i18next';
import esLottery from '../locales/es/lottery.json';

/**
 * The betting page's texts: one `lottery` namespace per language in locales/<lang>/lottery.json. Spanish, the
 * default, ships with the first load; another language downloads its file when the page asks for it.
 */
export const resources = { es: { lottery: esLottery } };

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'lottery';
    keySeparator: false;
    resources: (typeof resources)['es'];
  }
}

const lazyLocales = import.meta.glob<{ default: Record<string, string> }>('../locales/*/lottery.json');

/** Starts i18next in the page's language and sets the document's lang and direction. */
export async function startI18n(language: LanguageCode): Promise<string> {
  const tag = language.toLowerCase();
  const loader = lazyLocales[`../locales/${tag}/lottery.json`];
  await initI18n(i18n, {
    resources,
    lng: 'es',
    fallbackLng: 'es',
    ns: ['lottery'],
    defaultNS: 'lottery',
    keySeparator: false,
  });
  if (tag !== 'es' && loader) {
    i18n.addResourceBundle(tag, 'lottery', (await loader()).default);
    await i18n.changeLanguage(tag);
  }
  document.documentElement.lang = tag;
  document.documentElement.dir = rtlLanguages.includes(language) ? 'rtl' : 'ltr';
  return tag;
}
