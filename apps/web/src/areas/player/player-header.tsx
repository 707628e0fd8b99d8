import { useTranslation } from 'react-i18next';
import { brandInitial } from '../../lib/brand-initial.ts';
import { Link } from 'react-router';
import { LazyGameSearch, LazyGameTypeNav } from '../../features/lobby/lazy-lobby.tsx';
import { LanguageSelector } from '../../features/preferences/language-selector.tsx';
import { useSystemStatus } from '../../lib/system-queries.ts';
import { homePath } from '../../lib/route-table.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { useSession } from '../../lib/use-session.ts';
import { Icon } from '@ficha/ui';
import { AccountActions } from './account-actions.tsx';
import './player-header.css';

/** Where player-header.css shows the game types in the header; narrower, their code and vendor list never load. */
const headerGamesQuery = '(min-width: 1280px)';

export interface PlayerHeaderProps {
  hasSideMenu: boolean;
  isMenuOpen: boolean;
  sideMenuId: string;
  onToggleMenu: () => void;
}

/** The player header: menu toggle, brand, game search, language and the account part (login and register, or the user menu). */
export function PlayerHeader({ hasSideMenu, isMenuOpen, sideMenuId, onToggleMenu }: PlayerHeaderProps) {
  const { t } = useTranslation();
  const status = useSystemStatus();
  const hasGamesInHeader = useMediaQuery(headerGamesQuery);
  const session = useSession();
  return (
    <header
      className={`player-header${session.isLoggedIn ? ' player-header--member' : ''}${session.isTrial ? ' player-header--trial' : ''}`}
    >
      {hasSideMenu ? (
        <button
          type="button"
          className="player-header__menu-toggle"
          aria-expanded={isMenuOpen}
          aria-controls={sideMenuId}
          onClick={onToggleMenu}
        >
          <Icon name="menu" />
          <span className="player-header__menu-label">{t('menu_toggle')}</span>
        </button>
      ) : null}
      {/* `dir="auto"`: a Latin brand in an Arabic page keeps its own direction, so it truncates at its end. */}
      <Link to={homePath} className="player-header__brand" dir="auto" aria-label={status.info.merchantName}>
        {status.info.brand.logoUrl ? (
          <img className="player-header__brand-logo" src={status.info.brand.logoUrl} alt="" />
        ) : (
          <span className="player-header__brand-name">{status.info.merchantName}</span>
        )}
        {/* On a narrow phone the brand is its mark (its first letter on the accent) instead of a name cut short; a
            member's header there gives the room to the balance and Deposit (the side menu leads home). */}
        <span className="player-header__brand-mark" aria-hidden="true">
          {brandInitial(status.info.merchantName)}
        </span>
      </Link>
      <div className="player-header__games">{hasGamesInHeader ? <LazyGameTypeNav variant="header" /> : null}</div>
      <div className="player-header__search">
        <LazyGameSearch />
      </div>
      <div className="player-header__actions">
        <div className="player-header__language">
          <LanguageSelector languages={status.info.supportLanguages} isLabelHidden />
        </div>
        <AccountActions />
      </div>
    </header>
  );
}
