import { errorCodes, errorMessage, loadErrorMessages, type ErrorCode } from '@ficha/contract';
import { followDocumentLanguage, initI18n } from '@ficha/ui';
import i18n from 'i18next';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import esCommon from '../locales/es/common.json';
import esErrors from '../locales/es/errors.json';
import esHelp from '../locales/es/help.json';
import esHome from '../locales/es/home.json';
import type esAccount from '../locales/es/account.json';
import type esAgent from '../locales/es/agent.json';
import type esContent from '../locales/es/content.json';
import type esDeposit from '../locales/es/deposit.json';
import type esLobby from '../locales/es/lobby.json';
import type esMember from '../locales/es/member.json';
import type esMoney from '../locales/es/money.json';
import type esRealtime from '../locales/es/realtime.json';
import type esWithdraw from '../locales/es/withdraw.json';
import type esRecords from '../locales/es/records.json';
import esSystem from '../locales/es/system.json';
import {
  bundledLanguages,
  readWireLanguage,
  textDirection,
  toBundledLanguage,
  toLocaleFolder,
  toLocaleTag,
  type BundledLanguage,
} from './language.ts';
import { localKeys, writeLocal } from './storage.ts';

/** The contract's catalog of server error messages (one source for server and client), plus client-only keys. */
function errorCatalog<T extends Record<string, string>>(server: Record<ErrorCode, string>, clientKeys: T) {
  return { ...server, ...clientKeys };
}

/** Spanish error messages ship in the bundle; another language's download with its `errors` namespace. */
const spanishErrorMessages = Object.fromEntries(errorCodes.map((code) => [code, errorMessage(code, 'ES')])) as Record<
  ErrorCode,
  string
>;

/**
 * What the first load carries (QUALITY.md: the home page's JavaScript budget): Spanish, the default
 * language, for the namespaces the shell and the home page use. Other languages, and the namespaces of
 * parts loaded on demand (`account` with the account dialogs and menus, `member` with the member center),
 * download with those parts.
 */
export const resources = {
  es: {
    common: esCommon,
    system: esSystem,
    help: esHelp,
    home: esHome,
    errors: errorCatalog(spanishErrorMessages, esErrors),
  },
};

/** Namespaces loaded on demand; `withNamespaces` fetches them with the code that uses them. */
type LazyResources = {
  account: typeof esAccount;
  agent: typeof esAgent;
  content: typeof esContent;
  deposit: typeof esDeposit;
  lobby: typeof esLobby;
  member: typeof esMember;
  money: typeof esMoney;
  realtime: typeof esRealtime;
  records: typeof esRecords;
  withdraw: typeof esWithdraw;
};

export const namespaces = [
  'common',
  'system',
  'help',
  'home',
  'account',
  'agent',
  'content',
  'member',
  'deposit',
  'money',
  'realtime',
  'records',
  'withdraw',
  'lobby',
  'errors',
] as const;
type Namespace = (typeof namespaces)[number];

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    keySeparator: false;
    resources: (typeof resources)['es'] & LazyResources;
  }
}

// Every locale file but the ones bundled above, each its own small download: the first load carries only
// Spanish, and a language's namespaces download when that language is chosen (one chunk per file).
const lazyBundles = import.meta.glob<Record<string, string>>(
  ['../locales/*/*.json', '!../locales/es/{common,system,help,home,errors}.json'],
  { import: 'default' },
);

/** Namespaces the site has shown so far: a language change loads them all in the new language. */
const namespacesInUse = new Set<Namespace>(Object.keys(resources.es) as Namespace[]);

async function loadBundle(code: BundledLanguage, namespace: Namespace): Promise<void> {
  const tag = toLocaleTag(code);
  if (i18n.hasResourceBundle(tag, namespace)) return;
  const load = lazyBundles[`../locales/${toLocaleFolder(code)}/${namespace}.json`];
  if (!load) return;
  const texts = await load();
  const bundle = namespace === 'errors' ? errorCatalog(await loadErrorMessages(code), texts) : texts;
  i18n.addResourceBundle(tag, namespace, bundle, true, true);
}

/** Loads namespaces in the current language (and keeps them loaded across language changes). */
export async function loadNamespaces(list: readonly Namespace[]): Promise<void> {
  for (const namespace of list) namespacesInUse.add(namespace);
  const code = toBundledLanguage(i18n.language);
  await Promise.all(list.map((namespace) => loadBundle(code, namespace)));
}

/** Loads a module and the namespaces it shows together: for `lazy` components and lazy routes. */
export async function withNamespaces<T>(list: readonly Namespace[], load: () => Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([load(), loadNamespaces(list)]);
  return loaded;
}

async function loadLanguage(code: BundledLanguage): Promise<void> {
  await Promise.all([...namespacesInUse].map((namespace) => loadBundle(code, namespace)));
}

function applyDocumentLanguage(code: BundledLanguage): void {
  document.documentElement.lang = toLocaleTag(code);
  document.documentElement.dir = textDirection(code);
}

const initialLanguage = readWireLanguage();

void initI18n(i18n, {
  resources,
  lng: toLocaleTag(initialLanguage),
  fallbackLng: toLocaleTag('ES'),
  supportedLngs: bundledLanguages.map(toLocaleTag),
  ns: Object.keys(resources.es),
  defaultNS: 'common',
  // Keys are flat, and error codes such as `function.not.available` contain dots.
  keySeparator: false,
  initAsync: false,
  returnNull: false,
});
followDocumentLanguage(i18n, (lng) => applyDocumentLanguage(toBundledLanguage(lng)));

let isReady = initialLanguage === 'ES';

/**
 * Settles once the starting language's texts are loaded. Spanish is bundled; another stored language
 * loads first, then i18next switches to it again so that it resolves the language with its texts.
 */
export const i18nReady: Promise<void> = isReady
  ? Promise.resolve()
  : loadLanguage(initialLanguage)
      .then(() => i18n.changeLanguage(toLocaleTag(initialLanguage)))
      .then(
        () => {
          isReady = true;
        },
        () => {
          // Offline or a failed download: the site shows Spanish rather than nothing.
          isReady = true;
        },
      );

function subscribeReady(listener: () => void): () => void {
  let isSubscribed = true;
  void i18nReady.then(() => {
    if (isSubscribed) listener();
  });
  return () => {
    isSubscribed = false;
  };
}

const readReady = () => isReady;

/** True once the starting language can be shown (at once for Spanish); re-renders when it becomes so. */
export function useI18nReady(): boolean {
  return useSyncExternalStore(subscribeReady, readReady, readReady);
}

/**
 * Switches the UI language (SPEC §4 "Language change"): saved under `hisLang` and `lang` before i18next
 * changes, so the refetches triggered by language-keyed queries already carry the new `Language` header.
 * Its texts download first, so the page never shows a mix of languages.
 */
export async function changeLanguage(code: BundledLanguage): Promise<void> {
  await loadLanguage(code);
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
