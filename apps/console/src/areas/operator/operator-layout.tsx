import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { LanguageSwitch } from '../../features/preferences/language-switch.tsx';
import { ThemeToggle } from '../../features/preferences/theme-toggle.tsx';
import { OperatorSummary } from '../../features/session/operator-summary.tsx';
import { useOperatorSession } from '../../features/session/queries.ts';
import { SignOutButton } from '../../features/session/sign-out-button.tsx';
import { TotpEnrolmentPage } from './totp-enrolment-page.tsx';

/**
 * The signed-in frame: header with the session and preferences, section navigation, the page. An operator whose
 * role requires a second factor and has none sets it up first, like the server demands (decision 0018).
 */
export function OperatorLayout() {
  const { t } = useTranslation();
  const { data: operator } = useOperatorSession();
  const mustEnrolTotp = operator?.totpRequired === true && !operator.totpEnabled;
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <header className="topbar">
        <div className="topbar-inner">
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
        <nav className="tabs" aria-label={t('nav.label')} hidden={mustEnrolTotp}>
          <NavLink to="/settings" className="tab">
            {t('nav.settings')}
          </NavLink>
          <NavLink to="/register-rules" className="tab">
            {t('nav.registerRules')}
          </NavLink>
          <NavLink to="/password-policy" className="tab">
            {t('nav.passwordPolicy')}
          </NavLink>
          <NavLink to="/members" className="tab">
            {t('nav.members')}
          </NavLink>
          <NavLink to="/withdrawals" className="tab">
            {t('nav.withdrawals')}
          </NavLink>
          <NavLink to="/withdrawal-settings" className="tab">
            {t('nav.withdrawalSettings')}
          </NavLink>
          <NavLink to="/adjustments" className="tab">
            {t('nav.adjustments')}
          </NavLink>
          <NavLink to="/deposits" className="tab">
            {t('nav.deposits')}
          </NavLink>
          <NavLink to="/payment-channels" className="tab">
            {t('nav.paymentChannels')}
          </NavLink>
          <NavLink to="/providers" className="tab">
            {t('nav.providers')}
          </NavLink>
          <NavLink to="/catalog" className="tab">
            {t('nav.catalog')}
          </NavLink>
          <NavLink to="/content" className="tab">
            {t('nav.content')}
          </NavLink>
          <NavLink to="/feedback" className="tab">
            {t('nav.feedback')}
          </NavLink>
          <NavLink to="/outbox" className="tab">
            {t('nav.outbox')}
          </NavLink>
          <NavLink to="/audit" className="tab">
            {t('nav.audit')}
          </NavLink>
          <NavLink to="/security" className="tab">
            {t('nav.security')}
          </NavLink>
        </nav>
      </header>
      <main id="main" className="page" tabIndex={-1}>
        {mustEnrolTotp ? <TotpEnrolmentPage /> : <Outlet />}
      </main>
    </div>
  );
}
