import { z } from 'zod';
import { realtimeNoticeKeys, type RealtimeClientMessage, type RealtimeServerMessage } from './realtime.ts';

/*
 * Schemas of the realtime messages, for the server and tests. Kept apart from realtime.ts so the player site,
 * which only needs the constants and types, does not pull zod's union code into its first load.
 */

export const realtimeClientMessageSchema: z.ZodType<RealtimeClientMessage> = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('auth'), token: z.string().min(1).max(200) }),
  z.strictObject({ type: z.literal('ping') }),
]);

export const realtimeServerMessageSchema: z.ZodType<RealtimeServerMessage> = z.discriminatedUnion('type', [
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
