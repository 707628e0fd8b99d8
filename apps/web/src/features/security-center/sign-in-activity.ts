import type { EndpointOutput, listMemberLogins, listMemberSessions } from '@ficha/contract';
import type { MemberTextKey } from './field-problems.ts';

export type LoginRecord = EndpointOutput<typeof listMemberLogins>[number];
export type MemberSession = EndpointOutput<typeof listMemberSessions>[number];

/** The country of a sign-in in the reader's language when the server gives an ISO code; else as given. */
export function countryName(country: string | null, localeTag: string): string | null {
  if (!country) return null;
  if (!/^[a-z]{2}$/i.test(country)) return country;
  try {
    return new Intl.DisplayNames([localeTag], { type: 'region' }).of(country.toUpperCase()) ?? country;
  } catch {
    return country;
  }
}

/** Login types of the contract (`login.type`, an empty type being a username login) and other ways in. */
const loginMethodKeys = {
  '': 'login_method_username',
  username: 'login_method_username',
  sms: 'login_method_sms',
  firebase: 'login_method_firebase',
  freeplay: 'login_method_freeplay',
  register: 'login_method_register',
  reset: 'login_method_reset',
} as const satisfies Record<string, MemberTextKey>;

/** The text key of a sign-in method, or null for a method this client does not know (shown as given). */
export function loginMethodKey(method: string): MemberTextKey | null {
  const normalized = method.toLowerCase();
  return Object.hasOwn(loginMethodKeys, normalized)
    ? loginMethodKeys[normalized as keyof typeof loginMethodKeys]
    : null;
}

function timeOf(iso: string): number {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? 0 : time;
}

/** This device first, then the others by most recent activity. */
export function orderSessions(sessions: readonly MemberSession[]): MemberSession[] {
  return [...sessions].sort(
    (a, b) => Number(b.current) - Number(a.current) || timeOf(b.lastSeenAt) - timeOf(a.lastSeenAt),
  );
}
