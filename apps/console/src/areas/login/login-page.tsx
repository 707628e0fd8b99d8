import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { LanguageSwitch } from '../../features/preferences/language-switch.tsx';
import { ThemeToggle } from '../../features/preferences/theme-toggle.tsx';
import { LoginForm } from '../../features/session/login-form.tsx';
import { lastSessionEndReason, useSessionToken } from '../../lib/session-token.ts';
import { redirectTarget } from './redirect-target.ts';

/** `/console/login`: operator sign-in. A signed-in visitor goes straight on. */
export function LoginPage() {
  const { t } = useTranslation();
  const token = useSessionToken();
  const location = useLocation();
  // Read once: why the operator landed here (the session ran out, or they signed out).
  const [endReason] = useState(lastSessionEndReason);

  if (token) return <Navigate to={redirectTarget(location.state)} replace />;

  return (
    <div className="login-screen">
      <header className="login-toolbar">
        <span className="brand">
          <span className="brand-mark" aria-hidden="true">
            ◆
          </span>
          {t('app.brand')}
        </span>
        <div className="toolbar-controls">
          <LanguageSwitch />
          <ThemeToggle />
        </div>
      </header>
      <main id="main" className="login-main">
        <div className="card login-card">
          <h1 className="login-title">{t('login.title')}</h1>
          <p className="login-subtitle">{t('login.subtitle')}</p>
          {endReason ? (
            <p className="notice">{endReason === 'expired' ? t('login.sessionExpired') : t('login.signedOut')}</p>
          ) : null}
          <LoginForm />
        </div>
      </main>
    </div>
  );
}
