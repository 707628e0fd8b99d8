import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { countsBySection } from '../../features/attention/attention-links.ts';
import { useAttention } from '../../features/attention/queries.ts';
import { PendingProtectionBanner } from '../../features/protection-changes/pending-protection-banner.tsx';
import { LanguageSwitch } from '../../features/preferences/language-switch.tsx';
import { ThemeToggle } from '../../features/preferences/theme-toggle.tsx';
import { OperatorSummary } from '../../features/session/operator-summary.tsx';
import { useOperatorSession } from '../../features/session/queries.ts';
import { SignOutButton } from '../../features/session/sign-out-button.tsx';
import { usePermissions } from '../../lib/use-can.ts';
import { Icon, LoadingState } from '@ficha/ui';
import { homePath } from '../login/redirect-target.ts';
import { consoleGroups, consoleSections, sectionOf } from './console-sections.ts';
import { ForbiddenPage } from './forbidden-page.tsx';
import { PasswordChangePage } from './password-change-page.tsx';
import { TotpEnrolmentPage } from './totp-enrolment-page.tsx';

/**
 * The signed-in frame: header with the session and preferences, the sections the role may use in their groups (a
 * side navigation; behind the menu button on a phone; each entry with the count of what waits in it, decision
 * 0067), the page — or, for a section the role can't use, a refusal (the home page instead leads to the role's
 * first section). An operator whose password an owner set changes it first (0066); one whose role requires a
 * second factor and has none sets it up next, as the server demands (0018).
 */
export function OperatorLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { data: operator } = useOperatorSession();
  // A password an owner set is changed first (decision 0066), then a required second factor is set up (0018).
  const mustChangePassword = operator?.mustChangePassword === true;
  const mustEnrolTotp = !mustChangePassword && operator?.totpRequired === true && !operator.totpEnabled;
  const isHeldBack = mustChangePassword || mustEnrolTotp;
  const permissions = usePermissions();
  const allowed = consoleSections.filter((section) => permissions?.has(section.permission));
  const section = sectionOf(pathname);
  const first = allowed[0];
  // The open items behind each entry (decision 0067): a badge on the menu, read with the home page's counts.
  const attention = useAttention(permissions !== undefined && !mustEnrolTotp);
  const waiting = countsBySection(attention.data?.queues ?? []);
  // A phone's menu is open on the page it was opened on: choosing a section closes it.
  const [menuOpenedOn, setMenuOpenedOn] = useState<string | null>(null);
  const isMenuOpen = menuOpenedOn === pathname;
  let page = <Outlet />;
  if (!permissions) page = <LoadingState />;
  else if (mustChangePassword) page = <PasswordChangePage />;
  else if (mustEnrolTotp) page = <TotpEnrolmentPage />;
  else if (section && !permissions.has(section.permission)) {
    page = section.path === homePath && first ? <Navigate to={first.path} replace /> : <ForbiddenPage />;
  }
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <header className="topbar">
        <div className="topbar-inner">
          {isHeldBack ? null : (
            <button
              type="button"
              className="menu-button"
              aria-expanded={isMenuOpen}
              aria-controls="console-nav"
              onClick={() => setMenuOpenedOn(isMenuOpen ? null : pathname)}
            >
              <Icon name={isMenuOpen ? 'close' : 'menu'} size="small" />
              <span>{t('nav.menu')}</span>
            </button>
          )}
          <span className="brand">
            <span className="brand-mark" aria-hidden="true">
              ◆
            </span>
            {t('app.brand')}
            <span className="brand-sub">{t('app.title')}</span>
          </span>
          <OperatorSummary />
          <div className="toolbar-controls">
            <LanguageSwitch />
            <ThemeToggle />
            <SignOutButton />
          </div>
        </div>
      </header>
      {!isHeldBack && permissions?.has('protection.view') ? <PendingProtectionBanner /> : null}
      {/* Without the navigation (a held-back operator) the page takes the whole width. */}
      <div className={isHeldBack ? 'shell-body shell-body-single' : 'shell-body'}>
        {isHeldBack ? null : (
          <nav id="console-nav" className="sidenav" data-open={isMenuOpen} aria-label={t('nav.label')}>
            {consoleGroups.map((group) => {
              const links = allowed.filter((s) => s.group === group);
              if (links.length === 0) return null;
              return (
                <div key={group} className="sidenav-group">
                  <p className="sidenav-heading" id={`nav-group-${group}`}>
                    {t(`nav.groups.${group}`)}
                  </p>
                  <ul aria-labelledby={`nav-group-${group}`}>
                    {links.map((section) => {
                      const count = waiting.get(section.path) ?? 0;
                      return (
                        <li key={section.path}>
                          <NavLink to={section.path} className="sidenav-link">
                            {t(section.labelKey)}
                            {count > 0 ? (
                              <>
                                <span className="sidenav-count" aria-hidden="true">
                                  {count > 99 ? '99+' : count}
                                </span>
                                <span className="visually-hidden">{` (${t('attention.badge', { count })})`}</span>
                              </>
                            ) : null}
                          </NavLink>
                        </li>
                      );
                    })}
                  </ul>
                </div>
              );
            })}
          </nav>
        )}
        <main id="main" className="page" tabIndex={-1}>
          {page}
        </main>
      </div>
    </div>
  );
}
