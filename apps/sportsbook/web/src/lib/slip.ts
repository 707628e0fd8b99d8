import type { SportsEvent } from '@ficha/contract';

/** One pick of the slip: a market's selection at the price the player saw. */
export interface SlipLeg {
  eventId: string;
  marketId: string;
  selection: string;
  odds: number;
  /** What the slip shows: the match, and the market and selection as text. */
  match: string;
  pick: string;
  /** The event was live when picked: the bet is held for the live bet delay before it is accepted. */
  live: boolean;
}

/** The slip holds at most this many legs (the contract's parlay limit). */
export const maxLegs = 10;

/**
 * Picking a price: the same pick again takes it off; a pick on an event already on the slip replaces that
 * event's leg (legs on one event are correlated: one per event); otherwise it is added, up to the limit.
 */
export function togglePick(slip: readonly SlipLeg[], leg: SlipLeg): SlipLeg[] {
  const same = slip.find((item) => item.marketId === leg.marketId && item.selection === leg.selection);
  if (same) return slip.filter((item) => item !== same);
  const others = slip.filter((item) => item.eventId !== leg.eventId);
  return others.length >= maxLegs ? [...slip] : [...others, leg];
}

/** The prices the server answered (an odds change), written over the slip's. */
export function repriced(
  slip: readonly SlipLeg[],
  prices: readonly { marketId: string; selection: string; odds: number }[],
) {
  return slip.map((leg) => {
    const price = prices.find((item) => item.marketId === leg.marketId && item.selection === leg.selection);
    return price ? { ...leg, odds: price.odds } : leg;
  });
}

/** Whether an event takes bets now: scheduled or live. */
export const isOpen = (event: SportsEvent) => event.status === 'scheduled' || event.status === 'live';
