import { lotteryOdds, settleLotteryBet, type LotteryKind, type LotteryPrizeMode } from '@ficha/engines';
import type { RoundRow } from '@ficha/provider-kit';
import type { TicketRow } from '../../db/schema/index.ts';

/** What a ticket holds beside its round, as the round's settings keep it (the odds' mode fixed at purchase). */
export interface TicketSettings {
  drawCode: string;
  betType: string;
  position: number | null;
  picks: number[];
  unitMinor: string;
  units: number;
  prizeMode: LotteryPrizeMode;
}

/** The multiplier shown for a win: win ÷ stake, truncated to 2 decimals. */
export function multiplierText(winMinor: bigint, stakeMinor: bigint): string {
  const hundredths = (winMinor * 100n) / stakeMinor;
  return `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
}

/** A ticket's decision on its draw's numbers: its win at the odds of the prize mode it was bought under. */
export function decideTicket(kind: LotteryKind, ticket: TicketRow, round: RoundRow, numbers: number[]) {
  const { prizeMode, drawCode } = round.settings as unknown as TicketSettings;
  const bet = { betType: ticket.betType, position: ticket.position ?? undefined, picks: ticket.picks };
  const winMinor = settleLotteryBet(kind, bet, numbers, ticket.unitMinor, (pick) =>
    lotteryOdds(kind, ticket.betType, prizeMode, pick),
  );
  return { winMinor, multiplier: multiplierText(winMinor, round.stakeMinor), outcome: { drawCode, numbers } };
}
