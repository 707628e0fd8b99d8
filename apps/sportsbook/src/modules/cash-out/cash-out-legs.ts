import type { CashOutLeg } from '../../betting/cash-out.ts';
import type { EventRow, MarketRow } from '../../db/schema/index.ts';

/**
 * A leg as the cash-out prices it: its price now only while its market takes bets — market open, event scheduled
 * or live and not settled, the selection priced (a correct score the feed no longer lists is not).
 */
export function cashOutLegOf(row: {
  leg: { oddsMilli: number; selection: string; outcome: CashOutLeg['outcome'] };
  market: Pick<MarketRow, 'status' | 'odds'>;
  event: Pick<EventRow, 'status' | 'settledAt'>;
}): CashOutLeg {
  const { leg, market, event } = row;
  const taking =
    market.status === 'open' && event.settledAt === null && (event.status === 'scheduled' || event.status === 'live');
  return {
    oddsMilli: leg.oddsMilli,
    outcome: leg.outcome,
    currentOddsMilli: taking ? (market.odds[leg.selection] ?? null) : null,
  };
}
