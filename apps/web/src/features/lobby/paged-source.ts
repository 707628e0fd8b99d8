import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import type { GameItem } from '@ficha/contract';
import type { GameListSource } from './game-list.tsx';

type GamePage = { games: GameItem[]; totalCount: number };

/** A paged game list query as the source of a game list. */
export function pagedSource(query: UseInfiniteQueryResult<InfiniteData<GamePage, unknown>>): GameListSource {
  const pages = query.data?.pages ?? [];
  return {
    games: query.data ? pages.flatMap((page) => page.games) : undefined,
    totalCount: pages[0]?.totalCount ?? 0,
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
    isFetching: query.isFetching,
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    fetchNextPage: query.fetchNextPage,
  };
}
