import type { GameType, profitCategories } from '@ficha/contract';

export type ProfitCategory = (typeof profitCategories)[number];

/** The profit and loss's kind of a game of each lobby type (our mini games are listed as in-house). */
const categoryOfType: Record<GameType, ProfitCategory> = {
  RNG: 'slots',
  INHOUSE: 'mini',
  LOTT: 'lottery',
  ELOTT: 'lottery',
  SPORTS: 'sports',
  ESPORTS: 'sports',
  COCKFIGHT: 'cockfight',
  PVP: 'table',
  FISH: 'fishing',
  LIVE: 'live',
};

/**
 * The kind a game's rounds count under: the game's own type in the lobby. A round records its provider's first
 * category, which files every game of a provider of several kinds (slots and mini games) under one; only a game the
 * lobby no longer lists falls back to it.
 */
export function profitCategoryOf(gameType: GameType | null, recorded: string): string {
  return gameType ? categoryOfType[gameType] : recorded;
}
