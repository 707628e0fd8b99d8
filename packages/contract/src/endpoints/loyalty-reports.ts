import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { queryObject } from '../schemas.ts';

/**
 * The console's loyalty reports (issue 17, decision 0082): points issued and redeemed per local day of the
 * merchant's time zone by the entry's source (its ledger kind), and mission claims per mission, read from the day
 * aggregates kept in the same transaction as each points entry and each claim. Points are whole points; a mission's
 * reward total is points, or wire money for a cash or bonus reward.
 */

/** Where points come from or go (the points entry kinds, decisions 0055, 0078). */
export const pointSources = [
  'points_earn',
  'mission_points',
  'leaderboard_points',
  'points_refund',
  'points_redeem',
] as const;
export type PointSource = (typeof pointSources)[number];

export const loyaltyReportSchema = z.object({
  timeZone: z.string(),
  from: z.string(),
  to: z.string(),
  /** Every day of the range, oldest first, with the points of each source that moved that day. */
  points: z.array(
    z.object({
      day: z.string(),
      issued: z.record(z.string(), z.number().int()),
      redeemed: z.record(z.string(), z.number().int()),
    }),
  ),
  totals: z.object({ issued: z.number().int(), redeemed: z.number().int() }),
  /** The merchant's missions with at least one claim in the range, most claimed first. */
  missions: z.array(
    z.object({
      missionId: z.number().int(),
      title: z.string(),
      rewardKind: z.enum(['points', 'bonus', 'cash']),
      claims: z.number().int(),
      rewardTotal: z.number(),
    }),
  ),
});
export type LoyaltyReport = z.infer<typeof loyaltyReportSchema>;

export const getLoyaltyReport = defineEndpoint({
  name: 'getLoyaltyReport',
  method: 'GET',
  path: '/cms/v1/loyalty/report',
  auth: 'operator',
  tag: 'console',
  summary:
    "Points issued and redeemed per day by source, and mission claims per mission, over the merchant's last `days` local days (today included)",
  request: queryObject({ days: z.coerce.number().int().min(1).max(92).default(30) }),
  response: loyaltyReportSchema,
});
