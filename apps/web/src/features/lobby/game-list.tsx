import type { GameItem } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/error-message.ts';
import { Button, ErrorState, LoadingState } from '@ficha/ui';
import { LobbyEmptyState } from './lobby-empty-state.tsx';
import { useLaunch } from './use-launch.ts';
import { GameListItem } from './game-list-item.tsx';
import { remainingCount } from './paging.ts';
import { useFavourites } from './use-favourites.ts';

/** The parts of a (possibly paged) list query a game list shows. */
export interface GameListSource {
  games: GameItem[] | undefined;
  totalCount: number;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  isFetching: boolean;
  hasNextPage?: boolean;
  isFetchingNextPage?: boolean;
  fetchNextPage?: () => unknown;
}

export interface GameListProps {
  source: GameListSource;
  emptyMessage: string;
  /** Names the list for assistive technology. */
  label: string;
}

/** A list of game list items with its loading, error and empty states and, when paged, "show more". */
export function GameList({ source, emptyMessage, label }: GameListProps) {
  const { t } = useTranslation('lobby');
  const errorMessage = useErrorMessage();
  const favourites = useFavourites();
  const launch = useLaunch();
  if (source.isPending) return <LoadingState label={t('games_loading')} />;
  if (source.isError && !source.games) {
    return (
      <ErrorState
        message={errorMessage(source.error)}
        retryLabel={t('retry')}
        onRetry={() => void source.refetch()}
        isRetrying={source.isFetching}
      />
    );
  }
  const games = source.games ?? [];
  if (games.length === 0) return <LobbyEmptyState message={emptyMessage} />;
  const remaining = remainingCount(source.totalCount, games.length);
  return (
    <div className="game-list">
      <p className="game-list__count" role="status">
        {t('games_shown', { shown: games.length, total: Math.max(source.totalCount, games.length) })}
      </p>
      <ul className="game-grid" aria-label={label}>
        {games.map((game) => (
          <GameListItem
            key={game.nodeId}
            game={game}
            favourites={favourites}
            onLaunch={(item) => launch({ kind: 'game', game: item })}
          />
        ))}
      </ul>
      {source.isError ? (
        <ErrorState
          message={errorMessage(source.error)}
          retryLabel={t('retry')}
          onRetry={() => void source.fetchNextPage?.()}
          isRetrying={source.isFetching}
        />
      ) : source.hasNextPage ? (
        <Button
          variant="secondary"
          className="game-list__more"
          onClick={() => void source.fetchNextPage?.()}
          disabled={source.isFetchingNextPage}
          aria-busy={source.isFetchingNextPage}
        >
          {t('show_more', { count: remaining })}
        </Button>
      ) : null}
    </div>
  );
}
