import { lotteryBetSelections, lotteryOdds, type LotteryKind, type LotteryPrizeMode } from '@ficha/engines';

/** A ticket as the liability needs it. */
export interface LiabilityTicket {
  betType: string;
  position: number | null;
  picks: readonly number[];
  unitMinor: bigint;
}

/** One selection: its units, their stakes and what it pays if it wins, in minor units. */
export interface SelectionLiability {
  selection: string;
  betType: string;
  units: number;
  stakeMinor: bigint;
  payoutMinor: bigint;
}

/**
 * The liability per selection of a set of tickets (decision 0084): each unit of each ticket is on one selection
 * (a number at a position, a side, a combination: `lotteryBetSelections`) and pays its unit × its odds if that
 * selection wins. Summed per selection — hundredths kept exact and rounded down once per selection, as a ticket's
 * win is — the largest first.
 */
export function selectionLiabilities(
  kind: LotteryKind,
  prizeMode: LotteryPrizeMode,
  list: readonly LiabilityTicket[],
): SelectionLiability[] {
  const bySelection = new Map<string, { betType: string; units: number; stakeMinor: bigint; hundredths: bigint }>();
  for (const ticket of list) {
    const bet = { betType: ticket.betType, position: ticket.position ?? undefined, picks: ticket.picks };
    for (const { selection, pick } of lotteryBetSelections(kind, bet)) {
      const entry = bySelection.get(selection) ?? { betType: ticket.betType, units: 0, stakeMinor: 0n, hundredths: 0n };
      entry.units += 1;
      entry.stakeMinor += ticket.unitMinor;
      entry.hundredths += ticket.unitMinor * lotteryOdds(kind, ticket.betType, prizeMode, pick);
      bySelection.set(selection, entry);
    }
  }
  return [...bySelection]
    .map(([selection, entry]) => ({
      selection,
      betType: entry.betType,
      units: entry.units,
      stakeMinor: entry.stakeMinor,
      payoutMinor: entry.hundredths / 100n,
    }))
    .sort((a, b) =>
      a.payoutMinor === b.payoutMinor ? a.selection.localeCompare(b.selection) : a.payoutMinor > b.payoutMinor ? -1 : 1,
    );
}
