/**
 * The browser storage keys the site shares with the original clients (upstream-api §7.2), read and
 * written in one place. Storage can throw (private mode, disabled cookies): then a value is simply absent.
 */
export const localKeys = {
  /** UI language as a wire code (`ES`, `EN`); sent as the `Language` header. */
  language: 'hisLang',
  /** Same value, kept for the original clients' sake. */
  languageCopy: 'lang',
  /** Merchant code sent as the `Merchant` header; absent means the server resolves by host. */
  merchantCode: 'merchantCode',
  theme: 'theme',
  /** "Remember me" of the login form: username or mobile and an expiry, never a password (upstream-api §7.2). */
  rememberedLogin: 'loginRemember',
  /** Affiliate and referral codes captured from a visit's URL, offered again at registration. */
  registrationInfo: 'reg_info',
} as const;

export const sessionKeys = {
  /** Raw session token sent as the `Authorization` header. */
  token: 'token',
  merchant: 'merchant',
  merchantCode: 'merchantCode',
  /** `closed`: the signed-in member closed the announcement popup; not shown again this session. */
  userPopup: 'USER_POPUP',
  /** `closed`: the visitor closed the announcement popup; not shown again this session. */
  anonymousPopup: 'ANONYMOUS_POPUP',
  /** The vendor lanes and the hot games of the tab's language (SPEC §4 "Caching", upstream-api §1.4). */
  gameVendor: 'gameVendor',
  hotGames: 'HOT_GAMES',
  /** A visitor's key to its support-chat conversation (decision 0044); the tab keeps it until it closes. */
  supportVisitorKey: 'supportVisitorKey',
} as const;

/** What survives a sign-out: the merchant the tab belongs to (SPEC §4 "Logout"). */
export const sessionKeysKeptOnSignOut: readonly string[] = [sessionKeys.merchant, sessionKeys.merchantCode];

type LocalKey = (typeof localKeys)[keyof typeof localKeys];
type SessionKey = (typeof sessionKeys)[keyof typeof sessionKeys];

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string): void {
  try {
    storage().setItem(key, value);
  } catch {
    // Storage unavailable: the choice lasts for this page only.
  }
}

function remove(storage: () => Storage, key: string): void {
  try {
    storage().removeItem(key);
  } catch {
    // Storage unavailable: nothing was stored.
  }
}

export function readLocal(key: LocalKey): string | null {
  return read(() => window.localStorage, key);
}

export function writeLocal(key: LocalKey, value: string): void {
  write(() => window.localStorage, key, value);
}

export function removeLocal(key: LocalKey): void {
  remove(() => window.localStorage, key);
}

export function readSession(key: SessionKey): string | null {
  return read(() => window.sessionStorage, key);
}

export function writeSession(key: SessionKey, value: string): void {
  write(() => window.sessionStorage, key, value);
}

/** Empties session storage except the given keys, which are written back. */
export function clearSessionExcept(kept: readonly string[]): void {
  try {
    const storage = window.sessionStorage;
    const saved = kept.flatMap((key) => {
      const value = storage.getItem(key);
      return value === null ? [] : [[key, value] as const];
    });
    storage.clear();
    for (const [key, value] of saved) storage.setItem(key, value);
  } catch {
    // Storage unavailable: there is nothing to clear.
  }
}

/** The stored session token, or null when signed out. */
export function readSessionToken(): string | null {
  return readSession(sessionKeys.token) || null;
}
