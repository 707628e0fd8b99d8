import { DomainError } from '@ficha/contract';
import { checkFreshness, sealedPayloadWindowMs } from '@ficha/contract/server';
import type { Db } from '../../db/database.ts';
import { claimNonce, pruneNonces } from './session-keys.queries.ts';

/** How often an instance forgets the stale nonces (while encrypted calls arrive). */
const pruneEveryMs = 60_000;

/**
 * Replay protection of encrypted calls (issue 11, finding 4; decision 0020): an opened payload passes once, when
 * its timestamp is within the window and its nonce is new to the replay cache in the database (shared by every
 * instance; of two copies sent at once, the unique key lets one through). Stale nonces are pruned, so the cache
 * holds at most the last two windows' calls.
 */
export function createReplayGuard(db: Db, options: { windowMs?: number; now?: () => number } = {}) {
  const windowMs = options.windowMs ?? sealedPayloadWindowMs;
  const now = options.now ?? Date.now;
  let prunedAt = 0;

  return {
    /** The payload of a fresh, first-seen sealed payload; request_replayed or request_body_required otherwise. */
    async admit(opened: unknown): Promise<unknown> {
      const fresh = checkFreshness(opened, now(), windowMs);
      if (now() - prunedAt > pruneEveryMs) {
        prunedAt = now();
        await pruneNonces(db, new Date(prunedAt));
      }
      if (!(await claimNonce(db, fresh.nonce, fresh.forgetAt))) throw new DomainError('request_replayed');
      return fresh.payload;
    },
  };
}

export type ReplayGuard = ReturnType<typeof createReplayGuard>;
