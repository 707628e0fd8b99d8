import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useReconciliation } from '../../features/providers/queries.ts';
import { ReconciliationTable } from '../../features/providers/reconciliation-table.tsx';
import '../../features/providers/providers.css';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { EmptyState, ErrorState, LoadingState, TextField } from '@ficha/ui';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** `/console/providers/reconciliation?date=YYYY-MM-DD`: a UTC day's rounds per provider against the ledger. */
export function ReconciliationPage() {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('date') ?? '';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(requested) ? requested : isoDay(new Date());
  const report = useReconciliation(date);

  function renderBody() {
    if (report.isError) {
      return (
        <ErrorState
          message={errorMessage(report.error)}
          onRetry={() => void report.refetch()}
          isRetrying={report.isFetching}
        />
      );
    }
    if (!report.data) return <LoadingState />;
    if (report.data.providers.length === 0) return <EmptyState message={t('reconciliation.empty')} />;
    return <ReconciliationTable providers={report.data.providers} />;
  }

  return (
    <>
      <div className="page-head">
        <h1 className="page-title">{t('reconciliation.title')}</h1>
        <p className="page-intro">{t('reconciliation.intro')}</p>
      </div>
      <div className="reconciliation-toolbar">
        <TextField
          label={t('reconciliation.date')}
          hint={t('reconciliation.dateHint')}
          type="date"
          value={date}
          max={isoDay(new Date())}
          onChange={(event) => {
            if (event.target.value) setSearchParams({ date: event.target.value }, { replace: true });
          }}
        />
        <Link to="/providers">{t('reconciliation.toProviders')}</Link>
      </div>
      {renderBody()}
    </>
  );
}
