import type { GameItem } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { GameImage } from './game-image.tsx';

export interface GameTileProps {
  game: GameItem;
  onLaunch: (game: GameItem) => void;
}

/**
 * A game tile (SPEC §2.8): the image and, for non-RNG types, a PLAY NOW label; the whole tile is one
 * button that starts the game.
 */
export function GameTile({ game, onLaunch }: GameTileProps) {
  const { t } = useTranslation('lobby');
  return (
    <button type="button" className="game-tile" onClick={() => onLaunch(game)}>
      <GameImage src={game.showIcon ?? game.iconUrl} />
      {/* The name first, so that the button's name starts with it; the badges sit over the image. */}
      <span className="game-tile__name">{game.gameName}</span>
      {game.isHot === 1 ? <span className="game-badge game-badge--hot">{t('hot_badge')}</span> : null}
      {game.underMaintenance ? <span className="game-badge">{t('maintenance_badge')}</span> : null}
      {game.gameType !== 'RNG' ? (
        <span className="game-tile__play" aria-hidden="true">
          {t('play_now')}
        </span>
      ) : null}
    </button>
  );
}
