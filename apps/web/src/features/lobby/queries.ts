import {
  addFavoriteGame,
  getFavoriteGameIds,
  getDemoVendors,
  getFavoriteGamesList,
  getGameList,
  getGameVendors,
  getHotGames,
  getRankList,
  getRecentGames,
  getVassGameType,
  removeFavoriteGame,
  businessConstants,
  type GameType,
  type LanguageCode,
} from '@ficha/contract';
import { infiniteQueryOptions, keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';
import { sessionKeys } from '../../lib/storage.ts';
import { nextPageNo } from './paging.ts';
import { initialFromSession, writeCachedList } from './session-cache.ts';

/**
 * The lobby's server state. Public lists (lanes, hot games, game lists, winner board) are keyed by
 * language: the server answers in the `Language` header's language, so a language change refetches them
 * (SPEC §4 "Language change"); lanes and hot games are also kept in session storage for a reload (SPEC §4
 * "Caching"). Member lists are keyed by the session token.
 */
export const lobbyKeys = {
  all: ['lobby'] as const,
  lanes: (language: LanguageCode) => ['lobby', 'lanes', language] as const,
  vassGameTypes: (language: LanguageCode) => ['lobby', 'vass-game-types', language] as const,
  hotGames: (language: LanguageCode) => ['lobby', 'hot-games', language] as const,
  winnerBoard: (language: LanguageCode) => ['lobby', 'winner-board', language] as const,
  games: (language: LanguageCode, filter: GameFilter) => ['lobby', 'games', language, filter] as const,
  search: (language: LanguageCode, text: string) => ['lobby', 'search', language, text] as const,
  vendorGames: (language: LanguageCode, gameType: GameType, vassalage: string, size: number) =>
    ['lobby', 'vendor-games', language, gameType, vassalage, size] as const,
  favouriteIds: (token: string | null) => ['favourite-ids', token] as const,
  favourites: (token: string | null, language: LanguageCode) => ['favourites', token, language] as const,
  recent: (token: string | null, language: LanguageCode) => ['recent-games', token, language] as const,
  demoVendors: ['lobby', 'demo-vendors'] as const,
};

/** Lists change when the console edits the catalog; a minute is fresh enough for the lobby. */
const lobbyStaleMs = 60_000;

/** Whether demo play is open and which vendors' games open in demo mode (asked only for visitors and trials). */
export function demoVendorsQuery(enabled: boolean) {
  return queryOptions({
    queryKey: lobbyKeys.demoVendors,
    queryFn: enabled ? () => apiClient.call(getDemoVendors, {}) : skipToken,
    staleTime: lobbyStaleMs,
  });
}

export function lanesQuery(language: LanguageCode) {
  return queryOptions({
    queryKey: lobbyKeys.lanes(language),
    queryFn: async () => {
      const value = await apiClient.call(getGameVendors, {});
      writeCachedList(sessionKeys.gameVendor, language, value, Date.now());
      return value;
    },
    ...initialFromSession(sessionKeys.gameVendor, language, getGameVendors.response),
    staleTime: lobbyStaleMs,
    placeholderData: keepPreviousData,
  });
}

export function vassGameTypesQuery(language: LanguageCode) {
  return queryOptions({
    queryKey: lobbyKeys.vassGameTypes(language),
    queryFn: () => apiClient.call(getVassGameType, {}),
    staleTime: lobbyStaleMs,
  });
}

export function hotGamesQuery(language: LanguageCode) {
  return queryOptions({
    queryKey: lobbyKeys.hotGames(language),
    queryFn: async () => {
      const value = await apiClient.call(getHotGames, { vassalage: '' });
      writeCachedList(sessionKeys.hotGames, language, value, Date.now());
      return value;
    },
    ...initialFromSession(sessionKeys.hotGames, language, getHotGames.response),
    staleTime: lobbyStaleMs,
    placeholderData: keepPreviousData,
  });
}

export function winnerBoardQuery(language: LanguageCode) {
  return queryOptions({
    queryKey: lobbyKeys.winnerBoard(language),
    queryFn: () =>
      apiClient.call(getRankList, { gameCategory: 'ALL', limitNum: businessConstants.pageSizes.winnerBoard }),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

/** The filters of a list centre: a game type, optionally one vendor, one classify tag and a name searched. */
export interface GameFilter {
  gameType?: GameType;
  vassalage?: string;
  gameClassify?: string;
  gameName?: string;
}

/** A game list in pages of 20, loaded one after the other ("show more"). */
export function gameListQuery(language: LanguageCode, filter: GameFilter) {
  return infiniteQueryOptions({
    queryKey: lobbyKeys.games(language, filter),
    queryFn: ({ pageParam }) =>
      apiClient.call(getGameList, {
        ...filter,
        pageNo: pageParam,
        pageSize: businessConstants.pageSizes.gameList,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageNo,
    staleTime: lobbyStaleMs,
  });
}

/** The header's search: the first games of every category whose name (in any language) or vendor matches. */
export function gameSearchQuery(language: LanguageCode, text: string) {
  return queryOptions({
    queryKey: lobbyKeys.search(language, text),
    queryFn: text ? () => apiClient.call(getGameList, { gameName: text, pageNo: 1, pageSize: 8 }) : skipToken,
    staleTime: lobbyStaleMs,
    placeholderData: keepPreviousData,
  });
}

/** The first games of one vendor (a home section's vendor list). */
export function vendorGamesQuery(language: LanguageCode, gameType: GameType, vassalage: string, size: number) {
  return queryOptions({
    queryKey: lobbyKeys.vendorGames(language, gameType, vassalage, size),
    queryFn: () => apiClient.call(getGameList, { gameType, vassalage, pageNo: 1, pageSize: size }),
    staleTime: lobbyStaleMs,
  });
}

export function favouriteIdsQuery(token: string | null) {
  return queryOptions({
    queryKey: lobbyKeys.favouriteIds(token),
    queryFn: token ? () => apiClient.call(getFavoriteGameIds, {}) : skipToken,
  });
}

export function favouritesQuery(token: string | null, language: LanguageCode) {
  return queryOptions({
    queryKey: lobbyKeys.favourites(token, language),
    queryFn: token
      ? () => apiClient.call(getFavoriteGamesList, { pageNo: 1, pageSize: businessConstants.pageSizes.favourites })
      : skipToken,
  });
}

export function recentGamesQuery(token: string | null, language: LanguageCode) {
  return infiniteQueryOptions({
    queryKey: lobbyKeys.recent(token, language),
    queryFn: token
      ? ({ pageParam }) =>
          apiClient.call(getRecentGames, { pageNo: pageParam, pageSize: businessConstants.pageSizes.recentGames })
      : skipToken,
    initialPageParam: 1,
    getNextPageParam: nextPageNo,
  });
}

export function setFavourite(nodeId: number, isFavourite: boolean, vendor: string, gameType: GameType) {
  const body = { nodeId, vendor, gameType };
  return isFavourite ? apiClient.call(addFavoriteGame, body) : apiClient.call(removeFavoriteGame, body);
}
