import type { ConsoleGame } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { toConsoleLanguage } from '../../lib/console-language.ts';
import { DataTable } from '@ficha/ui';
import { StateAndEditCells } from './state-and-edit-cells.tsx';

export interface GamesTableProps {
  games: readonly ConsoleGame[];
  onEdit: (game: ConsoleGame) => void;
  isStale?: boolean;
}

/** One page of games: order, name in the console language (else the provider's), vendor, lane and state. */
export function GamesTable({ games, onEdit, isStale = false }: GamesTableProps) {
  const { t, i18n } = useTranslation();
  const language = toConsoleLanguage(i18n.language);
  return (
    <DataTable
      caption={t('catalog.gamesCaption')}
      className="catalog-table"
      isStale={isStale}
      columns={[
        t('catalog.sort'),
        t('catalog.game'),
        t('catalog.vendor'),
        t('catalog.gameType'),
        t('catalog.state'),
        { label: <span className="visually-hidden">{t('catalog.actions')}</span> },
      ]}
    >
      {games.map((game) => {
        const name = game.names[language] ?? game.name;
        return (
          <tr key={game.nodeId}>
            <td data-label={t('catalog.sort')}>{game.sort}</td>
            <td data-label={t('catalog.game')}>
              <span className="catalog-name">{name}</span>
              <span className="catalog-code">{game.gameCode ?? t('catalog.container')}</span>
            </td>
            <td data-label={t('catalog.vendor')}>{game.vassalage}</td>
            <td data-label={t('catalog.gameType')}>{t(`catalog.gameTypes.${game.lane}`)}</td>
            <StateAndEditCells item={game} name={name} onEdit={() => onEdit(game)} />
          </tr>
        );
      })}
    </DataTable>
  );
}
