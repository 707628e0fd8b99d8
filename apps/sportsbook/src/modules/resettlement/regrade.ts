import type { ProviderTx, RoundLifecycle } from '@ficha/provider-kit';
import { betReturnOf } from '../../betting/bet-return.ts';
import { insertResettlement, latestResettlements, legsOf, lockDecidedBets } from './resettlement.queries.ts';

/**
 * Re-grades, inside the caller's transaction, those of the bets that are already decided (decision 0083): each
 * one's return with its legs as they now stand against what it paid — its last resettlement's return, else its
 * round's win — and, when they differ, a new settlement version `bet_resettlements` row. A demo bet's play money
 * moves at once; a real bet's difference is pending until the wallet confirms it (resettlement-driver.ts). Bets
 * cashed out keep what they were paid; a bet with a leg undecided again (a lost parlay whose loss was corrected
 * away) waits for that leg's event. Answers the real bets now pending.
 */
export async function regradeDecided(
  tx: ProviderTx,
  lifecycle: RoundLifecycle,
  roundIds: string[],
  cause: { eventId: string; resultVersion: number },
): Promise<string[]> {
  if (roundIds.length === 0) return [];
  const bets = await lockDecidedBets(tx, [...new Set(roundIds)]);
  if (bets.length === 0) return [];
  const ids = bets.map((bet) => bet.id);
  const legs = await legsOf(tx, ids);
  const latest = await latestResettlements(tx, ids);
  const pending: string[] = [];
  for (const bet of bets) {
    const returnMinor = betReturnOf(
      bet.stakeMinor,
      legs.filter((leg) => leg.roundId === bet.id),
    );
    if (returnMinor === null) continue;
    const last = latest.get(bet.id);
    const previousReturnMinor = last ? last.returnMinor : (bet.winMinor ?? 0n);
    if (returnMinor === previousReturnMinor) continue;
    const demo = await lifecycle.adjustDemo(tx, bet, returnMinor - previousReturnMinor);
    await insertResettlement(tx, {
      roundId: bet.id,
      version: (last?.version ?? 1) + 1,
      eventId: cause.eventId,
      resultVersion: cause.resultVersion,
      previousReturnMinor,
      returnMinor,
      state: demo ? 'done' : 'pending',
      doneAt: demo ? new Date() : null,
    });
    if (!demo) pending.push(bet.id);
  }
  return pending;
}

/** The wallet's transaction id of a bet's settlement version: the idempotency key of its difference. */
export const resettlementTransactionId = (roundId: string, version: number) => `${roundId}:resettle:${version}`;
