import {
  launchGame,
  lgwGameMenus,
  lgwNumerosNear,
  lottoOpenedNumero,
  type LgwGame,
  type LotteryPrizeModeParam,
} from '@ficha/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';

/** How many results the history and the chart read. */
export const historySize = 50;
/** How often the current draw is read again while the page is open (a fast draw comes every minute). */
const nearEveryMs = 5_000;

const lotteryKeys = {
  menus: (mode: string) => ['lottery', 'menus', mode] as const,
  near: (gameCode: string) => ['lottery', 'near', gameCode] as const,
  results: (gameCode: string, last: string) => ['lottery', 'results', gameCode, last] as const,
};

/** The lottery games by category (`/lgw/games/game_menus`). */
export function menusQuery(prizeMode: LotteryPrizeModeParam | undefined) {
  return queryOptions({
    queryKey: lotteryKeys.menus(prizeMode ?? 'ALL'),
    queryFn: () => apiClient.call(lgwGameMenus, prizeMode ? { prizeMode } : {}),
    staleTime: 60_000,
  });
}

/** A game's draw taking tickets and its last result (`/lgw/numeros/near`), read again every few seconds. */
export function nearQuery(gameCode: string) {
  return queryOptions({
    queryKey: lotteryKeys.near(gameCode),
    queryFn: async () => {
      const answer = await apiClient.call(lgwNumerosNear, { gameCode });
      return { ...answer, offsetMs: answer.serverTime - Date.now() };
    },
    refetchInterval: nearEveryMs,
  });
}

/** A game's latest results (`/lotto/lgw/games/opened/numero`), read again when its last draw changes. */
export function resultsQuery(gameCode: string, lastNumero: string) {
  return queryOptions({
    queryKey: lotteryKeys.results(gameCode, lastNumero),
    queryFn: () => apiClient.call(lottoOpenedNumero, { gameCode, pageSize: historySize }),
    placeholderData: keepPreviousData,
  });
}

/**
 * One opening of a game through the lottery launcher (`launchGame` with `launchMode=LOTT`): it issues a one-use
 * token, so it is made once per opening, never refetched or retried, and dropped when the game closes.
 */
export function lotteryLaunchQuery(game: LgwGame, openingId: string) {
  return queryOptions({
    queryKey: ['lottery', 'launch', game.gameCode, openingId] as const,
    queryFn: () =>
      apiClient.call(launchGame, {
        launchMode: 'LOTT',
        lottoGameCode: game.gameCode,
        lottoPrizeMode: game.prizeMode,
        lottoView: 'betting',
        device: 'WEB',
        accountType: '1',
      }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}
