import { DomainError, toWireMoney, type LotteryBuyRequest } from '@ficha/contract';
import { lotteryBetProblem, lotteryBetUnits, type LotteryPrizeMode } from '@ficha/engines';
import type { RoundLifecycle, SessionRow } from '@ficha/provider-kit';
import type { LotteryDb } from '../../db/database.ts';
import type { DrawRow } from '../../db/schema/index.ts';
import { lotteryGameOf } from '../catalog/lottery-games.ts';
import type { DrawService } from '../draws/draws.service.ts';
import type { MerchantService } from '../merchants/merchants.service.ts';
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
    merchants: MerchantService;
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

  /**
   * A bet of the session's game checked against its rules, the lottery's limits and the merchant's settings of the
   * game (decision 0084): its units and stake.
   */
  async function check(session: SessionRow, input: Pick<BuyInput, 'betType' | 'position' | 'picks' | 'unit'>) {
    const game = lotteryGameOf(session.gameCode);
    if (!game) throw new DomainError('game_not_found');
    const bet = { betType: input.betType, position: input.position, picks: input.picks };
    const problem = lotteryBetProblem(game.kind, bet);
    if (problem) throw new DomainError('lottery_bet_invalid', { detail: problem });
    const units = lotteryBetUnits(game.kind, bet);
    const stakeMinor = input.unit * BigInt(units);
    if (input.unit < deps.minUnitMinor || stakeMinor > deps.maxStakeMinor) throw new DomainError('bet_out_of_range');
    await deps.merchants.checkTicket(session, bet.betType, stakeMinor);
    return { game, bet, units, unitMinor: input.unit, stakeMinor };
  }

  type Checked = Awaited<ReturnType<typeof check>>;

  /**
   * Writes a checked bet's ticket on a draw — its round and ticket row in one transaction, refused unless the draw
   * still takes tickets — and debits it at once. A repeated request id answers the earlier ticket.
   */
  async function place(
    session: SessionRow,
    checked: Checked,
    draw: DrawRow,
    requestId: string,
    chaseId: string | null,
  ): Promise<{ roundId: string; balanceMinor: bigint }> {
    const { game, bet, units, unitMinor, stakeMinor } = checked;
    if (draw.gameCode !== game.gameCode) throw new DomainError('lottery_draw_closed');
    const settings: TicketSettings = {
      drawCode: draw.drawCode,
      betType: bet.betType,
      position: bet.position ?? null,
      picks: bet.picks,
      unitMinor: String(unitMinor),
      units,
      prizeMode: deps.prizeMode,
    };
    const written = await lifecycle.write(session, {
      gameCode: game.gameCode,
      requestId,
      stakeMinor,
      decide: () => ({ settings: { ...settings }, outcome: {}, winMinor: null, multiplier: '0.00' }),
      // Locked against the draw's drawing: a ticket is on the draw before it closes, or not at all.
      within: async (tx, round) => {
        await deps.merchants.guardDraw(tx, {
          session,
          drawId: draw.id,
          kind: game.kind,
          ticket: { betType: bet.betType, position: bet.position ?? null, picks: bet.picks, unitMinor },
          stakeMinor,
        });
        await deps.draws.takeTicket(tx, {
          roundId: round.id,
          drawId: draw.id,
          betType: bet.betType,
          position: bet.position ?? null,
          picks: bet.picks,
          unitMinor,
          units,
          chaseId,
        });
      },
    });
    if ('earlier' in written) {
      return { roundId: written.earlier.id, balanceMinor: await lifecycle.balanceOf(written.earlier) };
    }
    if (session.mode === 'demo') return { roundId: written.round.id, balanceMinor: written.demoBalanceMinor ?? 0n };
    const debited = await lifecycle.debitOpen(written.round);
    return { roundId: debited.round.id, balanceMinor: debited.balanceMinor };
  }

  return {
    check,
    place,

    async buy(session: SessionRow, input: BuyInput) {
      const checked = await check(session, input);
      const draw = await deps.draws.byCode(input.drawCode);
      if (!draw) throw new DomainError('lottery_draw_closed');
      const placed = await place(session, checked, draw, input.requestId, null);
      return answer(placed.roundId, placed.balanceMinor);
    },

    async mine(session: SessionRow) {
      const rows = await playerTickets(db, session.playerKey!, session.gameCode, 50);
      return { tickets: rows.map(ticketView) };
    },
  };
}

export type TicketService = ReturnType<typeof createTicketService>;
