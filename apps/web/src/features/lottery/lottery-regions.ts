import type { LgwGame, LgwGroup, LotteryGroupCode, LotteryPrizeModeParam } from '@ficha/contract';

/** The site's three lottery pages (SPEC §2.1, §4): `/lottery`, `/seaLottery`, `/vnLottery`. */
export type LotteryRegion = 'main' | 'sea' | 'vn';

/** Which categories of the gateway's menu each page lists, in this order. */
const regionGroups: Readonly<Record<LotteryRegion, readonly LotteryGroupCode[]>> = {
  main: ['SSC', 'PK10', '11X5', 'K3', 'LHC'],
  sea: ['SEA'],
  vn: ['VN'],
};

/** The prize mode a page asks the menu for: the SEA page its own mode, the others every mode. */
export const regionPrizeMode: Readonly<Record<LotteryRegion, LotteryPrizeModeParam | undefined>> = {
  main: undefined,
  sea: 'SEA',
  vn: undefined,
};

/** The menu's categories a page lists, in the page's order, each with at least one game. */
export function groupsOfRegion(menus: Readonly<Record<string, LgwGroup>>, region: LotteryRegion): LgwGroup[] {
  return regionGroups[region].flatMap((code) => {
    const group = menus[code];
    return group && group.gameMenus.length > 0 ? [group] : [];
  });
}

/** The game a page shows: the one the address names when the page lists it, else the first one listed. */
export function selectedGame(groups: readonly LgwGroup[], gameCode: string | null): LgwGame | undefined {
  const games = groups.flatMap((group) => group.gameMenus);
  return games.find((game) => game.gameCode === gameCode) ?? games[0];
}
