import type { GameItem } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { Icon } from '@ficha/ui';
import type { Favourites } from './use-favourites.ts';

export interface FavouriteToggleProps {
  game: GameItem;
  favourites: Favourites;
}

/** The favourite toggle of a list item: a pressed button named after the game. */
export function FavouriteToggle({ game, favourites }: FavouriteToggleProps) {
  const { t } = useTranslation('lobby');
  const isOn = favourites.isFavourite(game.nodeId);
  return (
    <button
      type="button"
      className={isOn ? 'favourite-toggle favourite-toggle--on' : 'favourite-toggle'}
      aria-pressed={isOn}
      aria-label={t('favourite_toggle', { name: game.gameName })}
      onClick={() => favourites.toggle(game)}
    >
      <Icon name="star" size="small" />
    </button>
  );
}
