import { errorCodes, errorMessage, type ErrorCode, type LanguageCode } from '@ficha/contract';
import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import enCommon from '../locales/en/common.json';
import enErrors from '../locales/en/errors.json';
import enHelp from '../locales/en/help.json';
import enHome from '../locales/en/home.json';
import enSystem from '../locales/en/system.json';
import esCommon from '../locales/es/common.json';
import esErrors from '../locales/es/errors.json';
import esHelp from '../locales/es/help.json';
import esHome from '../locales/es/home.json';
import esSystem from '../locales/es/system.json';
import { readWireLanguage, textDirection, toBundledLanguage, toLocaleTag, type BundledLanguage } from './language.ts';
import { localKeys, writeLocal } from './storage.ts';

/** The contract's catalog of server error codes (one source for server and client), plus client-only keys. */
function errorCatalog<T extends Record<string, string>>(language: LanguageCode, clientKeys: T) {
  const server = Object.fromEntries(errorCodes.map((code) => [code, errorMessage(code, language)]));
  return { ...(server as Record<ErrorCode, string>), ...clientKeys };
}

export const resources = {
  es: { common: esCommon, system: esSystem, help: esHelp, home: esHome, errors: errorCatalog('ES', esErrors) },
  en: { common: enCommon, system: enSystem, help: enHelp, home: enHome, errors: errorCatalog('EN', enErrors) },
};

export const namespaces = ['common', 'system', 'help', 'home', 'errors'] as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    keySeparator: false;
    resources: (typeof resources)['es'];
  }
}

function applyDocumentLanguage(code: BundledLanguage): void {
  document.documentElement.lang = toLocaleTag(code);
  document.documentElement.dir = textDirection(code);
}

const initialLanguage = readWireLanguage();

void i18n.use(initReactI18next).init({
  resources,
  lng: toLocaleTag(initialLanguage),
  fallbackLng: toLocaleTag('ES'),
  supportedLngs: Object.keys(resources),
  ns: namespaces,
  defaultNS: 'common',
  // Keys are flat, and error codes such as `function.not.available` contain dots.
  keySeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});
applyDocumentLanguage(initialLanguage);

i18n.on('languageChanged', (lng) => applyDocumentLanguage(toBundledLanguage(lng)));

/**
 * Switches the UI language (SPEC §4 "Language change"): saved under `hisLang` and `lang` before i18next
 * changes, so the refetches triggered by language-keyed queries already carry the new `Language` header.
 */
export async function changeLanguage(code: BundledLanguage): Promise<void> {
  writeLocal(localKeys.language, code);
  writeLocal(localKeys.languageCopy, code);
  await i18n.changeLanguage(toLocaleTag(code));
}

/** The current UI language as a wire code; components re-render when it changes. */
export function useLanguage(): BundledLanguage {
  const { i18n: instance } = useTranslation();
  return toBundledLanguage(instance.resolvedLanguage ?? instance.language);
}

export { i18n };
