import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, lte, notInArray, sql } from 'drizzle-orm';
import type { ProviderTx } from '@ficha/provider-kit';
import type { SportsbookDb } from '../../db/database.ts';
import {
  cockfightArenas,
  cockfightBets,
  cockfightFights,
  rounds,
  type ArenaSource,
  type CockfightOutcome,
} from '../../db/schema/index.ts';

type On = ProviderTx | SportsbookDb;
const excluded = (column: string) => sql.raw(`excluded.${column}`);

const live = ['scheduled', 'open', 'closed'] as const;
const ended = ['settled', 'cancelled'] as const;

/** A fight with its arena (locked against the feed's and the operator's writes when `lock`). */
export function fightWithArena(on: On, fightId: string, options: { lock: 'share' | 'update' | false }) {
  const query = on
    .select({ fight: cockfightFights, arena: cockfightArenas })
    .from(cockfightFights)
    .innerJoin(cockfightArenas, eq(cockfightArenas.id, cockfightFights.arenaId))
    .where(eq(cockfightFights.id, fightId));
  return (options.lock ? query.for(options.lock) : query).then((rows) => rows[0]);
}
export type FightWithArena = NonNullable<Awaited<ReturnType<typeof fightWithArena>>>;

export async function insertBet(tx: ProviderTx, bet: typeof cockfightBets.$inferInsert) {
  await tx.insert(cockfightBets).values(bet);
}

// ---------------------------------------------------------------- the feed's fights

