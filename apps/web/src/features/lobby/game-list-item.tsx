import type { GameItem } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { DemoButton } from './demo-button.tsx';
import { FavouriteToggle } from './favourite-toggle.tsx';
import { GameImage } from './game-image.tsx';
import { useDemoPlay } from './use-demo-play.ts';
import type { Favourites } from './use-favourites.ts';

export interface GameListItemProps {
  game: GameItem;
  favourites: Favourites;
  onLaunch: (game: GameItem) => void;
}

/**
 * A list item (SPEC §2.8): favourite toggle, name, hot badge when isHot is 1, image and a play-now button; a
 * "Play demo" button beside it where demo play is open to the visitor.
 */
export function GameListItem({ game, favourites, onLaunch }: GameListItemProps) {
  const { t } = useTranslation('lobby');
  const isContainer = game.isGame === 'VASSALAGE';
  const playDemo = useDemoPlay()(game);
  return (
    <li className="game-list-item">
      <GameImage src={game.showIcon ?? game.iconUrl} />
      <div className="game-list-item__top">
        {isContainer ? null : <FavouriteToggle game={game} favourites={favourites} />}
        <span className="game-list-item__badges">
          {game.isHot === 1 ? <span className="game-badge game-badge--hot">{t('hot_badge')}</span> : null}
          {game.underMaintenance ? <span className="game-badge">{t('maintenance_badge')}</span> : null}
        </span>
      </div>
      <div className="game-list-item__footer">
        <span className="game-list-item__name">{game.gameName}</span>
        <span className="game-list-item__vendor">{game.displayName}</span>
        <button
          type="button"
          className="game-list-item__play"
          aria-label={t(isContainer ? 'open_list_of' : 'play_game', { name: game.gameName })}
          onClick={() => onLaunch(game)}
        >
          {t(isContainer ? 'open_list' : 'play_now')}
        </button>
        {playDemo ? <DemoButton gameName={game.gameName} onPlay={playDemo} /> : null}
      </div>
    </li>
  );
}
