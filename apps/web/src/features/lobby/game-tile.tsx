import type { GameItem } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { DemoButton } from './demo-button.tsx';
import { GameImage } from './game-image.tsx';
import { useDemoPlay } from './use-demo-play.ts';

export interface GameTileProps {
  game: GameItem;
  onLaunch: (game: GameItem) => void;
}

/**
 * A game tile (SPEC §2.8): the image, the name and a PLAY NOW label (issue 13: on slots too); the whole tile is one
 * button that starts the game. Where demo play is open to the visitor, a "Play demo" button sits under it.
 */
export function GameTile({ game, onLaunch }: GameTileProps) {
  const { t } = useTranslation('lobby');
  const playDemo = useDemoPlay()(game);
  const tile = (
    <button type="button" className="game-tile" onClick={() => onLaunch(game)}>
      <GameImage src={game.showIcon ?? game.iconUrl} />
      {/* The name first, so that the button's name starts with it; the badges sit over the image. */}
      <span className="game-tile__name">{game.gameName}</span>
      {game.isHot === 1 ? <span className="game-badge game-badge--hot">{t('hot_badge')}</span> : null}
      {game.underMaintenance ? <span className="game-badge">{t('maintenance_badge')}</span> : null}
      {/* Every type, slots too: the same affordance on every tile (issue 13). */}
      <span className="game-tile__play" aria-hidden="true">
        {t('play_now')}
      </span>
    </button>
  );
  if (!playDemo) return tile;
  return (
    <div className="game-tile-with-demo">
      {tile}
      <DemoButton gameName={game.gameName} onPlay={playDemo} />
    </div>
  );
}
