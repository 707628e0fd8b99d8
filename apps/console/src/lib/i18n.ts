import { errorCodes, errorMessage, type LanguageCode } from '@ficha/contract';
import { followDocumentLanguage, initI18n } from '@ficha/ui';
import i18next from 'i18next';
import en from '../locales/en/console.json';
import es from '../locales/es/console.json';
import { readConsoleLanguage, storeConsoleLanguage, toLocaleTag, type ConsoleLanguage } from './console-language.ts';

/**
 * The server's error codes take their texts from the contract's catalogue (one source for server and
 * clients); the console's own file holds only the client-side codes. Dotted codes become underscores
 * because i18next nests on dots.
 */
function withServerErrors(catalog: typeof es, language: LanguageCode) {
  const server = Object.fromEntries(
    errorCodes.map((code) => [code.replaceAll('.', '_'), errorMessage(code, language)]),
  );
  return { ...catalog, errors: { ...server, ...catalog.errors } as Record<string, string> };
}

const resources = { es: { console: withServerErrors(es, 'ES') }, en: { console: withServerErrors(en, 'EN') } };

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'console';
    resources: { console: (typeof resources)['es']['console'] };
  }
}

/** Both catalogs are small, so they ship in the bundle and i18next starts synchronously. */
export const i18n = i18next.createInstance();

void initI18n(i18n, {
  resources,
  lng: toLocaleTag(readConsoleLanguage()),
  fallbackLng: 'es',
  supportedLngs: ['es', 'en'],
  ns: ['console'],
  defaultNS: 'console',
  initAsync: false,
});

followDocumentLanguage(i18n, (language) => {
  document.documentElement.lang = language;
  document.title = `${i18n.t('app.title')} · ${i18n.t('app.brand')}`;
});

/** Switches the interface and the `Language` header of later calls. */
export function changeConsoleLanguage(language: ConsoleLanguage): void {
  storeConsoleLanguage(language);
  void i18n.changeLanguage(toLocaleTag(language));
}
