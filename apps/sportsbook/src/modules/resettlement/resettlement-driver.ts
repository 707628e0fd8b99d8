import type { RoundLifecycle } from '@ficha/provider-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { SportsbookDb } from '../../db/database.ts';
import { finishResettlement, pendingResettlements } from './resettlement.queries.ts';
import { resettlementTransactionId } from './regrade.ts';

/** How many pending differences one pass sends. */
const batch = 500;

/**
 * Sends the pending differences of resettled bets through the wallet's signed adjust call (decision 0083), each
 * with its own transaction id `<round>:resettle:<version>`: the platform moves it once however often it is sent.
 * A bet's versions go in order, and a bet waits while its own credit is not confirmed. Answered → done (with the
 * debt the platform recorded); refused → refused, kept for the operator; no answer → still pending, resent by the
 * next pass (after a settlement, the sweep, the recovery at start).
 */
export function createResettlementDriver(
  db: SportsbookDb,
  deps: { lifecycle: RoundLifecycle; log: FastifyBaseLogger },
) {
  return {
    async drivePending(): Promise<{ done: number; pending: number; refused: number }> {
      const counts = { done: 0, pending: 0, refused: 0 };
      const blocked = new Set<string>();
      for (const { resettlement, round } of await pendingResettlements(db, batch)) {
        const key = { roundId: round.id, version: resettlement.version };
        if (blocked.has(round.id)) {
          counts.pending += 1;
          continue;
        }
        const result = await deps.lifecycle.sendAdjustment(round, {
          transactionId: resettlementTransactionId(round.id, resettlement.version),
          deltaMinor: resettlement.returnMinor - resettlement.previousReturnMinor,
        });
        if (result.kind === 'ok') {
          await finishResettlement(db, key, { state: 'done', debtMinor: result.value.debtMinor, lastError: null });
          counts.done += 1;
          continue;
        }
        blocked.add(round.id);
        if (result.kind === 'refused') {
          deps.log.error({ ...key, errorCode: result.errorCode }, 'resettlement refused by the wallet');
          await finishResettlement(db, key, { state: 'refused', lastError: result.errorCode });
          counts.refused += 1;
        } else {
          deps.log.warn({ ...key, reason: result.reason }, 'resettlement not confirmed; resent later');
          await finishResettlement(db, key, { state: 'pending', lastError: result.reason });
          counts.pending += 1;
        }
      }
      return counts;
    },
  };
}

export type ResettlementDriver = ReturnType<typeof createResettlementDriver>;
