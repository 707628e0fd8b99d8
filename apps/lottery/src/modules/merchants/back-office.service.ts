import { DomainError, toWireMoney, type LotteryCalendarDraw, type LotteryDrawCancel } from '@ficha/contract';
import type { LotteryPrizeMode } from '@ficha/engines';
import type { RoundLifecycle } from '@ficha/provider-kit';
import type { LotteryDb } from '../../db/database.ts';
import type { DrawRow } from '../../db/schema/index.ts';
import { lotteryGameOf } from '../catalog/lottery-games.ts';
import type { DrawService } from '../draws/draws.service.ts';
import { lockDraw, pastDraws, upcomingDraws } from './back-office.queries.ts';
import {
  insertCancellation,
  lockMerchantDraw,
  merchantCancellations,
  merchantTicketsOnDraws,
  refundedRoundStates,
} from './merchants.queries.ts';
import { selectionLiabilities } from './selection-liability.ts';

const upcomingShown = 10;
const pastShown = 30;
const isRefunded = (state: string) => (refundedRoundStates as readonly string[]).includes(state);

/**
 * The lottery's back office for one merchant (decision 0084): the draw calendar with the merchant's tickets, a
 * merchant's cancellation of a draw not yet drawn, and the liability per selection of the draw taking tickets.
 * Every answer is about the named merchant's tickets only (the launch named the merchant: session_merchants).
 */
export function createBackOfficeService(
  db: LotteryDb,
  deps: { lifecycle: RoundLifecycle; draws: DrawService; prizeMode: LotteryPrizeMode },
) {
  function gameOf(gameCode: string) {
    const game = lotteryGameOf(gameCode);
    if (!game) throw new DomainError('game_not_found');
    return game;
  }

  async function calendarRows(merchantCode: string, list: DrawRow[]): Promise<LotteryCalendarDraw[]> {
    const ids = list.map((draw) => draw.id);
    const [held, cancelled] = await Promise.all([
      merchantTicketsOnDraws(db, merchantCode, ids),
      merchantCancellations(db, merchantCode, ids),
    ]);
    const now = Date.now();
    return list.map((draw) => {
      const mine = held.filter((ticket) => ticket.drawId === draw.id);
      const kept = mine.filter((ticket) => !isRefunded(ticket.state));
      const cancellation = cancelled.find((row) => row.drawId === draw.id);
      return {
        drawCode: draw.drawCode,
        gameCode: draw.gameCode,
        state: cancellation ? 'cancelled' : draw.state,
        closed: draw.state === 'open' && draw.closesAt.getTime() <= now,
        opensAt: draw.opensAt.toISOString(),
        closesAt: draw.closesAt.toISOString(),
        drawAt: draw.drawAt.toISOString(),
        numbers: draw.numbers ?? null,
        tickets: kept.length,
        stake: toWireMoney(kept.reduce((sum, ticket) => sum + ticket.stakeMinor, 0n)),
        payout: toWireMoney(kept.reduce((sum, ticket) => sum + (ticket.winMinor ?? 0n), 0n)),
        refunded: mine.length - kept.length,
        cancellation: cancellation
          ? { reason: cancellation.reason, cancelledAt: cancellation.cancelledAt.toISOString() }
          : null,
      };
    });
  }

  return {
    async calendar(merchantCode: string, gameCode: string) {
      gameOf(gameCode);
      const [upcoming, past] = await Promise.all([
        upcomingDraws(db, gameCode, upcomingShown),
        pastDraws(db, gameCode, pastShown),
      ]);
      return { upcoming: await calendarRows(merchantCode, upcoming), past: await calendarRows(merchantCode, past) };
    },

    /**
     * Cancels a draw not yet drawn for the merchant: in one transaction — the draw locked against its drawing —
     * the cancellation is recorded once and every open ticket of the merchant on it is marked for refund
     * (`cancelOpen`); the rollbacks are sent right after, and the recovery sweep resends any the wallet did not
     * confirm, so a crash between the two refunds each ticket once. A repeated call records nothing new and only
     * resends the refunds still unconfirmed. A drawn draw is `lottery_draw_drawn`.
     */
    async cancel(merchantCode: string, drawCode: string, reason: string): Promise<LotteryDrawCancel> {
      const draw = await deps.draws.byCode(drawCode);
      if (!draw) throw new DomainError('lottery_draw_not_found');
      const done = await db.transaction(async (tx) => {
        await lockMerchantDraw(tx, merchantCode, draw.id);
        const locked = await lockDraw(tx, draw.id);
        const [earlier] = await merchantCancellations(tx, merchantCode, [draw.id]);
        if (earlier) return { row: earlier, created: false, roundIds: [] as string[] };
        if (locked!.state === 'drawn' || locked!.state === 'settled') throw new DomainError('lottery_draw_drawn');
        const { row } = await insertCancellation(tx, merchantCode, draw.id, reason);
        const open = (await merchantTicketsOnDraws(tx, merchantCode, [draw.id])).filter((t) => t.state === 'open');
        const roundIds = await deps.lifecycle.cancelOpen(
          tx,
          open.map((ticket) => ticket.roundId),
        );
        return { row, created: true, roundIds };
      });
      const held = await merchantTicketsOnDraws(db, merchantCode, [draw.id]);
      // This call's refunds, and any an earlier call (or a crash) left unconfirmed.
      const resend = held.filter((ticket) => ticket.state === 'rolling_back').map((ticket) => ticket.roundId);
      await deps.draws.refund([...new Set([...done.roundIds, ...resend])]);
      const refundedNow = held.filter((ticket) => done.roundIds.includes(ticket.roundId));
      return {
        drawCode: draw.drawCode,
        refunded: refundedNow.length,
        refundedStake: toWireMoney(refundedNow.reduce((sum, ticket) => sum + ticket.stakeMinor, 0n)),
        alreadyCancelled: !done.created,
        cancelledAt: done.row.cancelledAt.toISOString(),
      };
    },

    /** The merchant's liability per selection on the game's draw taking tickets (none: no draw). */
    async liability(merchantCode: string, gameCode: string) {
      const game = gameOf(gameCode);
      const draw = await deps.draws.openDraw(gameCode);
      if (!draw) return { draw: null, tickets: 0, stake: 0, selections: [] };
      const kept = (await merchantTicketsOnDraws(db, merchantCode, [draw.id])).filter((t) => !isRefunded(t.state));
      return {
        draw: { drawCode: draw.drawCode, closesAt: draw.closesAt.toISOString(), drawAt: draw.drawAt.toISOString() },
        tickets: kept.length,
        stake: toWireMoney(kept.reduce((sum, ticket) => sum + ticket.stakeMinor, 0n)),
        selections: selectionLiabilities(game.kind, deps.prizeMode, kept).map((row) => ({
          selection: row.selection,
          betType: row.betType,
          units: row.units,
          stake: toWireMoney(row.stakeMinor),
          payout: toWireMoney(row.payoutMinor),
        })),
      };
    },
  };
}

export type BackOfficeService = ReturnType<typeof createBackOfficeService>;
