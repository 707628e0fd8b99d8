import { ErrorState, LoadingState } from '@ficha/ui';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useRiskAlert } from '../../features/risk/queries.ts';
import { RiskAlertPanel } from '../../features/risk/risk-alert-panel.tsx';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { memberIdFromParam } from './member-id-from-param.ts';

/** `/console/risk/:alertId`: one alert, its notes and the queue's actions. */
export function RiskAlertPage() {
  const { t } = useTranslation();
  // An alert id follows the same rule as a member id in the address.
  const alertId = memberIdFromParam(useParams()['alertId']);
  return (
    <>
      <Link to="/risk" className="back-link">
        <span aria-hidden="true">‹ </span>
        {t('risk.back')}
      </Link>
      <div className="page-head">
        <h1 className="page-title">{t('risk.alertTitle', { id: alertId ?? '' })}</h1>
      </div>
      {alertId === null ? <p>{t('risk.invalidId')}</p> : <RiskAlertContent alertId={alertId} />}
    </>
  );
}

function RiskAlertContent({ alertId }: { alertId: number }) {
  const { errorMessage } = useErrorMessage();
  const alert = useRiskAlert(alertId);
  if (alert.data) return <RiskAlertPanel alert={alert.data} />;
  if (alert.isError)
    return (
      <ErrorState
        message={errorMessage(alert.error)}
        onRetry={() => void alert.refetch()}
        isRetrying={alert.isFetching}
      />
    );
  return <LoadingState />;
}
