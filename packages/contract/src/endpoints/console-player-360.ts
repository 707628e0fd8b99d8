import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { queryObject } from '../schemas.ts';

/**
 * The player 360 page (issue 20, decision 0051): what the member detail does not already answer — money and play
 * over time from the per-member day rows, addresses shared with other accounts, operators' notes and tags, and
 * the account's audit trail. Identity, sign-ins, wallet, KYC, RG and risk alerts come from their own calls.
 */

const memberId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** A tag: letters, digits, spaces, `-` and `_`, 1–32 characters. */
export const playerTagSchema = z
  .string()
  .trim()
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} _-]{0,31}$/u, 'player_tag_format');

export const playerDaySchema = z.object({
  /** `YYYY-MM-DD` in the merchant's time zone. */
  day: z.string(),
  bets: z.number(),
  wins: z.number(),
  deposits: z.number(),
  withdrawals: z.number(),
  rounds: z.number().int(),
});

export const player360Schema = z.object({
  /** The last `days` days with money or play, oldest first (days without any are left out). */
  days: z.array(playerDaySchema),
  /** Lifetime sums from the same rows. */
  totals: z.object({ bets: z.number(), wins: z.number(), deposits: z.number(), withdrawals: z.number() }),
  /** IPs the player signed in from that other accounts of the merchant also used. */
  sharedIps: z.array(
    z.object({ ip: z.string(), accounts: z.array(z.object({ id: z.number(), username: z.string() })) }),
  ),
  notes: z.array(z.object({ id: z.number(), operator: z.string(), body: z.string(), createdAt: z.string() })),
  tags: z.array(z.string()),
  audit: z.array(
    z.object({
      id: z.number(),
      actor: z.string(),
      action: z.string(),
      before: z.unknown(),
      after: z.unknown(),
      createdAt: z.string(),
    }),
  ),
});

export type Player360 = z.infer<typeof player360Schema>;

export const getPlayer360 = defineEndpoint({
  name: 'getPlayer360',
  method: 'GET',
  path: '/cms/v1/players/360',
  auth: 'operator',
  tag: 'console',
  summary:
    "A player's money and play per day (the per-member day rows, not bet scans), IPs shared with other accounts, " +
    'notes, tags and the audit trail of the account',
  request: queryObject({
    memberId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    days: z.coerce.number().int().min(7).max(366).default(90),
  }),
  response: player360Schema,
});

export const addPlayerNote = defineEndpoint({
  name: 'addPlayerNote',
  method: 'POST',
  path: '/cms/v1/players/note',
  auth: 'operator',
  tag: 'console',
  summary: 'Adds an operator note to a player; audited',
  request: z.strictObject({ memberId, body: z.string().trim().min(1).max(1000) }),
  response: player360Schema.pick({ notes: true }),
});

export const setPlayerTags = defineEndpoint({
  name: 'setPlayerTags',
  method: 'PUT',
  path: '/cms/v1/players/tags',
  auth: 'operator',
  tag: 'console',
  summary: "Replaces a player's tags (at most 10); audited",
  request: z.strictObject({ memberId, tags: z.array(playerTagSchema).max(10) }),
  response: player360Schema.pick({ tags: true }),
});
