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
} as const;

export const sessionKeys = {
  /** Raw session token sent as the `Authorization` header. */
  token: 'token',
} as const;

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

export function readLocal(key: LocalKey): string | null {
  return read(() => window.localStorage, key);
}

export function writeLocal(key: LocalKey, value: string): void {
  write(() => window.localStorage, key, value);
}

export function readSession(key: SessionKey): string | null {
  return read(() => window.sessionStorage, key);
}

/** The stored session token, or null when signed out. */
export function readSessionToken(): string | null {
  return readSession(sessionKeys.token) || null;
}
