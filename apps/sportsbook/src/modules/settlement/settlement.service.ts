import type { ProviderTx, RoundLifecycle } from '@ficha/provider-kit';
import type { FastifyBaseLogger } from 'fastify';
import { decideSelection, type LegOutcome } from '../../betting/markets.ts';
import { betReturnMinor, multiplierText } from '../../betting/odds.ts';
import type { SportsbookDb } from '../../db/database.ts';
import type { ResettlementDriver } from '../resettlement/resettlement-driver.ts';
import { regradeDecided } from '../resettlement/regrade.ts';
import { claimEvent, legsOfRounds, roundsByIds, setLegOutcome, undecidedLegsOf } from './settlement.queries.ts';

/**
 * Settlement from results (decision 0057). An event whose result is in is claimed once (`settled_at`); in the
 * same transaction every undecided leg on it gets its outcome, and each bet that is now decided — a losing leg
 * decides it at once, otherwise every leg must be in — is decided through the kit (`decideOpen`: win fixed,
 * credit due) or, when every leg is void, cancelled (`cancelOpen`: its debit is rolled back). After the commit
 * the wallet calls are driven; one that fails is finished by the recovery sweep with the same transaction ids.
 * A bet is decided once: the kit only decides or cancels rounds still open.
 */
export function createSettlementService(
  db: SportsbookDb,
  deps: { lifecycle: RoundLifecycle; log: FastifyBaseLogger; resettlements: ResettlementDriver },
) {
  const { lifecycle, log, resettlements } = deps;

  /** Decides, inside `tx`, those of the bets whose legs now say how they end; answers the ids it moved. */
  async function decideBets(tx: ProviderTx, roundIds: string[]): Promise<string[]> {
    if (roundIds.length === 0) return [];
    const byRound = new Map<string, Array<{ oddsMilli: number; outcome: LegOutcome | null }>>();
    for (const leg of await legsOfRounds(tx, roundIds)) {
      byRound.set(leg.roundId, [...(byRound.get(leg.roundId) ?? []), leg]);
    }
    const moved: string[] = [];
    for (const [roundId, legs] of byRound) {
      const lost = legs.some((leg) => leg.outcome === 'lose');
      if (!lost && legs.some((leg) => leg.outcome === null)) continue;
      if (!lost && legs.every((leg) => leg.outcome === 'void')) {
        moved.push(...(await lifecycle.cancelOpen(tx, [roundId])));
        continue;
      }
      const decided = legs.map((leg) => ({ oddsMilli: leg.oddsMilli, outcome: leg.outcome ?? ('lose' as const) }));
      await lifecycle.decideOpen(tx, [roundId], {
        winMinor: (stakeMinor) => (lost ? 0n : betReturnMinor(stakeMinor, decided)),
        multiplier: lost ? '0.00' : multiplierText(decided),
        outcome: { legs: legs.map((leg) => leg.outcome) },
      });
      moved.push(roundId);
    }
    return moved;
  }

  /** Sends the wallet calls of decided or cancelled bets (credit, or rollback of the debit). */
  async function drive(roundIds: string[]) {
    if (roundIds.length === 0) return;
    for (const round of await roundsByIds(db, roundIds)) {
      const { round: after } = await lifecycle.drive(round, { cancelOpen: false });
      if (after.state !== 'settled' && after.state !== 'rolled_back') {
        log.warn({ roundId: after.id, state: after.state }, 'bet not finished; the sweep retries');
      }
    }
  }

  return {
    /** Settles one event whose result is in (a second call, or a concurrent one, does nothing). */
    async settleEvent(eventId: string): Promise<{ bets: number }> {
      const { moved, regraded } = await db.transaction(async (tx) => {
        const event = await claimEvent(tx, eventId);
        if (!event) return { moved: [], regraded: [] };
        const result = event.status === 'cancelled' ? null : event.result;
        const legs = await undecidedLegsOf(tx, eventId);
        for (const leg of legs) {
          await setLegOutcome(tx, leg.roundId, leg.leg, decideSelection(leg, leg.selection, result));
        }
        const roundIds = [...new Set(legs.map((leg) => leg.roundId))];
        const moved = await decideBets(tx, roundIds);
        // A parlay decided earlier whose lost leg a correction turned (decision 0083) is re-graded now its last
        // leg is in.
        const regraded = await regradeDecided(tx, lifecycle, roundIds, {
          eventId,
          resultVersion: event.resultVersion,
        });
        return { moved, regraded };
      });
      await drive(moved);
      if (regraded.length > 0) await resettlements.drivePending();
      return { bets: moved.length };
    },

    /** Decides, inside `tx`, the open bets whose legs now decide them (a correction's new outcomes). */
    decideWithin: decideBets,

    /** Sends the wallet calls of bets `decideWithin` decided, after the caller's commit. */
    driveDecided: drive,

    /**
     * A bet whose debit was confirmed after its legs were decided (an event settled while it was being placed):
     * decided now, as the settlement would have.
     */
    async decideIfComplete(roundId: string) {
      await drive(await db.transaction((tx) => decideBets(tx, [roundId])));
    },
  };
}

export type SettlementService = ReturnType<typeof createSettlementService>;
