import { sportsMarketKinds, type SportsMarketKind } from '@ficha/contract';

/**
 * The markets the sportsbook offers and how each selection is decided by a result (decision 0057). Lines are kept
 * in quarter units (a handicap of -0.75 is -3, a total of 2.5 is 10), so Asian quarter lines are whole numbers and
 * no line is ever a float.
 *
 * The kinds (their wire names live in the contract): 1x2 — home / draw / away on the final score; winner — home /
 * away, a tie is a push (basketball, tennis sets, e-sports maps won); handicap — Asian handicap, `line` quarters
 * added to home, selections home / away; total — over / under on both scores, `line` in quarters; btts — both
 * teams to score, yes / no; correct_score — the exact final score `h-a`; map_winner — who wins map `map`;
 * map_total — over / under on the number of maps played.
 */
export const marketKinds = sportsMarketKinds;
export type MarketKind = SportsMarketKind;

/** A market as bets see it: its kind and, for lines and maps, which. */
export interface MarketSpec {
  kind: MarketKind;
  /** Quarter units (handicap, total, map_total); 0 otherwise. */
  line: number;
  /** The map of a map_winner market; 0 otherwise. */
  map: number;
}

/** A final result as the feed reports it: the score, and the winner of each map played (e-sports). */
export interface EventResult {
  home: number;
  away: number;
  maps?: Array<'home' | 'away'>;
}

/**
 * What a selection came to. half_win / half_lose: an Asian quarter line, half the stake on each neighbouring
 * half line, one half decided and the other pushed.
 */
export type LegOutcome = 'win' | 'lose' | 'push' | 'half_win' | 'half_lose' | 'void';

/** The selections a market offers (correct scores: the listed ones; any `h-a` is accepted). */
export function selectionsOf(market: MarketSpec): string[] {
  switch (market.kind) {
    case '1x2':
      return ['home', 'draw', 'away'];
    case 'winner':
    case 'handicap':
    case 'map_winner':
      return ['home', 'away'];
    case 'total':
    case 'map_total':
      return ['over', 'under'];
    case 'btts':
      return ['yes', 'no'];
    case 'correct_score':
      return [];
  }
}

/** Whether `selection` is one the market takes. */
export function isSelectionOf(market: MarketSpec, selection: string): boolean {
  if (market.kind === 'correct_score') return /^(\d|1\d)-(\d|1\d)$/.test(selection);
  return selectionsOf(market).includes(selection);
}

/**
 * A line bet decided on `margin4`: the selection's margin in quarter units, the line already added. On a whole or
 * half line (even margin4) it is a win, a push or a loss. A quarter line (odd margin4) splits the stake on the two
 * neighbouring lines, margin4 - 1 and margin4 + 1: ±1 leaves one half pushed (half win / half lose), ±3 or beyond
 * decides both halves alike.
 */
export function lineOutcome(margin4: number): LegOutcome {
  if (margin4 % 2 === 0) return margin4 > 0 ? 'win' : margin4 < 0 ? 'lose' : 'push';
  if (margin4 === 1) return 'half_win';
  if (margin4 === -1) return 'half_lose';
  return margin4 > 0 ? 'win' : 'lose';
}

/** What `selection` of `market` came to with `result` (null: the event was cancelled → void). */
export function decideSelection(market: MarketSpec, selection: string, result: EventResult | null): LegOutcome {
  if (result === null) return 'void';
  const { home, away } = result;
  const maps = result.maps ?? [];
  const pick = <T extends string>(won: T) => (selection === won ? 'win' : 'lose');
  switch (market.kind) {
    case '1x2':
      return pick(home > away ? 'home' : home < away ? 'away' : 'draw');
    case 'winner':
      return home === away ? 'push' : pick(home > away ? 'home' : 'away');
    case 'handicap': {
      const margin4 = (home - away) * 4 + market.line;
      return lineOutcome(selection === 'home' ? margin4 : -margin4);
    }
    case 'total': {
      const over4 = (home + away) * 4 - market.line;
      return lineOutcome(selection === 'over' ? over4 : -over4);
    }
    case 'btts':
      return pick(home > 0 && away > 0 ? 'yes' : 'no');
    case 'correct_score':
      return pick(`${home}-${away}`);
    case 'map_winner': {
      const winner = maps[market.map - 1];
      return winner === undefined ? 'void' : pick(winner);
    }
    case 'map_total': {
      const over4 = maps.length * 4 - market.line;
      return lineOutcome(selection === 'over' ? over4 : -over4);
    }
  }
}
