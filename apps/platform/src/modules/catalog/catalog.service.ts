import { createHash } from 'node:crypto';
import { DomainError, type GameItem, type GameType, type LanguageCode } from '@ficha/contract';
import { deepFreeze } from '../../cache/deep-freeze.ts';
import { localLobbyChanges, type LobbyCacheHooks } from '../../cache/lobby-changes.ts';
import { createTtlCache } from '../../cache/ttl-cache.ts';
import type { Db } from '../../db/database.ts';
import type { GameRow } from '../../db/schema/index.ts';
import type { Merchant } from '../merchants/merchant.ts';
import {
  deleteFavorite,
  findVendor,
  findVisibleGame,
  insertFavorite,
  listFavoriteNodeIds,
  listMostPlayedGames,
  listRecentNodeIds,
  listVisibleGames,
  listVisibleVendors,
  upsertRecentGame,
} from './catalog.queries.ts';
import {
  buildLanes,
  buildVassGameTypes,
  filterGames,
  gameItems,
  pageOf,
  type CatalogRows,
  type GameFilter,
  type ViewContext,
} from './catalog-view.ts';

/**
 * How long one instance serves a merchant's catalog from memory: a backstop, as a console change drops every
 * instance's copy when it is announced (decision 0033).
 */
const catalogTtlMs = 10_000;
/** Answers kept per merchant snapshot (pages × filters × languages); beyond that the oldest go. */
const maxAnswersPerSnapshot = 2000;
/** Hot games add the most played of the last days (from the daily aggregates) to the operator's marked ones. */
const mostPlayedDays = 7;
const mostPlayedCount = 12;
/** How many recent games are kept in view (SPEC §7.2: one page of 20; a few pages of history). */
const recentGamesKept = 100;

/** An answer and its ETag, computed once per catalog snapshot. */
export interface CachedAnswer<T> {
  value: T;
  etag: string;
}

interface Snapshot {
  rows: CatalogRows;
  /** The most played games of the last days, most rounds first, as `providerCode|gameCode`. */
  mostPlayed: string[];
  byNodeId: Map<number, CatalogRows['games'][number]>;
  answers: Map<string, CachedAnswer<unknown>>;
}

export interface CatalogRequest {
  merchant: Merchant;
  language: LanguageCode;
}

function contextOf({ merchant, language }: CatalogRequest): ViewContext {
  return { language, defaultLanguage: merchant.defaultLanguage, rules: merchant.laneRules };
}

function etagOf(value: unknown): string {
  return `W/"${createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 27)}"`;
}

/**
 * The catalog as players see it (SPEC §7 games and favourites): lanes, game lists and hot games from a
 * per-merchant snapshot whose answers are cached per language and filters with an ETag; favourites and
 * recent games per member from the database.
 */
/** Marked games in display order, then the most played in order of rounds, each once and all shown as hot. */
function hotRows(rows: CatalogRows, candidates: readonly GameRow[], mostPlayed: readonly string[]): GameRow[] {
  const providerOf = new Map(rows.vendors.map((v) => [v.id, v.providerCode]));
  const byKey = new Map(candidates.map((g) => [`${providerOf.get(g.vendorId)}|${g.gameCode}`, g]));
  const marked = candidates.filter((g) => g.isHot);
  const played = mostPlayed.flatMap((key) => {
    const game = byKey.get(key);
    return game && !game.isHot && game.isGame === 'GAME' ? [{ ...game, isHot: true }] : [];
  });
  return [...marked, ...played];
}

