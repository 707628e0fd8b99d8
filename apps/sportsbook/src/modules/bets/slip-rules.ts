import { DomainError, toWireMoney, type PlaceSportsBetRequest } from '@ficha/contract';
import { isSelectionOf } from '../../betting/markets.ts';
import { potentialReturnMinor } from '../../betting/odds.ts';
import type { SlipMarket } from './bets.queries.ts';

export type OddsChange = PlaceSportsBetRequest['oddsChange'];
export interface SlipLeg {
  marketId: string;
  selection: string;
  odds: number;
}
export interface Limits {
  minStakeMinor: bigint;
  maxStakeMinor: bigint;
  maxPayoutMinor: bigint;
}

const limitError = (limits: Limits) =>
  new DomainError('sports_stake_limit', {
    value: {
      minStake: toWireMoney(limits.minStakeMinor),
      maxStake: toWireMoney(limits.maxStakeMinor),
      maxPayout: toWireMoney(limits.maxPayoutMinor),
    },
  });

/** Refusals that need no database: the stake outside the limits, the same market twice. */
export function checkSlipShape(legs: SlipLeg[], stakeMinor: bigint, limits: Limits) {
  if (stakeMinor < limits.minStakeMinor || stakeMinor > limits.maxStakeMinor) throw limitError(limits);
  if (new Set(legs.map((leg) => leg.marketId)).size !== legs.length) throw new DomainError('sports_bet_legs_invalid');
}

/**
 * The slip against the markets as they stand (decision 0057): every selection offered (sports_selection_unknown),
 * at most one leg per event — legs on one event are correlated (sports_bet_legs_invalid), every market open on
 * an event that takes bets (sports_market_closed), every price acceptable under the player's policy — `none`: as
 * on the slip, `better`: as on the slip or higher, `any` — else sports_odds_changed with the prices now; and the
 * return if all wins within the payout limit. Answers the odds accepted (the current ones) per leg.
 */
export function checkSlip(
  legs: SlipLeg[],
  found: SlipMarket[],
  input: { stakeMinor: bigint; oddsChange: OddsChange; limits: Limits },
): number[] {
  const byId = new Map(found.map((row) => [row.market.id, row]));
  const rows = legs.map((leg) => {
    const row = byId.get(leg.marketId);
    if (!row || !isSelectionOf(row.market, leg.selection) || row.market.odds[leg.selection] === undefined) {
      throw new DomainError('sports_selection_unknown');
    }
    return row;
  });
  if (new Set(rows.map((row) => row.event.id)).size !== rows.length) throw new DomainError('sports_bet_legs_invalid');
  for (const { market, event } of rows) {
    const takesBets = (event.status === 'scheduled' || event.status === 'live') && event.settledAt === null;
    if (!takesBets || market.status !== 'open') throw new DomainError('sports_market_closed');
  }
  const current = legs.map((leg, index) => rows[index]!.market.odds[leg.selection]!);
  const acceptable = (asked: number, now: number) =>
    now === asked || input.oddsChange === 'any' || (input.oddsChange === 'better' && now > asked);
  if (legs.some((leg, index) => !acceptable(leg.odds, current[index]!))) {
    throw new DomainError('sports_odds_changed', {
      value: {
        legs: legs.map((leg, index) => ({ marketId: leg.marketId, selection: leg.selection, odds: current[index]! })),
      },
    });
  }
  if (potentialReturnMinor(input.stakeMinor, current) > input.limits.maxPayoutMinor) throw limitError(input.limits);
  return current;
}
