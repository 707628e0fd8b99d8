import { DomainError } from '@ficha/contract';
import type { RoundLifecycle } from '@ficha/provider-kit';
import { decideSelection } from '../../betting/markets.ts';
import type { SportsbookDb } from '../../db/database.ts';
import type { ResultCorrection } from '../../feed/feed-adapter.ts';
import type { SettlementService } from '../settlement/settlement.service.ts';
import type { ResettlementDriver } from './resettlement-driver.ts';
import { historyOf, legsOnEvent, lockEvent, recordCorrection, setLegOutcome } from './resettlement.queries.ts';
import { regradeDecided } from './regrade.ts';

/**
 * Resettlement of corrected results (decision 0083). A correction of a settled event — from the feed (a higher
 * `resultVersion`) or the operator — is taken in one transaction with the event locked: the correction recorded
 * (refused when its version is not above the event's), every leg on the event decided again from the new result,
 * bets still open decided when the new outcomes decide them, and every decided bet re-graded (a new settlement
 * version with its return). After the commit the differences go through the wallet, each once; an interrupted run
 * leaves them pending for the sweep, and running the correction again is refused as stale — nothing twice.
 */
export function createResettlementService(
  db: SportsbookDb,
  deps: { lifecycle: RoundLifecycle; settlement: SettlementService; driver: ResettlementDriver },
) {
  const { lifecycle, settlement, driver } = deps;

  /** Applies one correction; answers how many bets' payouts changed. */
  async function correct(correction: ResultCorrection): Promise<{ resettled: number }> {
    const outcome = await db.transaction(async (tx) => {
      const event = await lockEvent(tx, correction.eventId);
      if (!event) throw new DomainError('not_found');
      if (!event.settledAt || event.status !== 'finished' || !event.result) {
        throw new DomainError('sports_event_not_settled');
      }
      if (correction.version <= event.resultVersion) {
        throw new DomainError('sports_result_version_stale', { value: { version: event.resultVersion } });
      }
      await recordCorrection(tx, {
        eventId: event.id,
        version: correction.version,
        previousResult: event.result,
        result: correction.result,
        source: correction.source,
      });
      const legs = await legsOnEvent(tx, event.id);
      for (const leg of legs) {
        const now = decideSelection(leg, leg.selection, correction.result);
        if (now !== leg.outcome) await setLegOutcome(tx, leg.roundId, leg.leg, now);
      }
      const roundIds = [...new Set(legs.map((leg) => leg.roundId))];
      const decided = await settlement.decideWithin(tx, roundIds);
      const pending = await regradeDecided(tx, lifecycle, roundIds, {
        eventId: event.id,
        resultVersion: correction.version,
      });
      return { decided, pending };
    });
    await settlement.driveDecided(outcome.decided);
    await driver.drivePending();
    return { resettled: outcome.pending.length };
  }

  return {
    correct,

    /** Corrections the feed sends (a higher version than settled): each applied once, stale ones skipped. */
    async fromFeed(corrections: ResultCorrection[]): Promise<number> {
      let resettled = 0;
      for (const correction of corrections) {
        try {
          resettled += (await correct(correction)).resettled;
        } catch (error) {
          if (error instanceof DomainError && error.code === 'sports_result_version_stale') continue;
          throw error;
        }
      }
      return resettled;
    },
  };
}

export type ResettlementService = ReturnType<typeof createResettlementService>;

/**
 * The corrections of some events, with the resettlements of some bets (my bets' history of a resettled bet):
 * oldest first.
 */
export function correctionHistory(db: SportsbookDb, eventIds: string[], roundIds: string[]) {
  return historyOf(db, eventIds, roundIds);
}
