import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useAuthModals } from '../../lib/auth-modal-store.ts';
import { useErrorMessage } from '../../lib/error-message.ts';
import { Button, buttonClassName, EmptyState, ErrorState, LoadingState } from '@ficha/ui';
import { useSession } from '../../lib/use-session.ts';
import './session-gates.css';

interface GateProps {
  children: ReactNode;
}

/** While the member loads, or when it failed to load: the gates cannot decide yet. */
function MemberPending() {
  const { t } = useTranslation('account');
  const errorMessage = useErrorMessage();
  const session = useSession();
  if (session.isMemberError) {
    return (
      <ErrorState
        message={errorMessage(session.memberError)}
        retryLabel={t('retry')}
        onRetry={() => void session.reloadMember()}
      />
    );
  }
  return <LoadingState label={t('member_loading')} />;
}

/**
 * SPEC §4 "Guard on wallet and agent pages": a trial account gets the warning that a real account is
 * needed (`in_need_true_account`) instead of the page. Visitors without a session never get here: the
 * route sends them to the login first.
 */
export function RequireRealAccount({ children }: GateProps) {
  const session = useSession();
  if (!session.isLoggedIn) return null;
  if (!session.member) return <MemberPending />;
  if (session.isTrial) return <TrialAccountNotice />;
  return children;
}

/**
 * A trial account on a page it can't use: the page itself says why and offers the way on — a real account (signing
 * the trial out first) or back to the games — instead of a blank page behind a dialog.
 */
function TrialAccountNotice() {
  const { t } = useTranslation();
  const { t: tError } = useTranslation('errors');
  const { t: tLobby } = useTranslation('lobby');
  const session = useSession();
  const modals = useAuthModals();
  const register = async () => {
    await session.signOut();
    modals.openRegister();
  };
  return (
    <section className="session-gate" role="alert">
      <EmptyState
        icon="user"
        message={tError('in_need_true_account')}
        action={
          <div className="session-gate__actions">
            <Button onClick={() => void register()}>{t('hd_sign_button')}</Button>
            <Link to="/" className={buttonClassName('secondary')}>
              {tLobby('back_to_lobby')}
            </Link>
          </div>
        }
      />
    </section>
  );
}

export interface RequireAgentProps extends GateProps {
  /** Where a signed-in member who is not an agent goes. */
  redirectTo: string;
}

/** SPEC §2.1: the agent center sends a member who is not an agent to the agent entrance. */
export function RequireAgent({ children, redirectTo }: RequireAgentProps) {
  const session = useSession();
  if (!session.isLoggedIn) return <Navigate to={redirectTo} replace />;
  if (!session.member) return <MemberPending />;
  if (!session.isAgent) return <Navigate to={redirectTo} replace />;
  return children;
}
