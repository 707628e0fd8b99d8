/**
 * Every locale file but the ones bundled with the first load (lib/i18n.ts), each its own small download: a
 * language's namespaces download when that language is chosen. This table of 480-odd loaders, and the
 * contract's table of error catalogs, are a download of their own too, fetched the first time a file is
 * needed, so the first load carries neither.
 */
export { loadErrorMessages } from '@ficha/contract';

export const localeFiles = import.meta.glob<Record<string, string>>(
  ['../locales/*/*.json', '!../locales/es/{common,system,help,home,errors}.json'],
  { import: 'default' },
);
