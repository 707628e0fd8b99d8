import {
  gameTypes,
  laneOrder,
  type GameItem,
  type GameType,
  type LaneRules,
  type Lane,
  type LanguageCode,
  type VendorCard,
} from '@ficha/contract';
import type { GameRow, GameVendorRow } from '../../db/schema/index.ts';

/**
 * The lane a vendor shows in (SPEC §4 "Categories", upstream-api §4.1): SPORTS vendors on the merchant's
 * cockfight list move to COCKFIGHT and those on its e-sport list to ESPORTS; RNG vendors on the exclusion
 * list move to INHOUSE. Every other vendor stays in its own game type.
 */
export function laneOf(vendor: Pick<GameVendorRow, 'vassalage' | 'gameType'>, rules: LaneRules): GameType {
  const type = toGameType(vendor.gameType);
  if (type === 'SPORTS' && rules.cockfightVendors.includes(vendor.vassalage)) return 'COCKFIGHT';
  if (type === 'SPORTS' && rules.esportVendors.includes(vendor.vassalage)) return 'ESPORTS';
  if (type === 'RNG' && rules.excludedRngVendors.includes(vendor.vassalage)) return 'INHOUSE';
  return type;
}

function toGameType(value: string): GameType {
  if (!(gameTypes as readonly string[]).includes(value)) throw new Error(`unknown game type ${value}`);
  return value as GameType;
}

/** The name in `language`, else in the merchant's default language, else the provider's name. */
export function localName(game: Pick<GameRow, 'name' | 'names'>, language: LanguageCode, fallback: LanguageCode) {
  return game.names[language] ?? game.names[fallback] ?? game.name;
}

/** The visible catalog of one merchant, as loaded from the database. */
export interface CatalogRows {
  vendors: GameVendorRow[];
  /** In display order: game order, then vendor order, then nodeId. */
  games: GameRow[];
}

export interface ViewContext {
  language: LanguageCode;
  defaultLanguage: LanguageCode;
  rules: LaneRules;
}

/** Builds list items for games of a visible catalog; games whose vendor is not visible are left out. */
export function gameItems(rows: CatalogRows, games: readonly GameRow[], context: ViewContext): GameItem[] {
  const vendors = new Map(rows.vendors.map((v) => [v.id, v]));
  const items: GameItem[] = [];
  for (const game of games) {
    const vendor = vendors.get(game.vendorId);
    if (!vendor) continue;
    const name = localName(game, context.language, context.defaultLanguage);
    items.push({
      nodeId: game.nodeId,
      gameId: game.gameId,
      gameCode: game.gameCode,
      vassalage: vendor.vassalage,
      gameType: laneOf(vendor, context.rules),
      gameName: name,
      nodeName: name,
      displayName: vendor.displayName,
      iconUrl: game.iconUrl,
      showIcon: game.iconUrl,
      isGame: game.isGame,
      isHot: game.isHot ? 1 : 0,
      gameClassify: game.classify,
      underMaintenance: game.maintenance || vendor.maintenance,
    });
  }
  return items;
}

function classifyCounts(games: readonly GameRow[]) {
  const counts = new Map<string, number>();
  for (const game of games) for (const tag of game.classify) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts.keys()].sort().map((key) => ({ key, displayName: key, gameCount: counts.get(key) ?? 0 }));
}

/**
 * The vendor lanes of `newGameVendor`: each visible vendor with at least one game, in its lane, lanes in
 * `laneOrder`, vendors in their order. A vendor with a single game is launched from its card (`isGame: GAME`).
 */
