import { businessConstants, type GameType, type VendorCard } from '@ficha/contract';
import { useQuery } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useLanguage } from '../../lib/i18n.ts';
import { useLaunch } from './use-launch.ts';
import { Icon, type IconName } from '@ficha/ui';
import { GameImage } from './game-image.tsx';
import { gameTypePaths, typesWithVendors } from './game-types.ts';
import { isLargeDropdown, navClickAction } from './nav-click.ts';
import { lanesQuery } from './queries.ts';
import './game-type-nav.css';

const typeIcons: Record<GameType, IconName> = {
  SPORTS: 'trophy',
  ESPORTS: 'gamepad',
  COCKFIGHT: 'trophy',
  LIVE: 'user',
  RNG: 'star',
  INHOUSE: 'home',
  FISH: 'compass',
  PVP: 'chat',
  LOTT: 'key',
  ELOTT: 'key',
};

export interface GameTypeNavProps {
  /** `header`: a row with vendor dropdowns on hover (wide screens); `menu`: the side menu's list. */
  variant: 'header' | 'menu';
  /** Called after an entry is followed (the side menu's drawer closes on small screens). */
  onNavigate?: () => void;
}

/**
 * The game types that have vendors (SPEC §2.1–2.3), each a link to its page. A click follows SPEC §2.2:
 * one vendor launches it, several (or PVP, FISH, RNG) open the page. In the header, hovering or focusing
 * a type shows its vendors, in a large layout above 10.
 */
export function GameTypeNav({ variant, onNavigate }: GameTypeNavProps) {
  const { t } = useTranslation('lobby');
  const language = useLanguage();
  const lanes = useQuery(lanesQuery(language));
  const launch = useLaunch();
  if (!lanes.data) return null;
  const laneList = lanes.data.data.lanes;
  const cardsOf = (type: GameType): VendorCard[] => laneList.find((lane) => lane.title === type)?.cards ?? [];

  const follow = (type: GameType) => (event: MouseEvent) => {
    const action = navClickAction(type, cardsOf(type));
    if (action.kind === 'launch') {
      event.preventDefault();
      launch({ kind: 'vendor', card: action.card });
    }
    onNavigate?.();
  };

  const launchVendor = (card: VendorCard) => {
    launch({ kind: 'vendor', card });
    onNavigate?.();
  };

  // In the side menu the entries look like its other links.
  const baseClass = variant === 'menu' ? 'side-menu__link' : 'game-type-nav__link';
  const linkClass = ({ isActive }: { isActive: boolean }) => `${baseClass}${isActive ? ` ${baseClass}--active` : ''}`;

  const list = (
    <ul className={`game-type-nav game-type-nav--${variant}`}>
      {typesWithVendors(laneList).map((type) => {
        const cards = cardsOf(type);
        const isLarge = isLargeDropdown(cards.length, businessConstants.headerLargeVendorDropdownAbove);
        return (
          <li key={type} className="game-type-nav__item">
            <NavLink to={gameTypePaths[type]} className={linkClass} onClick={follow(type)}>
              {variant === 'menu' ? <Icon name={typeIcons[type]} /> : null}
              {t(`type_${type}`)}
            </NavLink>
            {variant === 'header' ? (
              <ul
                className={`game-type-nav__dropdown${isLarge ? ' game-type-nav__dropdown--large' : ''}`}
                aria-label={t('vendors_of', { name: t(`type_${type}`) })}
              >
                {cards.map((card) => (
                  <li key={card.vassalage}>
                    <button type="button" className="game-type-nav__vendor" onClick={() => launchVendor(card)}>
                      <GameImage src={card.smallIcon ?? card.lagerIcon} className="game-type-nav__vendor-icon" />
                      <span>{card.displayName}</span>
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
  return variant === 'header' ? <nav aria-label={t('game_types_menu')}>{list}</nav> : list;
}
