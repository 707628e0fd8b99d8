import { and, desc, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { ProviderTx } from '@ficha/provider-kit';
import type { SportsbookDb } from '../../db/database.ts';
import { roundOfMerchant } from './merchant-scope.ts';
import {
  betLegs,
  cashOuts,
  events,
  markets,
  merchantMarketSuspensions,
  merchantVoids,
  rounds,
  sessionMerchants,
} from '../../db/schema/index.ts';

type On = ProviderTx | SportsbookDb;

export async function insertSessionMerchant(db: On, launchTokenHash: string, merchantCode: string): Promise<void> {
  await db.insert(sessionMerchants).values({ launchTokenHash, merchantCode }).onConflictDoNothing();
}

/** The merchant of a session, by its launch token's hash; undefined for a launch that named none (demo, older). */
export async function merchantOfLaunch(db: On, launchTokenHash: string): Promise<string | undefined> {
  const [row] = await db
    .select({ merchantCode: sessionMerchants.merchantCode })
    .from(sessionMerchants)
    .where(eq(sessionMerchants.launchTokenHash, launchTokenHash));
  return row?.merchantCode;
}

/**
 * Serialises, for the length of the caller's transaction, a merchant's bets on an event with its suspensions and
 * voids of it, so a bet cannot slip past a void written at the same moment.
 */
export async function lockMerchantEvent(db: On, merchantCode: string, eventId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`sportsbook-event:${merchantCode}:${eventId}`}))`);
}

/** The merchant's suspensions and voids touching some markets (for a bet's check). */
export async function merchantBlocks(db: On, merchantCode: string, legs: Array<{ eventId: string; marketId: string }>) {
  if (legs.length === 0) return { suspended: [], voided: [] };
  const marketIds = legs.map((leg) => leg.marketId);
  const eventIds = legs.map((leg) => leg.eventId);
  const [suspended, voided] = await Promise.all([
    db
      .select({ marketId: merchantMarketSuspensions.marketId })
      .from(merchantMarketSuspensions)
      .where(
        and(
          eq(merchantMarketSuspensions.merchantCode, merchantCode),
          inArray(merchantMarketSuspensions.marketId, marketIds),
        ),
      ),
    db
      .select({ eventId: merchantVoids.eventId, marketId: merchantVoids.marketId })
      .from(merchantVoids)
      .where(and(eq(merchantVoids.merchantCode, merchantCode), inArray(merchantVoids.eventId, eventIds))),
  ]);
  return { suspended, voided };
}

export function merchantSuspensionsOf(db: On, merchantCode: string, marketIds: string[]) {
  if (marketIds.length === 0) return Promise.resolve([]);
  return db
    .select({ marketId: merchantMarketSuspensions.marketId })
    .from(merchantMarketSuspensions)
    .where(
      and(
        eq(merchantMarketSuspensions.merchantCode, merchantCode),
        inArray(merchantMarketSuspensions.marketId, marketIds),
      ),
    );
}

export function merchantVoidsOf(db: On, merchantCode: string, eventIds: string[]) {
  if (eventIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(merchantVoids)
    .where(and(eq(merchantVoids.merchantCode, merchantCode), inArray(merchantVoids.eventId, eventIds)));
}

/** Writes a suspension; answers whether it is new. */
export async function insertSuspension(db: On, merchantCode: string, marketId: string): Promise<boolean> {
  const rows = await db
    .insert(merchantMarketSuspensions)
    .values({ merchantCode, marketId })
    .onConflictDoNothing()
    .returning({ marketId: merchantMarketSuspensions.marketId });
  return rows.length > 0;
}

/** Removes a suspension; answers whether there was one. */
export async function deleteSuspension(db: On, merchantCode: string, marketId: string): Promise<boolean> {
  const rows = await db
    .delete(merchantMarketSuspensions)
    .where(
      and(eq(merchantMarketSuspensions.merchantCode, merchantCode), eq(merchantMarketSuspensions.marketId, marketId)),
    )
    .returning({ marketId: merchantMarketSuspensions.marketId });
  return rows.length > 0;
}

export async function insertVoid(db: On, row: typeof merchantVoids.$inferInsert) {
  const [written] = await db.insert(merchantVoids).values(row).returning();
  return written!;
}

export async function lockEventRow(tx: ProviderTx, eventId: string) {
  const [row] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
  return row;
}

export async function marketById(db: On, marketId: string) {
  const [row] = await db.select().from(markets).where(eq(markets.id, marketId));
  return row;
}

/** The merchant's open bets' undecided legs on an event (or one of its markets). */
export function merchantOpenLegs(db: On, merchantCode: string, eventId: string, marketId: string | null) {
  return db
    .select({ roundId: betLegs.roundId, leg: betLegs.leg, stakeMinor: rounds.stakeMinor })
    .from(betLegs)
    .innerJoin(rounds, eq(rounds.id, betLegs.roundId))
    .where(
      and(
        eq(betLegs.eventId, eventId),
        marketId === null ? undefined : eq(betLegs.marketId, marketId),
        isNull(betLegs.outcome),
        eq(rounds.state, 'open'),
        roundOfMerchant(merchantCode),
      ),
    );
}

/** The merchant's bets on an event whose wallet call is still on its way (a refund or a credit). */
export async function merchantUnfinishedOnEvent(db: On, merchantCode: string, eventId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: rounds.id })
    .from(rounds)
    .innerJoin(betLegs, eq(betLegs.roundId, rounds.id))
    .where(
      and(
        eq(betLegs.eventId, eventId),
        inArray(rounds.state, ['rolling_back', 'decided']),
        roundOfMerchant(merchantCode),
      ),
    );
  return rows.map((row) => row.id);
}

export async function voidLegs(tx: ProviderTx, legs: Array<{ roundId: string; leg: number }>) {
  for (const leg of legs) {
    await tx
      .update(betLegs)
      .set({ outcome: 'void' })
      .where(and(eq(betLegs.roundId, leg.roundId), eq(betLegs.leg, leg.leg), isNull(betLegs.outcome)));
  }
}

/** Events of one scope with their markets (closed markets left out of open events). */
export async function eventsOfScope(db: On, scope: 'open' | 'past', sport: string | undefined, limit: number) {
  const list = await db
    .select()
    .from(events)
    .where(
      and(
        scope === 'open'
          ? and(isNull(events.settledAt), inArray(events.status, ['scheduled', 'live']))
          : inArray(events.status, ['finished', 'cancelled']),
        sport === undefined ? undefined : eq(events.sport, sport as never),
      ),
    )
    .orderBy(scope === 'open' ? events.startsAt : desc(events.startsAt), events.id)
    .limit(limit);
  const offered =
    list.length === 0
      ? []
      : await db
          .select()
          .from(markets)
          .where(
            inArray(
              markets.eventId,
              list.map((event) => event.id),
            ),
          )
          .orderBy(markets.id);
  return list.map((event) => ({
    event,
    markets: offered.filter(
      (market) => market.eventId === event.id && (scope === 'past' || market.status !== 'closed'),
    ),
  }));
}

/** The merchant's open bets' legs on some markets: bets and stakes per market. */
export function merchantOpenByMarket(db: On, merchantCode: string, marketIds: string[]) {
  if (marketIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      marketId: betLegs.marketId,
      bets: sql<number>`count(*)::int`,
      stakeMinor: sql<string>`coalesce(sum(${rounds.stakeMinor}), 0)::text`,
    })
    .from(betLegs)
    .innerJoin(rounds, eq(rounds.id, betLegs.roundId))
    .where(and(inArray(betLegs.marketId, marketIds), eq(rounds.state, 'open'), roundOfMerchant(merchantCode)))
    .groupBy(betLegs.marketId);
}

/** The merchant's open, confirmed bets (optionally those with a leg on one event), with all their legs. */
export async function merchantOpenBets(db: On, merchantCode: string, eventId: string | undefined) {
  const open = await db
    .select({ id: rounds.id, stakeMinor: rounds.stakeMinor })
    .from(rounds)
    .where(
      and(
        eq(rounds.state, 'open'),
        sql`${rounds.debitedAt} is not null`,
        roundOfMerchant(merchantCode),
        eventId === undefined
          ? undefined
          : sql`exists (select 1 from ${betLegs} where ${betLegs.roundId} = ${rounds.id} and ${betLegs.eventId} = ${eventId})`,
      ),
    );
  if (open.length === 0) return { open, legs: [] };
  const legs = await db
    .select({ leg: betLegs, event: events, market: markets })
    .from(betLegs)
    .innerJoin(events, eq(events.id, betLegs.eventId))
    .innerJoin(markets, eq(markets.id, betLegs.marketId))
    .where(
      inArray(
        betLegs.roundId,
        open.map((row) => row.id),
      ),
    );
  return { open, legs };
}

/** The filters of the bet search as SQL over `rounds`. */
export function betSearchWhere(
  merchantCode: string,
  filter: { playerId?: string; eventId?: string; state?: string; from?: string; to?: string; lanes: string[] },
): SQL {
  const stateOf: Record<string, SQL> = {
    open: sql`${rounds.state} = 'open'`,
    void: sql`${rounds.state} in ('rolling_back', 'rolled_back')`,
    cashed_out: sql`exists (select 1 from sportsbook.cash_outs c where c.round_id = ${rounds.id})`,
    won: sql`${rounds.state} in ('decided', 'settled') and ${rounds.winMinor} > 0 and not exists (select 1 from sportsbook.cash_outs c where c.round_id = ${rounds.id})`,
    lost: sql`${rounds.state} in ('decided', 'settled') and ${rounds.winMinor} = 0`,
  };
  const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);
  return and(
    roundOfMerchant(merchantCode),
    inArray(rounds.gameCode, filter.lanes),
    sql`${rounds.debitedAt} is not null`,
    filter.playerId === undefined ? undefined : eq(rounds.playerId, filter.playerId),
    filter.eventId === undefined
      ? undefined
      : sql`exists (select 1 from ${betLegs} where ${betLegs.roundId} = ${rounds.id} and ${betLegs.eventId} = ${filter.eventId})`,
    filter.state === undefined ? undefined : stateOf[filter.state],
    filter.from === undefined ? undefined : gte(rounds.createdAt, new Date(`${filter.from}T00:00:00Z`)),
    filter.to === undefined ? undefined : lt(rounds.createdAt, dayAfter(filter.to)),
  )!;
}

export async function searchBets(db: On, where: SQL, page: { offset: number; limit: number }) {
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(rounds)
      .where(where)
      .orderBy(desc(rounds.createdAt), desc(rounds.id))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(rounds)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** The legs of some bets with what they are on. */
export function legsOfBets(db: On, roundIds: string[]) {
  return db
    .select({ leg: betLegs, event: events, market: markets })
    .from(betLegs)
    .innerJoin(events, eq(events.id, betLegs.eventId))
    .innerJoin(markets, eq(markets.id, betLegs.marketId))
    .where(inArray(betLegs.roundId, roundIds))
    .orderBy(betLegs.roundId, betLegs.leg);
}

/** Which of some bets the player cashed out. */
export async function cashedOutOf(db: On, roundIds: string[]): Promise<Set<string>> {
  const rows = await db.select({ roundId: cashOuts.roundId }).from(cashOuts).where(inArray(cashOuts.roundId, roundIds));
  return new Set(rows.map((row) => row.roundId));
}

/** Some bets' states and stakes, after their wallet calls. */
export function betStates(db: On, roundIds: string[]) {
  if (roundIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: rounds.id, state: rounds.state, stakeMinor: rounds.stakeMinor })
    .from(rounds)
    .where(inArray(rounds.id, roundIds));
}