export function buildLanes(rows: CatalogRows, rules: LaneRules): { lanes: Lane[]; prizeMode: 'LOTT' | 'ELOTT' } {
  const gamesByVendor = groupGames(rows);
  const lanes = new Map<GameType, { cards: VendorCard[]; games: GameRow[] }>();
  for (const vendor of rows.vendors) {
    const vendorGames = gamesByVendor.get(vendor.id) ?? [];
    const playable = vendorGames.filter((g) => g.isGame === 'GAME');
    if (vendorGames.length === 0) continue;
    const title = laneOf(vendor, rules);
    const single = playable.length === 1 && vendorGames.length === 1 ? playable[0] : undefined;
    const lane = lanes.get(title) ?? { cards: [], games: [] };
    lane.cards.push({
      vassalage: vendor.vassalage,
      displayName: vendor.displayName,
      gameType: title,
      lagerIcon: vendor.largeIconUrl,
      smallIcon: vendor.smallIconUrl,
      isGame: single ? 'GAME' : 'VASSALAGE',
      gameCode: single?.gameCode ?? null,
      nodeId: single?.nodeId ?? null,
      gameCount: playable.length,
      underMaintenance: vendor.maintenance,
    });
    lane.games.push(...vendorGames);
    lanes.set(title, lane);
  }
  const ordered = laneOrder.flatMap((title) => {
    const lane = lanes.get(title);
    return lane ? [{ title, cards: lane.cards, gameClassify: classifyCounts(lane.games) }] : [];
  });
  const elott = lanes.get('ELOTT');
  // spec: §4 "Categories" — ELOTT when the ELOTT lane has vendor TCG_LOTTO_VN or LOTT.
  const prizeMode = elott?.cards.some((c) => c.vassalage === 'TCG_LOTTO_VN' || c.vassalage === 'LOTT')
    ? 'ELOTT'
    : 'LOTT';
  return { lanes: ordered, prizeMode };
}

/** `getVassGameType`: lane → vendor → the vendor's classify tags with their game counts. */
export function buildVassGameTypes(rows: CatalogRows, rules: LaneRules) {
  const gamesByVendor = groupGames(rows);
  const content: Record<string, Record<string, ReturnType<typeof classifyCounts>>> = {};
  for (const vendor of rows.vendors) {
    const vendorGames = gamesByVendor.get(vendor.id);
    if (!vendorGames?.length) continue;
    const lane = (content[laneOf(vendor, rules)] ??= {});
    lane[vendor.vassalage] = classifyCounts(vendorGames);
  }
  return { content };
}

function groupGames(rows: CatalogRows): Map<number, GameRow[]> {
  const byVendor = new Map<number, GameRow[]>();
  for (const game of rows.games) {
    const list = byVendor.get(game.vendorId);
    if (list) list.push(game);
    else byVendor.set(game.vendorId, [game]);
  }
  return byVendor;
}

/** Folds case and accents so a search for "dragon" finds "Dragón". */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();
}

/** What a name search matches: the game's name in every language it has, and its vendor's name and code. */
function searchTexts(game: GameRow, vendor: GameVendorRow): string[] {
  return [game.name, ...Object.values(game.names), vendor.displayName, vendor.vassalage].filter(
    (text): text is string => typeof text === 'string',
  );
}

export interface GameFilter {
  gameType?: GameType;
  vassalage?: string;
  classify?: string;
  name?: string;
}

/** The games of a list page's filters, in display order: lane, vendor, tag, name in the request language. */
export function filterGames(rows: CatalogRows, filter: GameFilter, context: ViewContext): GameRow[] {
  const vendors = new Map(rows.vendors.map((v) => [v.id, v]));
  const needle = filter.name ? searchKey(filter.name) : undefined;
  return rows.games.filter((game) => {
    const vendor = vendors.get(game.vendorId);
    if (!vendor) return false;
    if (filter.gameType && laneOf(vendor, context.rules) !== filter.gameType) return false;
    if (filter.vassalage && vendor.vassalage !== filter.vassalage) return false;
    if (filter.classify && !game.classify.includes(filter.classify)) return false;
    if (needle && !searchTexts(game, vendor).some((text) => searchKey(text).includes(needle))) return false;
    return true;
  });
}

export function pageOf<T>(items: readonly T[], pageNo: number, pageSize: number) {
  return {
    page: items.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    pageNo,
    totalPages: Math.max(1, Math.ceil(items.length / pageSize)),
    totalCount: items.length,
  };
}
