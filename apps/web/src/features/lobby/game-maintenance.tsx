import type { GameItem } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { EmptyState, Icon } from '@ficha/ui';
import { GameTile } from '../lobby/game-tile.tsx';

export interface GameMaintenanceProps {
  alternatives: GameItem[];
  onLaunch: (game: GameItem) => void;
}

/** SPEC §2.9 "Game-under-maintenance page": says so and suggests popular games that can start now. */
export function GameMaintenance({ alternatives, onLaunch }: GameMaintenanceProps) {
  const { t } = useTranslation('lobby');
  return (
    <div className="game-maintenance">
      <div className="game-maintenance__message" role="alert">
        <Icon name="tools" size="large" />
        <h3 className="game-maintenance__title">{t('game_maintenance_title')}</h3>
        <p>{t('game_maintenance_text')}</p>
      </div>
      {alternatives.length > 0 ? (
        <>
          <h4 className="game-maintenance__subtitle">{t('game_maintenance_alternatives')}</h4>
          <ul className="game-grid">
            {alternatives.map((game) => (
              <li key={game.nodeId}>
                <GameTile game={game} onLaunch={onLaunch} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <EmptyState message={t('game_maintenance_no_alternatives')} />
      )}
    </div>
  );
}
