import type { LoginChallenge, LoginResult } from '@ficha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { agentHomePath, homePath } from '../../lib/route-table.ts';
import { useAuthModals } from '../../lib/auth-modal-store.ts';
import { LoginForm } from '../../features/auth/login-form.tsx';
import { LoginVerification } from '../../features/auth/login-verification.tsx';
import { useSession } from '../../lib/use-session.ts';
import { useSystemStatus } from '../../lib/system-queries.ts';
import { supportHoursValues } from '../../lib/brand.ts';
import './agent-layout.css';

/**
 * The agent entrance `/agent` (SPEC §2.1): brand, title, a login that lets only agents in, the forced
 * password change when due, and the merchant's support hours (its own data, decision 0069). A signed-in agent goes on to `/agentHome`.
 */
export function AgentLoginPage() {
  const { t, i18n } = useTranslation('account');
  const status = useSystemStatus();
  const session = useSession();
  const modals = useAuthModals();
  const [challenge, setChallenge] = useState<LoginChallenge | null>(null);

  if (session.isAgent) return <Navigate to={agentHomePath} replace />;

  const handleLoggedIn = async (result: LoginResult, password: string) => {
    if (result.mustChangePassword) {
      modals.openChangePassword({ isForced: true, oldPassword: password || undefined, redirectTo: agentHomePath });
    }
    // Once the member is loaded as an agent, this page moves on to the agent center.
    await session.signIn(result);
  };

  return (
    <main className="agent-entrance">
      <div className="agent-entrance__card">
        <p className="agent-brand">
          {status.info.brand.logoUrl ? (
            <img className="agent-brand__logo" src={status.info.brand.logoUrl} alt={status.info.merchantName} />
          ) : (
            <span className="agent-brand__name">{status.info.merchantName}</span>
          )}
        </p>
        <h1 className="agent-entrance__title">{t('agent_center')}</h1>
        {challenge ? (
          <LoginVerification
            challenge={challenge}
            onVerified={(result) => handleLoggedIn(result, '')}
            onBack={() => setChallenge(null)}
          />
        ) : (
          <LoginForm
            portal="agent"
            onLoggedIn={handleLoggedIn}
            onChallenge={setChallenge}
            onForgotPassword={() => modals.openForgotPassword()}
          />
        )}
        {status.info.agentSupportHours ? (
          <p className="agent-entrance__hours">
            {t('agent_support_hours', supportHoursValues(status.info.agentSupportHours, i18n.language))}
          </p>
        ) : null}
        <Link to={homePath} className="agent-entrance__back">
          {t('back_to_site')}
        </Link>
      </div>
    </main>
  );
}
