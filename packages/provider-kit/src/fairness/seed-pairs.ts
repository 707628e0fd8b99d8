import { randomBytes } from 'node:crypto';
import { DomainError, type Fairness } from '@ficha/contract';
import { openSeedPair, rotateSeedPair, type RngSeeds } from '@ficha/engines';
import type { ProviderDb, ProviderTx } from '../db/provider-db.ts';
import type { ProviderTables, SeedPairRow } from '../db/provider-tables.ts';
import {
  advanceNonce,
  insertLivePair,
  livePair,
  markPairRevealed,
  pairById,
  pairHasUnfinishedRound,
} from './seed-pairs.queries.ts';

/** A fresh server seed: 32 bytes from the operating system's cryptographic source, hex-encoded. */
const newServerSeed = () => randomBytes(32).toString('hex');
/** The client seed a player starts with until they choose one. */
const newClientSeed = () => randomBytes(8).toString('hex');

export const fairnessOf = (pair: SeedPairRow): Fairness => ({
  serverSeedHash: pair.serverSeedHash,
  clientSeed: pair.clientSeed,
  nonce: pair.nextNonce,
});

/**
 * Provably-fair seed pairs (FAIRNESS.md): one live pair per player key, committed (its server seed's SHA-256 shown)
 * before it is used; each round takes the next nonce; rotation reveals the server seed and commits a new pair.
 */
export function createSeedPairs(db: ProviderDb, tables: ProviderTables) {
  /** The player's live seed pair, committed (created) on first use. */
  async function ensureLive(playerKey: string, on: ProviderDb | ProviderTx = db): Promise<SeedPairRow> {
    const existing = await livePair(on, tables, playerKey);
    if (existing) return existing;
    const { serverSeed, serverSeedHash, clientSeed } = openSeedPair(newServerSeed(), newClientSeed());
    await insertLivePair(on, tables, { playerKey, serverSeed, serverSeedHash, clientSeed }, { ifAbsent: true });
    const created = await livePair(on, tables, playerKey);
    if (!created) throw new Error('seed pair not created');
    return created;
  }

  return {
    ensureLive,

    /** A round's seed pair. */
    async byId(id: number, on: ProviderDb | ProviderTx = db): Promise<SeedPairRow> {
      const pair = await pairById(on, tables, id);
      if (!pair) throw new Error('round without its seed pair');
      return pair;
    },

    /**
     * Takes the next nonce of the player's live pair, inside the caller's transaction (so a round that is not
     * written gives its nonce back): the seeds of the round and its pair (as it was for this round).
     */
    async takeNonce(tx: ProviderTx, playerKey: string): Promise<{ seeds: RngSeeds; pair: SeedPairRow }> {
      // One statement on the way of every round; the pair is committed first only for a player's first round.
      let pair = await advanceNonce(tx, tables, playerKey);
      if (!pair) {
        await ensureLive(playerKey, tx);
        pair = await advanceNonce(tx, tables, playerKey);
      }
      if (!pair) throw new Error('no live seed pair');
      const nonce = pair.nextNonce - 1;
      return {
        seeds: { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce },
        pair: { ...pair, nextNonce: nonce },
      };
    },

    /**
     * Rotation: reveals the live pair's server seed and commits a fresh one (with the new client seed, or the
     * same). Refused while a round under the pair is still open: its seed would tell the player what is hidden.
     */
    async rotate(playerKey: string, clientSeed: string | undefined) {
      await ensureLive(playerKey);
      return db.transaction(async (tx) => {
        const pair = await livePair(tx, tables, playerKey, true);
        if (!pair) throw new Error('no live seed pair');
        if (await pairHasUnfinishedRound(tx, tables, pair.id)) throw new DomainError('game_round_pending');
        await markPairRevealed(tx, tables, pair.id);
        const { revealed, next } = rotateSeedPair(pair, newServerSeed(), clientSeed ?? pair.clientSeed);
        const { serverSeed, serverSeedHash } = next;
        const inserted = await insertLivePair(
          tx,
          tables,
          { playerKey, serverSeed, serverSeedHash, clientSeed: next.clientSeed },
          { ifAbsent: false },
        );
        if (!inserted) throw new Error('seed pair not created');
        return { revealed, current: fairnessOf(inserted) };
      });
    },
  };
}

export type SeedPairs = ReturnType<typeof createSeedPairs>;
