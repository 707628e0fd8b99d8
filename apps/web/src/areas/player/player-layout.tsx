import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { AnnouncementPopupHost } from '../../features/announcements/announcement-popup-host.tsx';
import { LazyGamePopupHost } from '../../features/lobby/lazy-lobby.tsx';
import { LazyRealityCheckHost } from '../../features/responsible-gaming/lazy-reality-check.tsx';
import { useSystemStatus } from '../../lib/system-queries.ts';
import { resolveRoute, showsSideMenu } from '../../lib/route-table.ts';
import { ScrollToTopButton } from '../../ui/scroll-to-top-button.tsx';
import { PlayerFooter } from './player-footer.tsx';
import { PlayerHeader } from './player-header.tsx';
import { SideMenu } from './side-menu.tsx';
import './player-layout.css';

/** At this width and above the side menu is a column beside the content; below, a drawer. */
const wideScreenQuery = '(min-width: 900px)';
const isWideScreen = () => window.matchMedia(wideScreenQuery).matches;
const sideMenuId = 'side-menu';

/** The player layout (SPEC §2.1): side menu (not on game pages), header, main, footer, scroll-to-top. */
export function PlayerLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const status = useSystemStatus();
  const hasSideMenu = showsSideMenu(resolveRoute(location.pathname));
  const [isMenuOpen, setIsMenuOpen] = useState(isWideScreen);
  const isDrawerOpen = hasSideMenu && isMenuOpen;

  useEffect(() => {
    if (!isDrawerOpen) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !isWideScreen()) setIsMenuOpen(false);
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [isDrawerOpen]);

  const handleMenuNavigate = () => {
    if (!isWideScreen()) setIsMenuOpen(false);
  };

  return (
    <div className={isDrawerOpen ? 'player-layout player-layout--menu-open' : 'player-layout'}>
      <title>{status.info.merchantName}</title>
      <meta name="description" content={t('meta_description', { brand: status.info.merchantName })} />
      <a className="skip-link" href="#main-content">
        {t('skip_to_content')}
      </a>
      <PlayerHeader
        hasSideMenu={hasSideMenu}
        isMenuOpen={isDrawerOpen}
        sideMenuId={sideMenuId}
        onToggleMenu={() => setIsMenuOpen(!isMenuOpen)}
      />
      <div className="player-layout__body">
        {hasSideMenu ? <SideMenu id={sideMenuId} isOpen={isMenuOpen} onNavigate={handleMenuNavigate} /> : null}
        {isDrawerOpen ? (
          <div className="player-layout__backdrop" aria-hidden="true" onClick={() => setIsMenuOpen(false)} />
        ) : null}
        <div className="player-layout__content">
          <main id="main-content" className="player-layout__main" tabIndex={-1}>
            <Outlet />
          </main>
          <PlayerFooter />
        </div>
      </div>
      <ScrollToTopButton label={t('scroll_to_top')} />
      <AnnouncementPopupHost />
      <LazyGamePopupHost />
      <LazyRealityCheckHost />
    </div>
  );
}
