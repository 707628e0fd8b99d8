import type { ErrorCode } from '@ficha/contract';
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
import type esChat from '../locales/es/chat.json';
import type esContracts from '../locales/es/contracts.json';
import type esContent from '../locales/es/content.json';
import type esDeposit from '../locales/es/deposit.json';
import type esLobby from '../locales/es/lobby.json';
import type esLottery from '../locales/es/lottery.json';
import type esMember from '../locales/es/member.json';
import type esMoney from '../locales/es/money.json';
import type esRealtime from '../locales/es/realtime.json';
import type esPoints from '../locales/es/points.json';
import type esMissions from '../locales/es/missions.json';
import type esReferral from '../locales/es/referral.json';
import type esWithdraw from '../locales/es/withdraw.json';
import type esRecords from '../locales/es/records.json';
import type esPromo from '../locales/es/promo.json';
import type esRg from '../locales/es/rg.json';
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

/**
 * What the first load carries (QUALITY.md: the home page's JavaScript budget, decision 0034): Spanish, the
 * default language, for the namespaces the shell and the home page use, and the site's own error keys. The
 * server's error catalog (the contract's), other languages, and the namespaces of parts loaded on demand
 * (`account` with the account dialogs and menus, `member` with the member center) download later.
 */
export const resources = {
  es: {
    common: esCommon,
    system: esSystem,
    help: esHelp,
    home: esHome,
    errors: esErrors,
  },
};

/**
 * Namespaces loaded on demand; `withNamespaces` fetches them with the code that uses them. `errors` gains the
 * server's error codes when the language's catalog arrives.
 */
type LazyResources = {
  errors: Record<ErrorCode, string> & typeof esErrors;
  account: typeof esAccount;
  agent: typeof esAgent;
  chat: typeof esChat;
  contracts: typeof esContracts;
  content: typeof esContent;
  deposit: typeof esDeposit;
  lobby: typeof esLobby;
  lottery: typeof esLottery;
  member: typeof esMember;
  money: typeof esMoney;
  realtime: typeof esRealtime;
  records: typeof esRecords;
  rg: typeof esRg;
  points: typeof esPoints;
  missions: typeof esMissions;
  referral: typeof esReferral;
  promo: typeof esPromo;
  withdraw: typeof esWithdraw;
};

export const namespaces = [
  'common',
  'system',
  'help',
  'home',
  'account',
  'agent',
  'chat',
  'contracts',
  'content',
  'member',
  'deposit',
  'money',
  'realtime',
  'records',
  'rg',
  'promo',
  'withdraw',
  'points',
  'missions',
  'referral',
  'lobby',
  'lottery',
  'errors',
] as const;
type Namespace = (typeof namespaces)[number];

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    keySeparator: false;
    resources: Omit<(typeof resources)['es'], 'errors'> & LazyResources;
  }
}

/** Namespaces the site has shown so far: a language change loads them all in the new language. */
const namespacesInUse = new Set<Namespace>(Object.keys(resources.es) as Namespace[]);

/** A locale file that is not bundled; the table of them is itself a download (./locale-files.ts). */
async function loadLocaleFile(code: BundledLanguage, namespace: Namespace): Promise<Record<string, string>> {
  const { localeFiles } = await import('./locale-files.ts');
  const load = localeFiles[`../locales/${toLocaleFolder(code)}/${namespace}.json`];
  return load ? load() : {};
}

/** Languages whose `errors` namespace holds the server's catalog as well as the site's own keys. */
const languagesWithServerErrors = new Set<BundledLanguage>();

async function loadErrors(code: BundledLanguage): Promise<void> {
  if (languagesWithServerErrors.has(code)) return;
  const tag = toLocaleTag(code);
  const { loadErrorMessages } = await import('./locale-files.ts');
  const [server, own] = await Promise.all([
    loadErrorMessages(code),
    i18n.hasResourceBundle(tag, 'errors') ? {} : loadLocaleFile(code, 'errors'),
  ]);
  // Added under what is there: the site's own keys (Spanish ones are bundled) win over the server's.
  i18n.addResourceBundle(tag, 'errors', errorCatalog(server, own), true, false);
  languagesWithServerErrors.add(code);
}

async function loadBundle(code: BundledLanguage, namespace: Namespace): Promise<void> {
  if (namespace === 'errors') return loadErrors(code);
  const tag = toLocaleTag(code);
  if (i18n.hasResourceBundle(tag, namespace)) return;
  i18n.addResourceBundle(tag, namespace, await loadLocaleFile(code, namespace), true, true);
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
 * Settles once the starting language's texts are loaded. Spanish is bundled but for the server's error
 * catalog, which downloads beside the first calls (until it arrives, a failure shows the server's message, in
 * the same words); another stored language loads first, then i18next switches to it again so that it resolves
 * the language with its texts.
 */
export const i18nReady: Promise<void> = isReady
  ? loadErrors('ES').catch(() => undefined)
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
