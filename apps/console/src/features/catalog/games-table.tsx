import type { ConsoleGame } from '@ficha/contract';
import { DataTable } from '@ficha/ui';
import { useTranslation } from 'react-i18next';
import { toConsoleLanguage } from '../../lib/console-language.ts';
import { useStateAndEditColumns } from './state-and-edit-columns.tsx';

export interface GamesTableProps {
  games: readonly ConsoleGame[];
  onEdit: (game: ConsoleGame) => void;
  isStale?: boolean;
}

/** One page of games: order, name in the console language (else the provider's), vendor, lane and state. */
export function GamesTable({ games, onEdit, isStale = false }: GamesTableProps) {
  const { t, i18n } = useTranslation();
  const language = toConsoleLanguage(i18n.language);
  const nameOf = (game: ConsoleGame) => game.names[language] ?? game.name;
  const stateAndEdit = useStateAndEditColumns(nameOf, onEdit);
  return (
    <DataTable
      caption={t('catalog.gamesCaption')}
      className="catalog-table"
      isStale={isStale}
      rows={games}
      rowKey={(game) => game.nodeId}
      columns={[
        { label: t('catalog.sort'), cell: (game) => game.sort },
        {
          label: t('catalog.game'),
          cell: (game) => (
            <>
              <span className="catalog-name">{nameOf(game)}</span>
              <span className="catalog-code">{game.gameCode ?? t('catalog.container')}</span>
            </>
          ),
        },
        { label: t('catalog.vendor'), cell: (game) => game.vassalage },
        { label: t('catalog.gameType'), cell: (game) => t(`catalog.gameTypes.${game.lane}`) },
        ...stateAndEdit,
      ]}
    />
  );
}
