import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { ProviderTx } from '@ficha/provider-kit';
import type { GamesDb } from '../../db/database.ts';
import { crashBets, crashRounds, rounds, sessions } from '../../db/schema/index.ts';

type On = GamesDb | ProviderTx;

/** Opens the room's next round (its number follows the last one, void rounds included). */
export async function insertCrashRound(
  db: GamesDb,
  input: { room: string; publicSeed: string; serverSeed: string; serverSeedHash: string; openedAt: Date },
) {
  const [last] = await db
    .select({ number: crashRounds.number })
    .from(crashRounds)
    .where(eq(crashRounds.room, input.room))
    .orderBy(desc(crashRounds.number))
    .limit(1);
  const [row] = await db
    .insert(crashRounds)
    .values({ ...input, number: last ? last.number + 1 : 0, phase: 'betting' })
    .returning();
  if (!row) throw new Error('crash round not inserted');
  return row;
}

export async function markCrashRoundFlying(db: GamesDb, id: number, at: Date) {
  await db
    .update(crashRounds)
    .set({ phase: 'flying', flightStartedAt: at })
    .where(and(eq(crashRounds.id, id), eq(crashRounds.phase, 'betting')));
}

/** Answers false when the round was no longer flying (voided by a leader that took over the room). */
export async function markCrashRoundCrashed(db: On, id: number, point: bigint, at: Date): Promise<boolean> {
  const rows = await db
    .update(crashRounds)
    .set({ phase: 'crashed', pointHundredths: point, crashedAt: at })
    .where(and(eq(crashRounds.id, id), eq(crashRounds.phase, 'flying')))
    .returning({ id: crashRounds.id });
  return rows.length > 0;
}

/** Locks a room round for a decision while it flies; false once it crashed or was voided. */
export async function lockFlyingCrashRound(tx: ProviderTx, id: number): Promise<boolean> {
  const rows = await tx
    .select({ id: crashRounds.id })
    .from(crashRounds)
    .where(and(eq(crashRounds.id, id), eq(crashRounds.phase, 'flying')))
    .for('update');
  return rows.length > 0;
}

/** Rounds a stopped process left open: they never crashed, so they void (their bets' money is recovered apart). */
export async function voidUnfinishedCrashRounds(db: GamesDb, room: string) {
  return db
    .update(crashRounds)
    .set({ phase: 'void' })
    .where(and(eq(crashRounds.room, room), inArray(crashRounds.phase, ['betting', 'flying'])))
    .returning({ id: crashRounds.id });
}

/** The game rounds of the bets on some room rounds that are not finished yet (settled or rolled back). */
export function unfinishedBetRounds(db: GamesDb, crashRoundIds: number[]) {
  return db
    .select({ round: rounds })
    .from(crashBets)
    .innerJoin(rounds, eq(rounds.id, crashBets.roundId))
    .where(and(inArray(crashBets.crashRoundId, crashRoundIds), notInArray(rounds.state, ['settled', 'rolled_back'])));
}

/** The room's newest round (void ones included), for a watcher of an instance that does not run the room. */
export async function newestCrashRound(db: GamesDb, room: string) {
  const [row] = await db
    .select()
    .from(crashRounds)
    .where(eq(crashRounds.room, room))
    .orderBy(desc(crashRounds.number))
    .limit(1);
  return row;
}

/** A room round's bets in the order they were taken, with their game round's stake, currency and win. */
export function betsOfCrashRound(db: GamesDb, crashRoundId: number) {
  return db
    .select({ bet: crashBets, stakeMinor: rounds.stakeMinor, currency: rounds.currency, winMinor: rounds.winMinor })
    .from(crashBets)
    .innerJoin(rounds, eq(rounds.id, crashBets.roundId))
    .where(eq(crashBets.crashRoundId, crashRoundId))
    .orderBy(crashBets.createdAt);
}

/** A game session by id (a bet forwarded from another instance names its session). */
export async function sessionById(db: GamesDb, id: number) {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, id));
  return row;
}

/** The last crashed rounds, newest first, with what verifies them. */
export function recentCrashedRounds(db: GamesDb, room: string, limit: number) {
  return db
    .select({
      number: crashRounds.number,
      point: crashRounds.pointHundredths,
      publicSeed: crashRounds.publicSeed,
      serverSeedHash: crashRounds.serverSeedHash,
      serverSeed: crashRounds.serverSeed,
    })
    .from(crashRounds)
    .where(and(eq(crashRounds.room, room), eq(crashRounds.phase, 'crashed')))
    .orderBy(desc(crashRounds.number))
    .limit(limit);
}

/**
 * The fairness of a crash bet's game round for game recall: the room round's seeds, not the player's pair — the
 * room's public seed as client seed and the room round's number as nonce (FAIRNESS.md "Crash rooms"); the server
 * seed once the room round has crashed. Undefined for a round that is not a crash bet.
 */
export async function crashBetFairness(db: GamesDb, roundId: string) {
  const [row] = await db
    .select({ room: crashRounds })
    .from(crashBets)
    .innerJoin(crashRounds, eq(crashRounds.id, crashBets.crashRoundId))
    .where(eq(crashBets.roundId, roundId));
  if (!row) return undefined;
  const { room } = row;
  return {
    serverSeedHash: room.serverSeedHash,
    serverSeed: room.phase === 'crashed' ? room.serverSeed : null,
    clientSeed: room.publicSeed,
    nonce: room.number,
    settings: { game: 'crash' as const },
  };
}

/** A bet on a room round (nothing new when its game round already has one); answers the bet its game round has. */
export async function insertCrashBet(db: GamesDb, values: typeof crashBets.$inferInsert) {
  await db.insert(crashBets).values(values).onConflictDoNothing({ target: crashBets.roundId });
  const [bet] = await db.select().from(crashBets).where(eq(crashBets.roundId, values.roundId));
  return bet;
}

export async function crashBetWithRound(db: GamesDb, betId: string) {
  const [row] = await db
    .select({ bet: crashBets, round: rounds })
    .from(crashBets)
    .innerJoin(rounds, eq(rounds.id, crashBets.roundId))
    .where(eq(crashBets.id, betId));
  if (!row) throw new Error(`crash bet ${betId} vanished`);
  return row;
}

export async function markCrashBetCashedOut(db: On, betId: string, multiplier: bigint) {
  await db.update(crashBets).set({ cashedOutHundredths: multiplier }).where(eq(crashBets.id, betId));
}

/** The game rounds of room bets. */
export async function roundIdsOfBets(db: On, betIds: string[]): Promise<string[]> {
  const rows = await db.select({ roundId: crashBets.roundId }).from(crashBets).where(inArray(crashBets.id, betIds));
  return rows.map((row) => row.roundId);
}
