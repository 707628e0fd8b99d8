import { businessConstants } from '@ficha/contract';
import { localKeys, readLocal, removeLocal, writeLocal } from '../../lib/storage.ts';

/**
 * "Remember me" (SPEC §9, 24 hours): the username, or the mobile number and its dialing code, with an
 * expiry. Never a password: the original kept one in a cookie, we don't (QUALITY.md "Security").
 */
export interface RememberedLogin {
  username?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  expiresAt: number;
}

export type RememberedFields = Pick<RememberedLogin, 'username' | 'mobileNum' | 'countryDialingCode'>;

const rememberedFields = ['username', 'mobileNum', 'countryDialingCode'] as const;

/** Keeps only the remembered fields, whatever else the caller passes, and stamps the expiry. */
export function rememberedLoginFrom(
  values: RememberedFields,
  now: number,
  previous: RememberedLogin | null = null,
): RememberedLogin {
  const out: RememberedLogin = { expiresAt: now + businessConstants.rememberMeMs };
  for (const field of rememberedFields) {
    const value = values[field] ?? previous?.[field];
    if (typeof value === 'string' && value !== '') out[field] = value;
  }
  return out;
}

/** The stored record, or null when absent, unreadable or expired. */
export function parseRememberedLogin(raw: string | null, now: number): RememberedLogin | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const record = parsed as Record<string, unknown>;
  const expiresAt = record['expiresAt'];
  if (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt) || expiresAt <= now) return null;
  const out: RememberedLogin = { expiresAt };
  for (const field of rememberedFields) {
    const value = record[field];
    if (typeof value === 'string' && value !== '') out[field] = value;
  }
  return out;
}

export function readRememberedLogin(now: number): RememberedLogin | null {
  const remembered = parseRememberedLogin(readLocal(localKeys.rememberedLogin), now);
  if (!remembered) removeLocal(localKeys.rememberedLogin);
  return remembered;
}

/** The record as of now: the lazy initial state of a login form. */
export function readRememberedNow(): RememberedLogin | null {
  return readRememberedLogin(Date.now());
}

/** Remembers these fields for 24 hours from now, keeping the other kind (username or mobile) already kept. */
export function rememberLogin(values: RememberedFields, now: number = Date.now()): void {
  const previous = parseRememberedLogin(readLocal(localKeys.rememberedLogin), now);
  writeLocal(localKeys.rememberedLogin, JSON.stringify(rememberedLoginFrom(values, now, previous)));
}

export function forgetRememberedLogin(): void {
  removeLocal(localKeys.rememberedLogin);
}
