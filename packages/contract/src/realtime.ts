import { z } from 'zod';
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

/** Socket notification keys (upstream-api §6): texts with `{0}` = time and `{1}` = amount. */
export const realtimeNoticeKeys = [
  'info_new_mail',
  'info_deposit_arrival',
  'info_withdraw_approve',
  'info_withdraw_reject',
  'info_deposit_failed',
] as const;

export type RealtimeNoticeKey = (typeof realtimeNoticeKeys)[number];

/** What a client sends: `auth` once, first; `ping` any time after (answered `pong`). */
export const realtimeClientMessageSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('auth'), token: z.string().min(1).max(200) }),
  z.strictObject({ type: z.literal('ping') }),
]);

export type RealtimeClientMessage = z.infer<typeof realtimeClientMessageSchema>;

/** What the server pushes. Money is a wire number (at most 2 decimals), times are ISO-8601. */
export const realtimeServerMessageSchema = z.discriminatedUnion('type', [
  /** Signed in; events flow from now on. */
  z.strictObject({ type: z.literal('ready') }),
  z.strictObject({ type: z.literal('pong') }),
  /** Events may have been missed (the server's database listener reconnected): read the state again. */
  z.strictObject({ type: z.literal('resync') }),
  /** A ledger entry moved the member's wallet: its new balance. */
  z.strictObject({
    type: z.literal('balance'),
    currency: z.string(),
    balance: z.number(),
    entryId: z.number().int(),
  }),
  /** A notification to show: `time` fills `{0}`, `amount` (when the key has one) fills `{1}`. */
  z.strictObject({
    type: z.literal('notice'),
    key: z.enum(realtimeNoticeKeys),
    time: z.string(),
    amount: z.number().optional(),
  }),
]);

export type RealtimeServerMessage = z.infer<typeof realtimeServerMessageSchema>;
