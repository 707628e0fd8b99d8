import { errorStatus, type ErrorCode } from './errors.ts';

/**
 * The realtime protocol (docs/decisions/0007-realtime.md): one WebSocket per signed-in member at
 * `GET /wps/ws` (`?merchant=<code>` when the host does not name the merchant). The token never travels in
 * the URL: the first message is `{ type: 'auth', token }`, within `realtimeAuthTimeoutMs`. The server then
 * answers `ready` and pushes events; a refusal closes the socket with `realtimeCloseCode(errorKey)` and the
 * error key as the close reason.
 */
export const realtimePath = '/wps/ws';

/** How long a new socket may stay silent before its `auth` message; then it is closed as not signed in. */
export const realtimeAuthTimeoutMs = 10_000;

/** Close code of a refusal: 4000 + the error key's HTTP status (4401 not signed in, 4403, 4503…). */
export function realtimeCloseCode(code: ErrorCode): number {
  return 4000 + errorStatus[code];
}

/** The refusals a client tells apart (the same numbers as `realtimeCloseCode`, without the error table). */
export const realtimeCloseCodes = {
  /** Bad message or unknown merchant: retrying would not help. */
  badRequest: 4400,
  /** No valid session (anonymous, expired, revoked, signed out): sign in again. */
  signedOut: 4401,
  /** A trial account or a blocked region: no pushes for it. */
  forbidden: 4403,
  /** The merchant is in maintenance: try again later. */
  maintenance: 4503,
} as const;

/** Socket notification keys (upstream-api §6): texts with `{0}` = time and `{1}` = amount. */
export const realtimeNoticeKeys = [
  'info_new_mail',
  'info_deposit_arrival',
  'info_withdraw_approve',
  'info_withdraw_reject',
  'info_deposit_failed',
  /** A promotion granted a bonus into the bonus balance (decision 0054). */
  'info_bonus_granted',
  'info_vip_level_up',
  /** An issued promotion waits in the reward center; an application was approved (its bonus granted) or rejected (decision 0077). */
  'info_reward_issued',
  'info_application_approved',
  'info_application_rejected',
  /** A bonus's wagering requirement was met: its bonus money (up to the maximum cash-out) became cash. */
  'info_bonus_converted',
] as const;

export type RealtimeNoticeKey = (typeof realtimeNoticeKeys)[number];

/** What a client sends: `auth` once, first; `ping` any time after (answered `pong`). */
export type RealtimeClientMessage = { type: 'auth'; token: string } | { type: 'ping' };

/** What the server pushes. Money is a wire number (at most 2 decimals), times are ISO-8601. */
export type RealtimeServerMessage =
  /** Signed in; events flow from now on. */
  | { type: 'ready' }
  | { type: 'pong' }
  /** Events may have been missed (the server's database listener reconnected): read the state again. */
  | { type: 'resync' }
  /** A ledger entry moved the member's wallet: its new balance. */
  | { type: 'balance'; currency: string; balance: number; entryId: number }
  /** A notification to show: `time` fills `{0}`, `amount` (when the key has one) fills `{1}`. */
  | { type: 'notice'; key: RealtimeNoticeKey; time: string; amount?: number };
