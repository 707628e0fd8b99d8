import {
  cockfightFightStates,
  cockfightOddsSchema,
  cockfightResults,
  sportsbookSports,
  sportsEventStatuses,
  type SportsbookSport,
} from '@ficha/contract';
import { z } from 'zod';
import { marketKinds } from '../betting/markets.ts';

/**
 * The feed adapter (decision 0057): how fixtures, markets, odds, live scores, suspensions and results reach the
 * sportsbook. A commercial odds feed implements `FeedAdapter`; we ship the feed simulator (its own process,
 * `src/feed-simulator/`), read over HTTP by `httpFeedAdapter`. The sportsbook only ever sees a snapshot: every
 * event the feed knows, as it stands now. Odds are integer thousandths (odds.ts), lines quarter units.
 */
export const sports = sportsbookSports;
export type Sport = SportsbookSport;

export const eventStatuses = sportsEventStatuses;
export type EventStatus = (typeof eventStatuses)[number];

const side = z.enum(['home', 'away']);
const count = z.number().int().min(0).max(1000);

export const feedMarketSchema = z.object({
  /** Stable across snapshots: `<eventId>:<kind>:<line>:<map>`. */
  id: z.string().min(1).max(120),
  kind: z.enum(marketKinds),
  line: z.number().int().min(-400).max(2000),
  map: z.number().int().min(0).max(7),
  /** Closed to new bets for now (a dangerous moment, a break), odds kept. */
  suspended: z.boolean(),
  /** Selection → decimal odds in thousandths. */
  odds: z.record(z.string(), z.number().int().min(1001).max(1_000_000)),
});
export type FeedMarket = z.infer<typeof feedMarketSchema>;

export const eventResultSchema = z.object({ home: count, away: count, maps: z.array(side).optional() });

export const feedEventSchema = z.object({
  id: z.string().min(1).max(80),
  sport: z.enum(sports),
  league: z.string().min(1).max(120),
  home: z.string().min(1).max(120),
  away: z.string().min(1).max(120),
  startsAt: z.iso.datetime(),
  status: z.enum(eventStatuses),
  /** The match minute while live (maps or sets in play for tennis and e-sports count their own minutes). */
  minute: z.number().int().min(0).max(1000).nullable(),
  score: z.object({ home: count, away: count }),
  markets: z.array(feedMarketSchema),
  /** The final result once finished (null while not, and for a cancelled event). */
  result: eventResultSchema.nullable(),
  /**
   * The version of `result` (decision 0083): 1 for the first result. A **corrected result** is a finished event
   * whose result comes again with a higher version (a goal ruled out after review, a map awarded to the other side);
   * the sportsbook re-grades every bet on it and moves the difference through the wallet.
   */
  resultVersion: z.number().int().min(1).max(1000).default(1),
});
export type FeedEvent = z.infer<typeof feedEventSchema>;

/** A corrected result of a settled event, from the feed (a higher `resultVersion`) or the operator. */
export interface ResultCorrection {
  eventId: string;
  version: number;
  result: z.infer<typeof eventResultSchema>;
  source: 'feed' | 'operator';
}

/**
 * A cockfight of an arena (decision 0072) as the feed runs it: its window opens at `opensAt` and closes at
 * `closesAt` (the feed's clock), then the fight is on until the feed says `settled` with the result, or
 * `cancelled`. Odds are fixed per fight. Ids starting with `op:` are the operator's and never the feed's.
 */
export const feedFightSchema = z
  .object({
    id: z
      .string()
      .min(1)
      .max(80)
      .regex(/^(?!op:)[A-Za-z0-9._:-]+$/),
    arenaId: z
      .string()
      .min(1)
      .max(80)
      .regex(/^[A-Za-z0-9._:-]+$/),
    arenaName: z.string().min(1).max(120),
    number: z.number().int().min(1).max(1_000_000),
    meron: z.string().min(1).max(120),
    wala: z.string().min(1).max(120),
    state: z.enum(cockfightFightStates),
    odds: cockfightOddsSchema,
    opensAt: z.iso.datetime(),
    closesAt: z.iso.datetime(),
    result: z.enum(cockfightResults).nullable(),
  })
  .refine((fight) => (fight.state === 'settled') === (fight.result !== null), {
    message: 'a settled fight has a result, and only a settled one',
  });
export type FeedFight = z.infer<typeof feedFightSchema>;

export const feedSnapshotSchema = z.object({
  at: z.iso.datetime(),
  events: z.array(feedEventSchema),
  /** The arenas' fights: a feed without cockfight leaves it out. */
  fights: z.array(feedFightSchema).default([]),
});
export type FeedSnapshot = z.infer<typeof feedSnapshotSchema>;

export interface FeedAdapter {
  /** Every event and fight the feed knows, as it stands now. */
  snapshot(): Promise<FeedSnapshot>;
}

/** The feed path the simulator serves and `httpFeedAdapter` reads. */
export const feedSnapshotPath = '/feed/v1/snapshot';

/** A feed served over HTTP in the snapshot shape (the feed simulator's process). */
export function httpFeedAdapter(baseUrl: string, options: { timeoutMs: number; fetch?: typeof fetch }): FeedAdapter {
  const get = options.fetch ?? fetch;
  return {
    async snapshot() {
      const response = await get(new URL(feedSnapshotPath, baseUrl), {
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      if (!response.ok) throw new Error(`feed answered ${response.status}`);
      return feedSnapshotSchema.parse(await response.json());
    },
  };
}
