import { DomainError, toWireMoney, type LotteryBuyRequest } from '@ficha/contract';
import { lotteryBetProblem, lotteryBetUnits, type LotteryPrizeMode } from '@ficha/engines';
import type { RoundLifecycle, SessionRow } from '@ficha/provider-kit';
import type { LotteryDb } from '../../db/database.ts';
import { lotteryGameOf } from '../catalog/lottery-games.ts';
import type { DrawService } from '../draws/draws.service.ts';
import type { TicketSettings } from '../draws/ticket-decision.ts';
import { playerTickets, ticketOf } from './tickets.queries.ts';
import { ticketView } from './ticket-view.ts';

/** A ticket request as the binder hands it over: the unit already in minor units. */
type BuyInput = Omit<LotteryBuyRequest, 'unit' | 'picks'> & { unit: bigint; picks: number[] };

/**
 * Tickets (decision 0056): a ticket is a round of the kit written with its draw's ticket row in one transaction —
 * refused unless the draw still takes tickets — then debited at once through the wallet (`debitOpen`: a refusal
 * or an unknown fate leaves nothing owed). Its draw decides and credits it later.
 */
export function createTicketService(
  db: LotteryDb,
  deps: {
    lifecycle: RoundLifecycle;
    draws: DrawService;
    prizeMode: LotteryPrizeMode;
    minUnitMinor: bigint;
    maxStakeMinor: bigint;
  },
) {
  const { lifecycle } = deps;

  async function answer(roundId: string, balanceMinor: bigint) {
    const row = await ticketOf(db, roundId);
    if (!row) throw new DomainError('game_round_not_found');
    return { ticket: ticketView(row), balance: toWireMoney(balanceMinor) };
  }

  return {
    async buy(session: SessionRow, input: BuyInput) {
      const game = lotteryGameOf(session.gameCode);
      if (!game) throw new DomainError('game_not_found');
      const bet = { betType: input.betType, position: input.position, picks: input.picks };
      const problem = lotteryBetProblem(game.kind, bet);
      if (problem) throw new DomainError('lottery_bet_invalid', { detail: problem });
      const units = lotteryBetUnits(game.kind, bet);
      const stakeMinor = input.unit * BigInt(units);
      if (input.unit < deps.minUnitMinor || stakeMinor > deps.maxStakeMinor) throw new DomainError('bet_out_of_range');
      const draw = await deps.draws.byCode(input.drawCode);
      if (!draw || draw.gameCode !== game.gameCode) throw new DomainError('lottery_draw_closed');
      const settings: TicketSettings = {
        drawCode: draw.drawCode,
        betType: bet.betType,
        position: bet.position ?? null,
        picks: bet.picks,
        unitMinor: String(input.unit),
        units,
        prizeMode: deps.prizeMode,
      };
      const written = await lifecycle.write(session, {
        gameCode: game.gameCode,
        requestId: input.requestId,
        stakeMinor,
        decide: () => ({ settings: { ...settings }, outcome: {}, winMinor: null, multiplier: '0.00' }),
        // Locked against the draw's drawing: a ticket is on the draw before it closes, or not at all.
        within: (tx, round) =>
          deps.draws.takeTicket(tx, {
            roundId: round.id,
            drawId: draw.id,
            betType: bet.betType,
            position: bet.position ?? null,
            picks: bet.picks,
            unitMinor: input.unit,
            units,
          }),
      });
      if ('earlier' in written) return answer(written.earlier.id, await lifecycle.balanceOf(written.earlier));
      if (session.mode === 'demo') return answer(written.round.id, written.demoBalanceMinor ?? 0n);
      const debited = await lifecycle.debitOpen(written.round);
      return answer(debited.round.id, debited.balanceMinor);
    },

    async mine(session: SessionRow) {
      const rows = await playerTickets(db, session.playerKey!, session.gameCode, 50);
      return { tickets: rows.map(ticketView) };
    },
  };
}

export type TicketService = ReturnType<typeof createTicketService>;
