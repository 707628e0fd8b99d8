import { realtimeNoticeKeys } from '@ficha/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';

/** The one NOTIFY channel every platform instance LISTENs on (also used by the SQL functions in db/functions/). */
export const realtimeChannel = 'ficha_realtime';

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const maxPayloadBytes = 7999;

/** A notification for the member's sockets, as modules publish it (amount in minor units). */
export interface MemberNotice {
  type: 'notice';
  key: (typeof realtimeNoticeKeys)[number];
  /** When it happened (fills `{0}`). */
  at: Date;
  /** Fills `{1}`: the amount the notice is about, in minor units. */
  amountMinor?: bigint;
}

/** What travels on the channel: ids and amounts only, never more personal data than the event needs. */
export const channelMessageSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('member'),
    merchantId: z.number().int(),
    memberId: z.number().int(),
    event: z.discriminatedUnion('type', [
      z.object({
        type: z.literal('balance'),
        currency: z.string(),
        balanceMinor: z.string().regex(/^-?\d{1,19}$/),
        entryId: z.number().int(),
      }),
      /** The member's bonus wallet moved (no amount: the site reads wallet + bonus again). */
      z.object({ type: z.literal('bonus_moved') }),
      z.object({
        type: z.literal('notice'),
        key: z.enum(realtimeNoticeKeys),
        at: z.string(),
        amountMinor: z
          .string()
          .regex(/^\d{1,19}$/)
          .optional(),
      }),
    ]),
  }),
  z.object({ kind: z.literal('session_revoked'), sessionId: z.string() }),
]);

export type ChannelMessage = z.infer<typeof channelMessageSchema>;

/**
 * Publishes a notice to a member's sockets on every instance. It runs `pg_notify` on the caller's
 * transaction, so the member hears of it only when that transaction commits, and never when it rolls back.
 * Balance changes need no call: `platform.post_entry` announces them itself.
 */
export async function notifyMember(tx: Db, merchantId: number, memberId: number, event: MemberNotice): Promise<void> {
  if (event.amountMinor !== undefined && event.amountMinor < 0n) throw new Error('a notice amount is never negative');
  const message: ChannelMessage = {
    kind: 'member',
    merchantId,
    memberId,
    event: {
      type: 'notice',
      key: event.key,
      at: event.at.toISOString(),
      ...(event.amountMinor === undefined ? {} : { amountMinor: event.amountMinor.toString() }),
    },
  };
  const payload = JSON.stringify(message);
  if (Buffer.byteLength(payload) > maxPayloadBytes) throw new Error('realtime payload over the NOTIFY limit');
  await tx.execute(sql`select pg_notify(${realtimeChannel}, ${payload})`);
}

/**
 * `notifyMember` for many members of one merchant in one statement (an operator message to a segment): the same
 * channel message per member, on the caller's transaction.
 */
export async function notifyMembers(
  tx: Db,
  merchantId: number,
  memberIds: readonly number[],
  event: Omit<MemberNotice, 'amountMinor'>,
): Promise<void> {
  if (memberIds.length === 0) return;
  const notice = JSON.stringify({ type: 'notice', key: event.key, at: event.at.toISOString() });
  await tx.execute(sql`
    select pg_notify(${realtimeChannel},
      json_build_object('kind', 'member', 'merchantId', ${merchantId}::integer, 'memberId', id,
        'event', ${notice}::json)::text)
    from unnest(string_to_array(${memberIds.join(',')}, ',')::bigint[]) as id`);
}
