import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuditLogTable } from '../../features/audit-log/audit-log-table.tsx';
import { useOperatorSession } from '../../features/session/queries.ts';
import { TotpSetup } from '../../features/session/totp-setup.tsx';
import { LoginLocksTable } from '../../features/sign-in-security/login-locks-table.tsx';
import { OperatorsTotpTable } from '../../features/sign-in-security/operators-totp-table.tsx';
import { useConsoleOperators, useLoginLocks, useSignInActivity } from '../../features/sign-in-security/queries.ts';
import { useCan } from '../../lib/use-can.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { EmptyState, ErrorState, LoadingState } from '@ficha/ui';
import { Pager } from '../../ui/pager.tsx';
import { pageFromSearch } from './page-from-search.ts';

/**
 * `/console/security?page=N`: the operator's own second factor; for roles that may see the merchant's sign-in
 * security, accounts locked after failed sign-ins (owners unlock them), the operators' second factors (owners
 * reset them) and the sign-in activity (decisions 0018, 0019).
 */
export function SecurityPage() {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFromSearch(searchParams);
  const session = useOperatorSession();
  const canView = useCan('security.view');
  const canManage = useCan('security.manage');
  const locks = useLoginLocks(canView);
  const operators = useConsoleOperators(canView);
  const activity = useSignInActivity(page, canView);

  function renderLocks() {
    if (locks.isError) return <ErrorState message={errorMessage(locks.error)} onRetry={() => void locks.refetch()} />;
    if (!locks.data) return <LoadingState />;
    if (locks.data.list.length === 0) return <EmptyState message={t('security.locksEmpty')} />;
    return <LoginLocksTable locks={locks.data.list} canLift={canManage} />;
  }

  function renderOperators() {
    if (operators.isError) {
      return <ErrorState message={errorMessage(operators.error)} onRetry={() => void operators.refetch()} />;
    }
    if (!operators.data || !session.data) return <LoadingState />;
    return <OperatorsTotpTable operators={operators.data.list} selfId={session.data.id} canReset={canManage} />;
  }

  function renderActivity() {
    if (activity.isError && !activity.data) {
      return <ErrorState message={errorMessage(activity.error)} onRetry={() => void activity.refetch()} />;
    }
    if (!activity.data) return <LoadingState />;
    if (activity.data.list.length === 0) return <EmptyState message={t('security.activityEmpty')} />;
    return (
      <>
        <AuditLogTable entries={activity.data.list} isStale={activity.isPlaceholderData} />
        <Pager
          page={page}
          totalPages={Math.max(activity.data.totalPages, page)}
          onPageChange={(next) => setSearchParams(next > 1 ? { page: String(next) } : {})}
          isBusy={activity.isPlaceholderData}
        />
      </>
    );
  }

  return (
    <>
      <div className="page-head">
        <h1 className="page-title">{t('security.title')}</h1>
        <p className="page-intro">{t(canView ? 'security.intro' : 'security.introOwn')}</p>
      </div>
      <div className="page-sections">
        <section className="card" aria-labelledby="security-totp">
          <h2 id="security-totp" className="card-title">
            {t('security.totpTitle')}
          </h2>
          <TotpSetup />
        </section>
        {canView ? (
          <>
            <section className="card" aria-labelledby="security-locks">
              <h2 id="security-locks" className="card-title">
                {t('security.locksTitle')}
              </h2>
              <p className="card-hint">{t('security.locksHint')}</p>
              {renderLocks()}
            </section>
            <section className="card" aria-labelledby="security-operators">
              <h2 id="security-operators" className="card-title">
                {t('security.operatorsTitle')}
              </h2>
              {renderOperators()}
            </section>
            <section className="card" aria-labelledby="security-activity">
              <h2 id="security-activity" className="card-title">
                {t('security.activityTitle')}
              </h2>
              {renderActivity()}
            </section>
          </>
        ) : null}
      </div>
    </>
  );
}
