import type { GameType } from '@ficha/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/i18n.ts';
import { GameList } from './game-list.tsx';
import { pagedSource } from './paged-source.ts';
import { gameListQuery } from './queries.ts';

export interface ContainerGamesProps {
  vassalage: string;
  gameType: GameType;
  title: string;
}

/** A container's popup game list (SPEC §2.5, §4): the vendor's games, in pages of 20. */
export function ContainerGames({ vassalage, gameType, title }: ContainerGamesProps) {
  const { t } = useTranslation('lobby');
  const language = useLanguage();
  const games = useInfiniteQuery({
    ...gameListQuery(language, { gameType, vassalage }),
    select: (data) => ({
      ...data,
      // The container itself is one of its vendor's list items; its popup lists the games.
      pages: data.pages.map((page) => ({ ...page, games: page.games.filter((game) => game.isGame === 'GAME') })),
    }),
  });
  return <GameList source={pagedSource(games)} emptyMessage={t('games_empty')} label={title} />;
}
