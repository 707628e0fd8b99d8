import type { ConsoleGame } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { toConsoleLanguage } from '../../lib/console-language.ts';
import { Badge } from '../../ui/badge.tsx';
import '../../ui/data-table.css';
import { useCatalogStateLabels } from './use-catalog-state-labels.ts';

export interface GamesTableProps {
  games: readonly ConsoleGame[];
  onEdit: (game: ConsoleGame) => void;
  isStale?: boolean;
}

/** One page of games: order, name in the console language (else the provider's), vendor, lane and state. */
export function GamesTable({ games, onEdit, isStale = false }: GamesTableProps) {
  const { t, i18n } = useTranslation();
  const stateBadges = useCatalogStateLabels();
  const language = toConsoleLanguage(i18n.language);
  return (
    <div className="table-wrap" aria-busy={isStale || undefined}>
      <table className={isStale ? 'data-table catalog-table is-stale' : 'data-table catalog-table'}>
        <caption className="visually-hidden">{t('catalog.gamesCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('catalog.sort')}</th>
            <th scope="col">{t('catalog.game')}</th>
            <th scope="col">{t('catalog.vendor')}</th>
            <th scope="col">{t('catalog.gameType')}</th>
            <th scope="col">{t('catalog.state')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('catalog.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
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
                <td data-label={t('catalog.state')}>
                  <span className="catalog-badges">
                    {stateBadges(game).map((badge) => (
                      <Badge key={badge.label} {...badge} />
                    ))}
                  </span>
                </td>
                <td>
                  <button
                    type="button"
                    className="button"
                    onClick={() => onEdit(game)}
                    aria-label={t('catalog.editNamed', { name })}
                  >
                    {t('catalog.edit')}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
