import { useTranslation } from 'react-i18next';
import { PendingChangeNotice } from '../../features/protection-changes/pending-change-notice.tsx';
import { useWithdrawalSettings } from '../../features/withdrawals/queries.ts';
import { WithdrawalSettingsForm } from '../../features/withdrawals/withdrawal-settings-form.tsx';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { ErrorState, LoadingState } from '@ficha/ui';

/** `/console/withdrawal-settings`: limits, daily count, dual approval, turnover multipliers and timers. */
export function WithdrawalSettingsPage() {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const settings = useWithdrawalSettings();
  return (
    <>
      <div className="page-head">
        <h1 className="page-title">{t('withdrawals.settings.title')}</h1>
        <p className="page-intro">{t('withdrawals.settings.intro')}</p>
      </div>
      {settings.data?.pendingChange ? <PendingChangeNotice change={settings.data.pendingChange} /> : null}
      {settings.data ? (
        <WithdrawalSettingsForm settings={settings.data} />
      ) : settings.isError ? (
        <ErrorState
          message={errorMessage(settings.error)}
          onRetry={() => void settings.refetch()}
          isRetrying={settings.isFetching}
        />
      ) : (
        <LoadingState />
      )}
    </>
  );
}
