import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { LazyGameTypeNav } from '../../features/lobby/lazy-lobby.tsx';
import { LanguageSelector } from '../../features/preferences/language-selector.tsx';
import { ThemeToggle } from '../../features/preferences/theme-toggle.tsx';
import { LazyAppDownloadCodes } from '../../features/system/lazy-app-download-codes.tsx';
import { CustomerServiceLinks } from '../../features/system/customer-service-links.tsx';
import { LiveChatEntry } from '../../features/support-chat/live-chat-entry.tsx';
import { MissionBadge } from '../../features/missions/mission-badge.tsx';
import { InviteMenuLink } from '../../features/referral/invite-menu-link.tsx';
import { memberPageHref, memberPageParam, resolveMemberPage, type MemberPageId } from '../../lib/member-pages.ts';
import { useSystemStatus } from '../../lib/system-queries.ts';
import { homePath, pointMallPath } from '../../lib/route-table.ts';
import { useSession } from '../../lib/use-session.ts';
import { Icon } from '@ficha/ui';
import './side-menu.css';

export interface SideMenuProps {
  id: string;
  isOpen: boolean;
  /** Called after a menu link is followed (the drawer closes on small screens). */
  onNavigate: () => void;
}

/**
 * The collapsible side menu (SPEC §2.3): home, promotions, a member's favourites and recent games, the game types
 * with vendors, the points mall, help, preferences, customer service.
 */
export function SideMenu({ id, isOpen, onNavigate }: SideMenuProps) {
  const { t } = useTranslation();
  const status = useSystemStatus();
  const session = useSession();
  const location = useLocation();
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? 'side-menu__link side-menu__link--active' : 'side-menu__link';
  // The member centre's pages share one path: an entry is current only on its own page.
  const memberLinkClass =
    (id: MemberPageId) =>
    ({ isActive }: { isActive: boolean }) =>
      linkClass({
        isActive: isActive && resolveMemberPage(new URLSearchParams(location.search).get(memberPageParam)).id === id,
      });
  return (
    <aside id={id} className="side-menu" hidden={!isOpen}>
      <nav aria-label={t('main_menu')}>
        <ul className="side-menu__list">
          <li>
            <NavLink to={homePath} end className={linkClass} onClick={onNavigate}>
              <Icon name="home" />
              {t('hd_home')}
            </NavLink>
          </li>
          <li>
            <NavLink to="/promotions" className={linkClass} onClick={onNavigate}>
              <Icon name="gift" />
              {t('hd_promotions')}
            </NavLink>
          </li>
          {session.isLoggedIn ? (
            <>
              <li>
                <NavLink to="/favorite" className={linkClass} onClick={onNavigate}>
                  <Icon name="star" />
                  {t('menu_favourites')}
                </NavLink>
              </li>
              <li>
                <NavLink to="/recent" className={linkClass} onClick={onNavigate}>
                  <Icon name="clock" />
                  {t('menu_recent')}
                </NavLink>
              </li>
            </>
          ) : null}
        </ul>
        {/* Loaded, with the vendor list it asks for, once the menu opens (a phone starts with it closed). */}
        {isOpen ? <LazyGameTypeNav variant="menu" onNavigate={onNavigate} /> : null}
        <ul className="side-menu__list">
          {/* spec: §6 — a trial account has no wallet, so no points either. */}
          {session.isLoggedIn && !session.isTrial ? (
            <li>
              <NavLink to={pointMallPath} className={linkClass} onClick={onNavigate}>
                <Icon name="trophy" />
                {t('point_mall')}
              </NavLink>
            </li>
          ) : null}
          {session.isLoggedIn && !session.isTrial ? (
            <li>
              <NavLink
                to={memberPageHref('missionLeaderboard')}
                className={memberLinkClass('missionLeaderboard')}
                onClick={onNavigate}
              >
                <Icon name="chart" />
                {t('menu_missions')}
                <MissionBadge label={(number) => t('missions_claimable', { number })} />
              </NavLink>
            </li>
          ) : null}
          {/* spec: §2.3 — players see the invite link while the merchant's referral rewards are on. */}
          {session.isLoggedIn && !session.isTrial && !session.isAgent ? (
            <InviteMenuLink className={memberLinkClass('referral')} onNavigate={onNavigate} />
          ) : null}
          <li>
            <NavLink to="/help" className={linkClass} onClick={onNavigate}>
              <Icon name="help" />
              {t('help_center')}
            </NavLink>
          </li>
        </ul>
      </nav>
      <section className="side-menu__section" aria-labelledby={`${id}-preferences`}>
        <h2 id={`${id}-preferences`} className="side-menu__heading">
          {t('preferences')}
        </h2>
        <LanguageSelector languages={status.info.supportLanguages} />
        <ThemeToggle />
      </section>
      <div className="side-menu__section">
        {/* Likewise the QR codes and their encoder. */}
        {isOpen ? <LazyAppDownloadCodes headingId={`${id}-download`} /> : null}
      </div>
      <div className="side-menu__section">
        <LiveChatEntry className="side-menu__link" onOpen={onNavigate} />
        <CustomerServiceLinks />
      </div>
    </aside>
  );
}
