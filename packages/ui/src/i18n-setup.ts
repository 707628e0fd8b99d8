import type { i18n as I18n, InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Starts an app's i18next for React with what every app shares: React escapes, so i18next does not. Each app
 * gives its own resources, namespaces and languages (its locale files stay its own).
 */
export function initI18n(instance: I18n, options: InitOptions): Promise<unknown> {
  return instance.use(initReactI18next).init({ ...options, interpolation: { escapeValue: false } });
}

/** Keeps the document (`lang`, `dir`, the title…) in step with the language: now and on every change. */
export function followDocumentLanguage(instance: I18n, apply: (language: string) => void): void {
  apply(instance.language);
  instance.on('languageChanged', apply);
}
