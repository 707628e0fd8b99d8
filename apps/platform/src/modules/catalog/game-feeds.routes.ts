import { getGameMatches, getJackpots } from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';

/**
 * Hot sports matches and jackpots (decision 0042): the platform has no sportsbook and runs no jackpot pools, so
 * both answer their recorded shape with empty lists. A sportsbook or a jackpot module answers here from its data.
 */
export function gameFeedRoutes(bind: EndpointBinder) {
  bind.bind(getGameMatches, async () => ({ hot_sport: [], league: [], match: [] }));
  bind.bind(getJackpots, async () => ({ list: [] }));
}