export function createCatalogService(db: Db, deps: { lobby?: LobbyCacheHooks } = {}) {
  const lobby = deps.lobby ?? localLobbyChanges();
  const snapshots = createTtlCache<Snapshot>(catalogTtlMs);
  lobby.onChange(() => snapshots.clear());

  function snapshotOf(merchantId: number): Promise<Snapshot> {
    return snapshots.get(String(merchantId), async () => {
      const since = new Date(Date.now() - mostPlayedDays * 86_400_000);
      const [vendors, games, mostPlayed] = await Promise.all([
        listVisibleVendors(db, merchantId),
        listVisibleGames(db, merchantId),
        listMostPlayedGames(db, merchantId, since, mostPlayedCount),
      ]);
      const visibleVendorIds = new Set(vendors.map((v) => v.id));
      const visibleGames = games.filter((g) => visibleVendorIds.has(g.vendorId));
      return {
        rows: { vendors, games: visibleGames },
        mostPlayed,
        byNodeId: new Map(visibleGames.map((g) => [g.nodeId, g])),
        answers: new Map(),
      };
    });
  }

  /** An answer from the snapshot's cache, keyed by call, language, lane rules version and filters. */
  async function cached<T>(
    request: CatalogRequest,
    key: string,
    compute: (rows: CatalogRows, context: ViewContext, snapshot: Snapshot) => T,
  ): Promise<CachedAnswer<T>> {
    const snapshot = await snapshotOf(request.merchant.id);
    // The merchant's updatedAt changes with its lane rules, so answers built under old rules are not reused.
    const fullKey = `${key}|${request.language}|${request.merchant.updatedAt.getTime()}`;
    const hit = snapshot.answers.get(fullKey);
    if (hit) return hit as CachedAnswer<T>;
    // Frozen: shared by every request that hits this key (and checked against the contract only once).
    const value = deepFreeze(compute(snapshot.rows, contextOf(request), snapshot));
    const answer = { value, etag: etagOf(value) };
    if (snapshot.answers.size >= maxAnswersPerSnapshot) {
      const oldest = snapshot.answers.keys().next().value;
      if (oldest !== undefined) snapshot.answers.delete(oldest);
    }
    snapshot.answers.set(fullKey, answer);
    return answer;
  }

  async function itemsOf(request: CatalogRequest, nodeIds: readonly number[]) {
    const snapshot = await snapshotOf(request.merchant.id);
    const games = nodeIds.flatMap((id) => {
      const game = snapshot.byNodeId.get(id);
      return game ? [game] : [];
    });
    return gameItems(snapshot.rows, games, contextOf(request));
  }

  return {
    lanes(request: CatalogRequest) {
      return cached(request, 'lanes', (rows, context) => ({ data: buildLanes(rows, context.rules) }));
    },

    vassGameTypes(request: CatalogRequest) {
      return cached(request, 'vass', (rows, context) => buildVassGameTypes(rows, context.rules));
    },

    gameList(request: CatalogRequest, filter: GameFilter, pageNo: number, pageSize: number) {
      const key = `list|${filter.gameType ?? ''}|${filter.vassalage ?? ''}|${filter.classify ?? ''}|${filter.name ?? ''}|${pageNo}|${pageSize}`;
      return cached(request, key, (rows, context) => {
        const { page, ...paging } = pageOf(filterGames(rows, filter, context), pageNo, pageSize);
        return { games: gameItems(rows, page, context), ...paging };
      });
    },

    /** The games the operator marks hot, then the most played of the last days (decision 0058). */
    hotGames(request: CatalogRequest, vassalage: string | undefined) {
      return cached(request, `hot|${vassalage ?? ''}`, (rows, context, { mostPlayed }) => ({
        list: gameItems(rows, hotRows(rows, filterGames(rows, { vassalage }, context), mostPlayed), context),
      }));
    },

    async favoriteIds(merchant: Merchant, memberId: number): Promise<number[]> {
      const [snapshot, ids] = await Promise.all([
        snapshotOf(merchant.id),
        listFavoriteNodeIds(db, merchant.id, memberId),
      ]);
      return ids.filter((id) => snapshot.byNodeId.has(id));
    },

    async favoriteList(
      request: CatalogRequest,
      memberId: number,
      gameType: GameType | undefined,
      pageNo: number,
      pageSize: number,
    ) {
      const ids = await listFavoriteNodeIds(db, request.merchant.id, memberId);
      const items = (await itemsOf(request, ids)).filter((item) => !gameType || item.gameType === gameType);
      const { page, totalPages } = pageOf(items, pageNo, pageSize);
      return { content: page, pageNum: pageNo, totalPages };
    },

    /** Adds a visible game to the favourites; adding it again changes nothing (SPEC §4 "Favourites"). */
    async addFavorite(merchant: Merchant, memberId: number, nodeId: number): Promise<number[]> {
      const game = await findVisibleGame(db, merchant.id, nodeId);
      if (!game) throw new DomainError('not_found');
      await insertFavorite(db, { merchantId: merchant.id, memberId, nodeId });
      return this.favoriteIds(merchant, memberId);
    },

    async removeFavorite(merchant: Merchant, memberId: number, nodeId: number): Promise<number[]> {
      await deleteFavorite(db, merchant.id, memberId, nodeId);
      return this.favoriteIds(merchant, memberId);
    },

    async recentGames(
      request: CatalogRequest,
      memberId: number,
      gameType: GameType | undefined,
      pageNo: number,
      pageSize: number,
    ) {
      const ids = await listRecentNodeIds(db, request.merchant.id, memberId, recentGamesKept);
      const items = (await itemsOf(request, ids)).filter((item) => !gameType || item.gameType === gameType);
      const { page, ...paging } = pageOf(items, pageNo, pageSize);
      return { games: page, ...paging };
    },

    /**
     * What a launch needs about a visible game (SPEC §4 "Starting a game"): its code, the provider that runs it
     * and whether it or its vendor is under maintenance. Unknown, hidden or another merchant's: `not_found`.
     */
    async launchTarget(request: CatalogRequest, nodeId: number) {
      // From the database, not the snapshot: a game switched off on another instance must not start.
      const game = await findVisibleGame(db, request.merchant.id, nodeId);
      const vendor = game && (await findVendor(db, request.merchant.id, game.vendorId));
      if (!game || !vendor) throw new DomainError('not_found');
      const [item] = gameItems({ vendors: [vendor], games: [game] }, [game], contextOf(request));
      if (!item) throw new DomainError('not_found');
      return { item, providerCode: vendor.providerCode };
    },

    /** The vendor codes (vassalage) of a provider's visible vendors on the merchant's site. */
    async vassalagesOfProvider(merchantId: number, providerCode: string): Promise<string[]> {
      const vendors = await listVisibleVendors(db, merchantId);
      return [...new Set(vendors.filter((v) => v.providerCode === providerCode).map((v) => v.vassalage))];
    },

    /** Popular games to offer instead of one under maintenance (SPEC §8): hot games that can start now. */
    async popularAlternatives(request: CatalogRequest, excludeNodeId: number, limit = 6) {
      const { value } = await this.hotGames(request, undefined);
      return value.list
        .filter((g) => g.nodeId !== excludeNodeId && g.isGame === 'GAME' && !g.underMaintenance)
        .slice(0, limit);
    },

    /**
     * The visible games that can start (`isGame: GAME`) as list items in the request language, keyed by their
     * provider and code (`FICHA|dice`), for lists built from rounds (the winner board).
     */
    async itemsByProviderGame(request: CatalogRequest): Promise<Map<string, GameItem>> {
      const { value } = await cached(request, 'by-provider-game', (rows, context) => {
        const providerOf = new Map(rows.vendors.map((v) => [v.id, v.providerCode]));
        const playable = rows.games.filter((g) => g.isGame === 'GAME' && g.gameCode);
        const gameOf = new Map(playable.map((g) => [g.nodeId, g]));
        const entries = gameItems(rows, playable, context).map((item) => {
          const game = gameOf.get(item.nodeId);
          return [`${game && providerOf.get(game.vendorId)}|${item.gameCode}`, item] as const;
        });
        // The first game of a provider's code wins (a code is listed once per provider by the sync).
        return Object.fromEntries(entries.reverse());
      });
      return new Map(Object.entries(value).filter((e): e is [string, GameItem] => e[1] !== undefined));
    },

    /** Records that a member started a game (called by the launch); the game moves to the top of its recent list. */
    async recordPlay(merchantId: number, memberId: number, nodeId: number, tx: Db = db): Promise<void> {
      await upsertRecentGame(tx, { merchantId, memberId, nodeId });
    },

    /** After a console change or a sync of a merchant's catalog: every instance drops its cached catalogs. */
    invalidate(merchantId: number): void {
      lobby.changed(merchantId);
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
