import type { SportsEvent } from '@ficha/contract';
import type { TFunction } from 'i18next';
import { lineText } from '../lib/odds.ts';

type Market = SportsEvent['markets'][number];
interface Teams {
  home: string;
  away: string;
}

/** A market's name: its kind, with its line and map where it has them. */
export function marketLabel(t: TFunction, market: Pick<Market, 'kind' | 'line' | 'map'>): string {
  const line = lineText(market.line, market.kind === 'handicap');
  switch (market.kind) {
    case '1x2':
      return t('market_1x2');
    case 'winner':
      return t('market_winner');
    case 'handicap':
      return t('market_handicap', { line });
    case 'total':
      return t('market_total', { line });
    case 'btts':
      return t('market_btts');
    case 'correct_score':
      return t('market_correct_score');
    case 'map_winner':
      return t('market_map_winner', { map: market.map });
    case 'map_total':
      return t('market_map_total', { map: market.map, line });
  }
}

/** A selection as text: the team for home / away, otherwise its word (a correct score as it is: "2-1"). */
export function selectionLabel(t: TFunction, teams: Teams, selection: string): string {
  switch (selection) {
    case 'home':
      return teams.home;
    case 'away':
      return teams.away;
    case 'draw':
      return t('selection_draw');
    case 'over':
      return t('selection_over');
    case 'under':
      return t('selection_under');
    case 'yes':
      return t('selection_yes');
    case 'no':
      return t('selection_no');
    default:
      return selection;
  }
}