/** Creates the feed's arenas it does not know yet; answers those of the ids that are the feed's. */
export async function feedArenas(db: On, arenas: Array<{ id: string; name: string }>): Promise<Set<string>> {
  if (arenas.length === 0) return new Set();
  await db
    .insert(cockfightArenas)
    .values(arenas.map((arena) => ({ ...arena, source: 'feed' as const })))
    .onConflictDoNothing();
  const rows = await db
    .select({ id: cockfightArenas.id })
    .from(cockfightArenas)
    .where(
      and(
        inArray(
          cockfightArenas.id,
          arenas.map((arena) => arena.id),
        ),
        eq(cockfightArenas.source, 'feed'),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** Writes the feed's fights as they stand; a fight whose bets were decided is left as it was settled. */
export async function upsertFeedFights(db: On, fights: Array<typeof cockfightFights.$inferInsert>) {
  if (fights.length === 0) return;
  await db
    .insert(cockfightFights)
    .values(fights)
    .onConflictDoUpdate({
      target: cockfightFights.id,
      set: {
        number: excluded('number'),
        meron: excluded('meron'),
        wala: excluded('wala'),
        state: excluded('state'),
        meronOdds: excluded('meron_odds'),
        walaOdds: excluded('wala_odds'),
        drawOdds: excluded('draw_odds'),
        closesAt: excluded('closes_at'),
        result: excluded('result'),
        updatedAt: sql`now()`,
      },
      setWhere: isNull(cockfightFights.settledAt),
    });
}

/**
 * Fights of the feed's arenas the feed no longer lists, from before the ones it lists, that never ended (the feed
 * was away while they ran): cancelled, so their bets are rolled back.
 */
export async function cancelDroppedFeedFights(db: On, arenaIds: string[], listedIds: string[], before: Date) {
  if (arenaIds.length === 0) return;
  await db
    .update(cockfightFights)
    .set({ state: 'cancelled', closesAt: null, updatedAt: sql`now()` })
    .where(
      and(
        inArray(cockfightFights.arenaId, arenaIds),
        listedIds.length > 0 ? notInArray(cockfightFights.id, listedIds) : undefined,
        inArray(cockfightFights.state, [...live]),
        lt(cockfightFights.startsAt, before),
      ),
    );
}

/** Operators' windows whose time is up close by themselves. */
export async function closeExpiredOperatorWindows(db: On, now: Date) {
  await db
    .update(cockfightFights)
    .set({ state: 'closed', updatedAt: sql`now()` })
    .where(
      and(
        eq(cockfightFights.state, 'open'),
        lte(cockfightFights.closesAt, now),
        inArray(
          cockfightFights.arenaId,
          db.select({ id: cockfightArenas.id }).from(cockfightArenas).where(eq(cockfightArenas.source, 'operator')),
        ),
      ),
    );
}

// ---------------------------------------------------------------- the operator's fights

/** The arena, created as the operator's when new; answers its source (a feed's arena is not the operator's). */
export async function operatorArena(tx: ProviderTx, arena: { id: string; name: string }): Promise<ArenaSource> {
  await tx
    .insert(cockfightArenas)
    .values({ ...arena, source: 'operator' })
    .onConflictDoNothing();
  const [row] = await tx
    .select({ source: cockfightArenas.source })
    .from(cockfightArenas)
    .where(eq(cockfightArenas.id, arena.id))
    .for('update');
  return row!.source;
}

/** The next fight number of an arena (its arena row is locked by the caller). */
export async function nextFightNumber(tx: ProviderTx, arenaId: string): Promise<number> {
  const [row] = await tx
    .select({ last: sql<number>`coalesce(max(${cockfightFights.number}), 0)::int` })
    .from(cockfightFights)
    .where(eq(cockfightFights.arenaId, arenaId));
  return (row?.last ?? 0) + 1;
}

export async function insertFight(tx: ProviderTx, fight: typeof cockfightFights.$inferInsert) {
  await tx.insert(cockfightFights).values(fight);
}

export async function updateFight(
  tx: ProviderTx,
  fightId: string,
  change: Partial<typeof cockfightFights.$inferInsert>,
) {
  await tx
    .update(cockfightFights)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(cockfightFights.id, fightId));
}

// ---------------------------------------------------------------- settlement

/** Takes a fight whose result is in (or that was cancelled) for settlement, once: null when not due or taken. */
export async function claimFight(tx: ProviderTx, fightId: string) {
  const [fight] = await tx
    .update(cockfightFights)
    .set({ settledAt: sql`now()` })
    .where(
      and(
        eq(cockfightFights.id, fightId),
        isNull(cockfightFights.settledAt),
        inArray(cockfightFights.state, [...ended]),
      ),
    )
    .returning();
  return fight;
}

/** Fights whose result is in and whose bets are not decided yet. */
export async function fightsToSettle(db: On): Promise<string[]> {
  const rows = await db
    .select({ id: cockfightFights.id })
    .from(cockfightFights)
    .where(and(isNull(cockfightFights.settledAt), inArray(cockfightFights.state, [...ended])))
    .orderBy(asc(cockfightFights.startsAt));
  return rows.map((row) => row.id);
}

export function undecidedBetsOf(tx: On, fightId: string) {
  return tx
    .select()
    .from(cockfightBets)
    .where(and(eq(cockfightBets.fightId, fightId), isNull(cockfightBets.outcome)));
}

export async function setOutcomes(tx: ProviderTx, roundIds: string[], outcome: CockfightOutcome) {
  if (roundIds.length === 0) return;
  await tx.update(cockfightBets).set({ outcome }).where(inArray(cockfightBets.roundId, roundIds));
}

export function betByRound(tx: On, roundId: string) {
  return tx
    .select()
    .from(cockfightBets)
    .where(eq(cockfightBets.roundId, roundId))
    .then((rows) => rows[0]);
}

export function roundsByIds(db: On, roundIds: string[]) {
  return db.select().from(rounds).where(inArray(rounds.id, roundIds));
}

// ---------------------------------------------------------------- the player's views

/** Fights of an arena not ended yet, soonest first (or of any arena when none is named). */
export function liveFights(db: SportsbookDb, arenaId: string | undefined, limit: number) {
  return db
    .select({ fight: cockfightFights, arena: cockfightArenas })
    .from(cockfightFights)
    .innerJoin(cockfightArenas, eq(cockfightArenas.id, cockfightFights.arenaId))
    .where(
      and(
        arenaId === undefined ? undefined : eq(cockfightFights.arenaId, arenaId),
        inArray(cockfightFights.state, [...live]),
      ),
    )
    .orderBy(asc(cockfightFights.startsAt), asc(cockfightFights.id))
    .limit(limit);
}

/** The last fights of an arena that ended (or of any arena), latest first. */
export function endedFights(db: SportsbookDb, arenaId: string | undefined, limit: number) {
  return db
    .select({ fight: cockfightFights, arena: cockfightArenas })
    .from(cockfightFights)
    .innerJoin(cockfightArenas, eq(cockfightArenas.id, cockfightFights.arenaId))
    .where(
      and(
        arenaId === undefined ? undefined : eq(cockfightFights.arenaId, arenaId),
        inArray(cockfightFights.state, [...ended]),
      ),
    )
    .orderBy(desc(cockfightFights.startsAt), desc(cockfightFights.id))
    .limit(limit);
}

/** A player's cockfight bets, newest first, with their fights: accepted ones only (debit confirmed). */
export function betsOfPlayer(db: SportsbookDb, playerKey: string, limit: number) {
  return db
    .select({ round: rounds, bet: cockfightBets, fight: cockfightFights, arena: cockfightArenas })
    .from(rounds)
    .innerJoin(cockfightBets, eq(cockfightBets.roundId, rounds.id))
    .innerJoin(cockfightFights, eq(cockfightFights.id, cockfightBets.fightId))
    .innerJoin(cockfightArenas, eq(cockfightArenas.id, cockfightFights.arenaId))
    .where(and(eq(rounds.playerKey, playerKey), isNotNull(rounds.debitedAt)))
    .orderBy(desc(rounds.createdAt))
    .limit(limit);
}

/** One bet with its fight (the answer to a placement). */
export function betWithFight(db: SportsbookDb, roundId: string) {
  return db
    .select({ round: rounds, bet: cockfightBets, fight: cockfightFights, arena: cockfightArenas })
    .from(rounds)
    .innerJoin(cockfightBets, eq(cockfightBets.roundId, rounds.id))
    .innerJoin(cockfightFights, eq(cockfightFights.id, cockfightBets.fightId))
    .innerJoin(cockfightArenas, eq(cockfightArenas.id, cockfightFights.arenaId))
    .where(eq(rounds.id, roundId))
    .then((rows) => rows[0]);
}
export type BetWithFight = NonNullable<Awaited<ReturnType<typeof betWithFight>>>;
