import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateOperatorDialog } from '../../features/operator-accounts/create-operator-dialog.tsx';
import { OperatorAccountsTable } from '../../features/operator-accounts/operator-accounts-table.tsx';
import { useOperatorAccounts } from '../../features/operator-accounts/queries.ts';
import { useOperatorSession } from '../../features/session/queries.ts';
import { useCan } from '../../lib/use-can.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { buttonClassName, EmptyState, ErrorState, LoadingState } from '@ficha/ui';

/**
 * `/console/operators`: the merchant's console operators (role, status, second factor, address ranges, last
 * sign-in); owners add operators and change others' role, status, password and ranges (decision 0066).
 */
export function OperatorsPage() {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const canManage = useCan('operators.manage');
  const session = useOperatorSession();
  const operators = useOperatorAccounts();
  const [isCreating, setIsCreating] = useState(false);
  const [notice, setNotice] = useState('');

  function renderBody() {
    if (operators.isError) {
      return <ErrorState message={errorMessage(operators.error)} onRetry={() => void operators.refetch()} />;
    }
    if (!operators.data || !session.data) return <LoadingState />;
    if (operators.data.list.length === 0) return <EmptyState message={t('operators.empty')} />;
    return (
      <OperatorAccountsTable
        operators={operators.data.list}
        selfId={session.data.id}
        canManage={canManage}
        onPasswordReset={(operator) => setNotice(t('operators.resetDone', { username: operator.username }))}
      />
    );
  }

  return (
    <>
      <div className="page-head page-head-row">
        <div className="page-head-text">
          <h1 className="page-title">{t('operators.title')}</h1>
          <p className="page-intro">{t(canManage ? 'operators.intro' : 'operators.introView')}</p>
        </div>
        {canManage ? (
          <button type="button" className={buttonClassName('primary')} onClick={() => setIsCreating(true)}>
            {t('operators.add')}
          </button>
        ) : null}
      </div>
      <p className="action-status" role="status">
        {notice}
      </p>
      <section className="card" aria-label={t('operators.title')}>
        {renderBody()}
      </section>
      <CreateOperatorDialog
        isOpen={isCreating}
        onClose={() => setIsCreating(false)}
        onCreated={(operator) => {
          setIsCreating(false);
          setNotice(t('operators.created', { username: operator.username }));
        }}
      />
    </>
  );
}
