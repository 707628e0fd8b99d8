import { randomBytes } from 'node:crypto';
import { DomainError, type Fairness } from '@ficha/contract';
import { hashServerSeed, type RngSeeds } from '@ficha/engines';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { GamesDb } from '../../db/database.ts';
import { rounds, seedPairs, type SeedPairRow } from '../../db/schema/index.ts';

/** A fresh server seed: 32 bytes from the operating system's cryptographic source, hex-encoded. */
const newServerSeed = () => randomBytes(32).toString('hex');
/** The client seed a player starts with until they choose one. */
const newClientSeed = () => randomBytes(8).toString('hex');

async function livePair(db: GamesDb, playerKey: string): Promise<SeedPairRow | undefined> {
  const [row] = await db
    .select()
    .from(seedPairs)
    .where(and(eq(seedPairs.playerKey, playerKey), isNull(seedPairs.revealedAt)));
  return row;
}

/** The player's live seed pair, committed (created) on first use. */
export async function ensureLivePair(db: GamesDb, playerKey: string, clientSeed = newClientSeed()) {
  const existing = await livePair(db, playerKey);
  if (existing) return existing;
  const serverSeed = newServerSeed();
  await db
    .insert(seedPairs)
    .values({ playerKey, serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed })
    .onConflictDoNothing();
  const created = await livePair(db, playerKey);
  if (!created) throw new Error('seed pair not created');
  return created;
}

export const fairnessOf = (pair: SeedPairRow): Fairness => ({
  serverSeedHash: pair.serverSeedHash,
  clientSeed: pair.clientSeed,
  nonce: pair.nextNonce,
});

/**
 * Takes the next nonce of the player's live pair, inside the caller's transaction (so a round that is not
 * written gives its nonce back): the seeds of the round and the pair's id.
 */
export async function takeNonce(tx: GamesDb, playerKey: string): Promise<{ seeds: RngSeeds; pair: SeedPairRow }> {
  const take = () =>
    tx
      .update(seedPairs)
      .set({ nextNonce: sql`${seedPairs.nextNonce} + 1` })
      .where(and(eq(seedPairs.playerKey, playerKey), isNull(seedPairs.revealedAt)))
      .returning();
  // One statement on the way of every round; the pair is committed first only for a player's first round.
  let [pair] = await take();
  if (!pair) {
    await ensureLivePair(tx, playerKey);
    [pair] = await take();
  }
  if (!pair) throw new Error('no live seed pair');
  const nonce = pair.nextNonce - 1;
  return {
    seeds: { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce },
    pair: { ...pair, nextNonce: nonce },
  };
}

/**
 * Rotation: reveals the live pair's server seed and commits a fresh one (with the new client seed, or the same).
 * Refused while a round under the pair is still open: its seed would tell the player where the mines lie.
 */
export async function rotatePair(db: GamesDb, playerKey: string, clientSeed: string | undefined) {
  await ensureLivePair(db, playerKey);
  return db.transaction(async (tx) => {
    const [pair] = await tx
      .select()
      .from(seedPairs)
      .where(and(eq(seedPairs.playerKey, playerKey), isNull(seedPairs.revealedAt)))
      .for('update');
    if (!pair) throw new Error('no live seed pair');
    const [open] = await tx
      .select({ id: rounds.id })
      .from(rounds)
      .where(and(eq(rounds.seedPairId, pair.id), sql`${rounds.state} not in ('settled', 'rolled_back')`))
      .limit(1);
    if (open) throw new DomainError('game_round_pending');
    await tx
      .update(seedPairs)
      .set({ revealedAt: sql`now()` })
      .where(eq(seedPairs.id, pair.id));
    const serverSeed = newServerSeed();
    const [next] = await tx
      .insert(seedPairs)
      .values({
        playerKey,
        serverSeed,
        serverSeedHash: hashServerSeed(serverSeed),
        clientSeed: clientSeed ?? pair.clientSeed,
      })
      .returning();
    if (!next) throw new Error('seed pair not created');
    return {
      revealed: {
        serverSeed: pair.serverSeed,
        serverSeedHash: pair.serverSeedHash,
        clientSeed: pair.clientSeed,
        roundsPlayed: pair.nextNonce,
      },
      current: fairnessOf(next),
    };
  });
}
