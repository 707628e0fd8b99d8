import { and, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { ProviderDb, ProviderTx } from '../db/provider-db.ts';
import type { NewRound, ProviderTables, RoundRow, RoundState } from '../db/provider-tables.ts';

type On = ProviderDb | ProviderTx;

export async function loadRound(db: On, { rounds }: ProviderTables, id: string): Promise<RoundRow> {
  const [round] = await db.select().from(rounds).where(eq(rounds.id, id));
  if (!round) throw new Error(`round ${id} vanished`);
  return round;
}

/** Moves a round from `from` with its changes; undefined when it no longer stood there. */
export async function updateRoundFrom(
  db: On,
  { rounds }: ProviderTables,
  id: string,
  from: RoundState,
  changes: Partial<NewRound>,
): Promise<RoundRow | undefined> {
  const [updated] = await db
    .update(rounds)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(rounds.id, id), eq(rounds.state, from)))
    .returning();
  return updated;
}

export async function updateRound(db: On, { rounds }: ProviderTables, id: string, changes: Partial<NewRound>) {
  const [updated] = await db
    .update(rounds)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(rounds.id, id))
    .returning();
  if (!updated) throw new Error(`round ${id} vanished`);
  return updated;
}

export async function insertRound(tx: ProviderTx, { rounds }: ProviderTables, values: NewRound): Promise<RoundRow> {
  const [inserted] = await tx.insert(rounds).values(values).returning();
  if (!inserted) throw new Error('round not inserted');
  return inserted;
}

export async function roundByRequest(db: On, { rounds }: ProviderTables, sessionId: number, requestId: string) {
  const [round] = await db
    .select()
    .from(rounds)
    .where(and(eq(rounds.sessionId, sessionId), eq(rounds.clientRequestId, requestId)));
  return round;
}

/** The player's own round, locked for a step. */
export async function lockPlayerRound(tx: ProviderTx, { rounds }: ProviderTables, id: string, playerKey: string) {
  const [round] = await tx
    .select()
    .from(rounds)
    .where(and(eq(rounds.id, id), eq(rounds.playerKey, playerKey)))
    .for('update');
  return round;
}

/** A round locked for a move whose changes the provider records with it (`onTransition`). */
export async function lockRound(tx: ProviderTx, { rounds }: ProviderTables, id: string) {
  const [round] = await tx.select().from(rounds).where(eq(rounds.id, id)).for('update');
  return round;
}

/** Open rounds among `ids`, locked for a decision. */
export function lockOpenRounds(tx: ProviderTx, { rounds }: ProviderTables, ids: string[]) {
  return tx
    .select()
    .from(rounds)
    .where(and(inArray(rounds.id, ids), eq(rounds.state, 'open')))
    .for('update');
}

/** The player's latest open round of a game (only one whose debit is confirmed, when `debited`). */
export async function openRoundOf(
  db: On,
  { rounds }: ProviderTables,
  playerKey: string,
  gameCode: string,
  options: { debited: boolean },
): Promise<RoundRow | undefined> {
  const [round] = await db
    .select()
    .from(rounds)
    .where(
      and(
        eq(rounds.playerKey, playerKey),
        eq(rounds.gameCode, gameCode),
        eq(rounds.state, 'open'),
        options.debited ? isNotNull(rounds.debitedAt) : undefined,
      ),
    )
    .orderBy(desc(rounds.createdAt))
    .limit(1);
  return round;
}

/** A round with its seed pair. */
export async function roundWithPair({ db, tables }: { db: On; tables: ProviderTables }, id: string) {
  const { rounds, seedPairs } = tables;
  const [row] = await db
    .select({ round: rounds, pair: seedPairs })
    .from(rounds)
    .innerJoin(seedPairs, eq(seedPairs.id, rounds.seedPairId))
    .where(eq(rounds.id, id));
  return row;
}

/**
 * Unfinished rounds, oldest first (at most 1000). `all`: every one not final. Else only those a failed wallet call
 * left behind: decided or rolling back idle for `idleMs`, or open without a confirmed debit for over 2 minutes.
 */
export function unfinishedRounds(db: On, { rounds }: ProviderTables, options: { all: boolean; idleMs?: number }) {
  const idle = sql`now() - (${String(options.idleMs ?? 0)} || ' milliseconds')::interval`;
  const stale = and(
    lt(rounds.updatedAt, idle),
    or(
      sql`${rounds.state} in ('decided', 'rolling_back')`,
      and(eq(rounds.state, 'open'), isNull(rounds.debitedAt), lt(rounds.updatedAt, sql`now() - interval '2 minutes'`)),
    ),
  );
  return db
    .select()
    .from(rounds)
    .where(options.all ? sql`${rounds.state} in ('open', 'decided', 'rolling_back')` : stale)
    .orderBy(rounds.createdAt)
    .limit(1000);
}

// ---------------------------------------------------------------- the session's balances

export async function rememberBalance(db: On, { sessions }: ProviderTables, sessionId: number, balanceMinor: bigint) {
  await db.update(sessions).set({ lastBalanceMinor: balanceMinor }).where(eq(sessions.id, sessionId));
}

export async function sessionBalances(db: On, { sessions }: ProviderTables, sessionId: number) {
  const [session] = await db
    .select({ demo: sessions.demoBalanceMinor, last: sessions.lastBalanceMinor })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return session;
}

/** Adds play money to a demo session. */
export async function creditDemo(tx: ProviderTx, { sessions }: ProviderTables, sessionId: number, amount: bigint) {
  await tx
    .update(sessions)
    .set({ demoBalanceMinor: sql`${sessions.demoBalanceMinor} + ${amount}` })
    .where(eq(sessions.id, sessionId));
}

/** Corrects a demo session's play money by `delta` (a resettlement), never below zero. */
export async function adjustDemo(tx: ProviderTx, { sessions }: ProviderTables, sessionId: number, delta: bigint) {
  await tx
    .update(sessions)
    .set({ demoBalanceMinor: sql`greatest(${sessions.demoBalanceMinor} + ${delta}, 0)` })
    .where(eq(sessions.id, sessionId));
}

/** Takes a stake from a demo session's play money and adds its win; undefined when the money is short. */
export async function payDemo(
  tx: ProviderTx,
  { sessions }: ProviderTables,
  sessionId: number,
  stakeMinor: bigint,
  winMinor: bigint,
) {
  const [paid] = await tx
    .update(sessions)
    .set({ demoBalanceMinor: sql`${sessions.demoBalanceMinor} - ${stakeMinor} + ${winMinor}` })
    .where(and(eq(sessions.id, sessionId), sql`${sessions.demoBalanceMinor} >= ${stakeMinor}`))
    .returning({ balance: sessions.demoBalanceMinor });
  return paid;
}
