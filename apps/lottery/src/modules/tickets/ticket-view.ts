import { toWireMoney, type LotteryTicket } from '@ficha/contract';
import type { RoundRow } from '@ficha/provider-kit';
import type { TicketRow } from '../../db/schema/index.ts';

/** Where a ticket stands, from its round: bought (debit on its way), open, won, lost or refunded. */
function stateOf(round: RoundRow): LotteryTicket['state'] {
  switch (round.state) {
    case 'open':
      return round.debitedAt ? 'open' : 'pending';
    case 'decided':
    case 'settled':
      return (round.winMinor ?? 0n) > 0n ? 'won' : 'lost';
    default:
      return 'refunded';
  }
}

export function ticketView(row: { ticket: TicketRow; round: RoundRow; drawCode: string }): LotteryTicket {
  const { ticket, round } = row;
  return {
    ticketId: round.id,
    drawCode: row.drawCode,
    gameCode: round.gameCode,
    betType: ticket.betType,
    position: ticket.position,
    picks: ticket.picks,
    unit: toWireMoney(ticket.unitMinor),
    units: ticket.units,
    stake: toWireMoney(round.stakeMinor),
    win: round.winMinor === null ? null : toWireMoney(round.winMinor),
    state: stateOf(round),
    createdAt: round.createdAt.toISOString(),
  };
}
