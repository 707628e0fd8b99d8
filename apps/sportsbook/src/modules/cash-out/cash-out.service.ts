import { DomainError, toWireMoney, type SportsBet } from '@ficha/contract';
import type { RoundLifecycle, RoundRow, SessionRow } from '@ficha/provider-kit';
import { cashOutOffer } from '../../betting/cash-out.ts';
import type { SportsbookDb } from '../../db/database.ts';
import { cashOutLegOf } from './cash-out-legs.ts';
import { insertCashOut, legsForCashOut, lockBetRound, lockEventsAndMarkets, roundById } from './cash-out.queries.ts';

/** The return multiplier of a cash-out, truncated to 2 decimals (the kit's round multiplier, display only). */
const multiplierOf = (amountMinor: bigint, stakeMinor: bigint) => {
  const hundredths = (amountMinor * 100n) / stakeMinor;
  return `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}`;
};

/**
 * Cash-out (decision 0075): the player takes an open bet's offer. In one transaction the legs' events and markets
 * are held `for share` and the round `for update` (settlement takes the same rows in the same order), the offer is
 * computed again from the prices now and must equal the amount the player saw — else `sports_cashout_changed`
 * with the new offer, or `sports_cashout_unavailable` when there is none — and the round is decided at that
 * amount through the kit, with its `cash_outs` row. After the commit the credit goes through the signed seamless
 * call with the round's own credit transaction id: once, however often it is resent. A settlement that comes
 * after finds the round decided and leaves it; a cash-out that comes after a settlement finds it no longer open.
 */
export function createCashOutService(
  db: SportsbookDb,
  deps: {
    lifecycle: RoundLifecycle;
    marginBp: number;
    /** The lanes whose bets are slips (cockfight bets have no cash-out). */
    lanes: readonly string[];
    views: (rounds: RoundRow[]) => Promise<SportsBet[]>;
  },
) {
  const { lifecycle, marginBp } = deps;
  return {
    async cashOut(session: SessionRow, input: { betId: string; amountMinor: bigint }) {
      const decided = await db.transaction(async (tx) => {
        const legs = await legsForCashOut(tx, input.betId);
        await lockEventsAndMarkets(
          tx,
          legs.map((row) => row.event.id),
          legs.map((row) => row.market.id),
        );
        const round = await lockBetRound(tx, input.betId);
        if (!round || round.playerKey !== session.playerKey || !deps.lanes.includes(round.gameCode)) {
          throw new DomainError('game_round_not_found');
        }
        if (round.state !== 'open' || !round.debitedAt || legs.length === 0) {
          throw new DomainError('sports_cashout_unavailable');
        }
        // Read again after the locks: a settlement that committed meanwhile decided legs (or the round).
        const now = await legsForCashOut(tx, input.betId);
        const offer = cashOutOffer(round.stakeMinor, now.map(cashOutLegOf), marginBp);
        if (offer.state !== 'offered') throw new DomainError('sports_cashout_unavailable');
        if (offer.amountMinor !== input.amountMinor) {
          throw new DomainError('sports_cashout_changed', { value: { amount: toWireMoney(offer.amountMinor) } });
        }
        const moved = await lifecycle.decideEach(tx, [round.id], () => ({
          winMinor: offer.amountMinor,
          multiplier: multiplierOf(offer.amountMinor, round.stakeMinor),
          outcome: { cashOut: toWireMoney(offer.amountMinor), legs: now.map((row) => row.leg.outcome) },
        }));
        if (moved !== 1) throw new DomainError('sports_cashout_unavailable');
        await insertCashOut(tx, { roundId: round.id, amountMinor: offer.amountMinor, marginBp });
        return round;
      });
      const driven = await lifecycle.drive((await roundById(db, decided.id))!, { cancelOpen: false });
      const [bet] = await deps.views([driven.round]);
      const balanceMinor = driven.balanceMinor ?? (await lifecycle.balanceOf(driven.round));
      return { bet: bet!, balance: toWireMoney(balanceMinor) };
    },
  };
}

export type CashOutService = ReturnType<typeof createCashOutService>;
