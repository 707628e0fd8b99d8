import type { ProviderTx, RoundLifecycle } from '@ficha/provider-kit';
import type { FastifyBaseLogger } from 'fastify';
import { cockfightMultiplier, cockfightOutcome, cockfightReturnMinor } from '../../betting/cockfight-rules.ts';
import type { SportsbookDb } from '../../db/database.ts';
import type { CockfightBetRow, CockfightOutcome } from '../../db/schema/index.ts';
import {
  betByRound,
  claimFight,
  fightsToSettle,
  roundsByIds,
  setOutcomes,
  undecidedBetsOf,
} from './cockfight.queries.ts';

/**
 * Settlement of the fights (decision 0072), as the sportsbook settles events (decision 0057): a fight whose result
 * is in (or that was cancelled) is claimed once (`settled_at`); in that transaction every undecided bet on it
 * gets its outcome (cockfight-rules.ts) and goes through the kit — `decideOpen` (win or stake back fixed, credit
 * due) or, for a cancelled fight, `cancelOpen` (the debit is rolled back). The wallet calls follow the commit;
 * one that fails is finished by the recovery sweep with the same transaction ids. The kit decides or cancels only
 * rounds still open, so a second run, a concurrent one or a replayed feed moves nothing.
 */
export function createCockfightSettlement(
  db: SportsbookDb,
  deps: { lifecycle: RoundLifecycle; log: FastifyBaseLogger },
) {
  const { lifecycle, log } = deps;

  /** Decides, inside `tx`, bets whose outcome is set; answers the ids moved (decided or cancelled). */
  async function decide(
    tx: ProviderTx,
    bets: Array<Pick<CockfightBetRow, 'roundId' | 'oddsMilli'> & { outcome: CockfightOutcome }>,
  ) {
    const moved: string[] = [];
    const voided = bets.filter((bet) => bet.outcome === 'void').map((bet) => bet.roundId);
    moved.push(...(await lifecycle.cancelOpen(tx, voided)));
    // Bets with the same outcome and odds are decided together: the return is a function of the stake alone.
    const groups = new Map<string, { outcome: CockfightOutcome; oddsMilli: number; roundIds: string[] }>();
    for (const bet of bets) {
      if (bet.outcome === 'void') continue;
      const key = `${bet.outcome}:${bet.oddsMilli}`;
      const group = groups.get(key) ?? { outcome: bet.outcome, oddsMilli: bet.oddsMilli, roundIds: [] };
      group.roundIds.push(bet.roundId);
      groups.set(key, group);
    }
    for (const { outcome, oddsMilli, roundIds } of groups.values()) {
      await lifecycle.decideEach(tx, roundIds, (round) => {
        moved.push(round.id);
        return {
          winMinor: cockfightReturnMinor(round.stakeMinor, outcome, oddsMilli),
          multiplier: cockfightMultiplier(outcome, oddsMilli),
          outcome: { cockfight: outcome },
        };
      });
    }
    return moved;
  }

  /** Sends the wallet calls of decided or cancelled bets (credit, or rollback of the debit). */
  async function drive(roundIds: string[]) {
    if (roundIds.length === 0) return;
    for (const round of await roundsByIds(db, roundIds)) {
      const { round: after } = await lifecycle.drive(round, { cancelOpen: false });
      if (after.state !== 'settled' && after.state !== 'rolled_back') {
        log.warn({ roundId: after.id, state: after.state }, 'cockfight bet not finished; the sweep retries');
      }
    }
  }

  async function settleFight(fightId: string): Promise<{ bets: number }> {
    const moved = await db.transaction(async (tx) => {
      const fight = await claimFight(tx, fightId);
      if (!fight) return [];
      const result = fight.state === 'cancelled' ? null : fight.result;
      const bets = (await undecidedBetsOf(tx, fightId)).map((bet) => ({
        ...bet,
        outcome: cockfightOutcome(bet.side, result),
      }));
      for (const outcome of ['win', 'lose', 'push', 'void'] as const) {
        await setOutcomes(
          tx,
          bets.filter((bet) => bet.outcome === outcome).map((bet) => bet.roundId),
          outcome,
        );
      }
      return decide(tx, bets);
    });
    await drive(moved);
    return { bets: moved.length };
  }

  return {
    /** Settles one fight whose result is in (a second call, or a concurrent one, does nothing). */
    settleFight,

    /** Every fight whose result is in and whose bets are not decided yet (the feed sync runs it). */
    async settlePending(): Promise<number> {
      let bets = 0;
      for (const fightId of await fightsToSettle(db)) bets += (await settleFight(fightId)).bets;
      return bets;
    },

    /**
     * A bet whose debit was confirmed after its fight was settled (the fight ended while it was being placed):
     * decided now, as the settlement would have.
     */
    async decideIfComplete(roundId: string) {
      const moved = await db.transaction(async (tx) => {
        const bet = await betByRound(tx, roundId);
        if (!bet?.outcome) return [];
        return decide(tx, [{ ...bet, outcome: bet.outcome }]);
      });
      await drive(moved);
    },
  };
}

export type CockfightSettlement = ReturnType<typeof createCockfightSettlement>;
