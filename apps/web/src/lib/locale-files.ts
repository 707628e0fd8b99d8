/**
 * Every locale file but the ones bundled with the first load (lib/i18n.ts), each its own small download: a
 * language's namespaces download when that language is chosen. This table of 480-odd loaders is a download
 * of its own too, fetched the first time a file is needed, so the first load does not carry it.
 */
export const localeFiles = import.meta.glob<Record<string, string>>(
  ['../locales/*/*.json', '!../locales/es/{common,system,help,home,errors}.json'],
  { import: 'default' },
);
