import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useErrorMessage } from '../../lib/error-message.ts';
import { Button, Dialog, ErrorState, LoadingState } from '@ficha/ui';
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

function TrialAccountNotice() {
  const { t } = useTranslation('account');
  const { t: tError } = useTranslation('errors');
  const navigate = useNavigate();
  const goHome = () => void navigate('/');
  return (
    <Dialog title={t('in_popup_prompt')} closeLabel={t('close')} onClose={goHome} size="small" role="alertdialog">
      <p className="session-gate__message">{tError('in_need_true_account')}</p>
      <div className="session-gate__actions">
        <Button onClick={goHome} data-autofocus>
          {t('in_increase_submit')}
        </Button>
      </div>
    </Dialog>
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
