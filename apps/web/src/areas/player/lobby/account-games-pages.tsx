import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GameList } from '../../../features/lobby/game-list.tsx';
import { pagedSource } from '../../../features/lobby/paged-source.ts';
import { favouriteIdsQuery, favouritesQuery, recentGamesQuery } from '../../../features/lobby/queries.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { useSessionToken } from '../../../lib/session-store.ts';
import '../../../features/lobby/lobby.css';

/**
 * `/favorite` (SPEC §2.1): the member's favourite games. A game removed here leaves the list at once
 * (SPEC §4 "Favourites": local lists change first), before the server's list is read again.
 */
export function FavoritePage() {
  const { t } = useTranslation('lobby');
  const token = useSessionToken();
  const language = useLanguage();
  const list = useQuery(favouritesQuery(token, language));
  const ids = useQuery(favouriteIdsQuery(token));
  const kept = ids.data ? new Set(ids.data) : null;
  const games = list.data?.content.filter((game) => !kept || kept.has(game.nodeId));
  return (
    <div className="lobby-page">
      <h1 className="lobby-page__title">{t('favourites')}</h1>
      <GameList
        label={t('favourites')}
        emptyMessage={t('favourites_empty')}
        source={{
          games,
          totalCount: games?.length ?? 0,
          isPending: list.isPending,
          isError: list.isError,
          error: list.error,
          refetch: list.refetch,
          isFetching: list.isFetching,
        }}
      />
    </div>
  );
}

/** `/recent` (SPEC §2.1): the games the member played last, newest first, in pages of 20. */
export function RecentPage() {
  const { t } = useTranslation('lobby');
  const token = useSessionToken();
  const language = useLanguage();
  const recent = useInfiniteQuery(recentGamesQuery(token, language));
  return (
    <div className="lobby-page">
      <h1 className="lobby-page__title">{t('recent_games')}</h1>
      <GameList label={t('recent_games')} emptyMessage={t('recent_empty')} source={pagedSource(recent)} />
    </div>
  );
}
