import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ProviderDb, ProviderTx } from '../db/provider-db.ts';
import type { ProviderTables, SeedPairRow } from '../db/provider-tables.ts';

export async function livePair(
  db: ProviderDb | ProviderTx,
  { seedPairs }: ProviderTables,
  playerKey: string,
  lock = false,
): Promise<SeedPairRow | undefined> {
  const query = db
    .select()
    .from(seedPairs)
    .where(and(eq(seedPairs.playerKey, playerKey), isNull(seedPairs.revealedAt)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Commits a new live pair (nothing when the player already has one). */
export async function insertLivePair(
  db: ProviderDb | ProviderTx,
  { seedPairs }: ProviderTables,
  values: { playerKey: string; serverSeed: string; serverSeedHash: string; clientSeed: string },
  options: { ifAbsent: boolean },
): Promise<SeedPairRow | undefined> {
  const insert = db.insert(seedPairs).values(values);
  const [row] = options.ifAbsent ? await insert.onConflictDoNothing().returning() : await insert.returning();
  return row;
}

/** Takes the next nonce of the player's live pair; answers the pair as it now is (undefined: no live pair). */
export async function advanceNonce(tx: ProviderTx, { seedPairs }: ProviderTables, playerKey: string) {
  const [pair] = await tx
    .update(seedPairs)
    .set({ nextNonce: sql`${seedPairs.nextNonce} + 1` })
    .where(and(eq(seedPairs.playerKey, playerKey), isNull(seedPairs.revealedAt)))
    .returning();
  return pair;
}

export async function markPairRevealed(tx: ProviderTx, { seedPairs }: ProviderTables, id: number) {
  await tx
    .update(seedPairs)
    .set({ revealedAt: sql`now()` })
    .where(eq(seedPairs.id, id));
}

/** Whether a round played under the pair is not final yet. */
export async function pairHasUnfinishedRound(tx: ProviderTx, { rounds }: ProviderTables, pairId: number) {
  const [open] = await tx
    .select({ id: rounds.id })
    .from(rounds)
    .where(and(eq(rounds.seedPairId, pairId), sql`${rounds.state} not in ('settled', 'rolled_back')`))
    .limit(1);
  return open !== undefined;
}

export async function pairById(db: ProviderDb | ProviderTx, { seedPairs }: ProviderTables, id: number) {
  const [pair] = await db.select().from(seedPairs).where(eq(seedPairs.id, id));
  return pair;
}
