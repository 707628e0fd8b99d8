import { ErrorState, LoadingState } from '@ficha/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DashboardCharts } from '../../features/reports/dashboard-charts.tsx';
import { DashboardFigures } from '../../features/reports/dashboard-figures.tsx';
import { useDashboard } from '../../features/reports/queries.ts';
import '../../features/reports/reports.css';
import { useErrorMessage } from '../../lib/use-error-message.ts';

/** `/console/dashboard`: the console's home for roles that see reports — today against yesterday and the week. */
export function DashboardPage() {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const dashboard = useDashboard();

  function renderBody() {
    if (dashboard.isError && !dashboard.data) {
      return <ErrorState message={errorMessage(dashboard.error)} onRetry={() => void dashboard.refetch()} />;
    }
    if (!dashboard.data) return <LoadingState />;
    const { figures, daily, pending, today, timeZone } = dashboard.data;
    return (
      <>
        <p className="card-hint">{t('dashboard.asOf', { day: today, timeZone })}</p>
        <DashboardFigures today={figures.today} yesterday={figures.yesterday} weekAverage={figures.weekAverage} />
        <div className="dashboard-queues">
          <Link to="/deposits" className="card" data-testid="dashboard-pending-deposits">
            {t('dashboard.pendingDeposits', { count: pending.deposits })}
          </Link>
          <Link to="/withdrawals" className="card" data-testid="dashboard-pending-withdrawals">
            {t('dashboard.pendingWithdrawals', { count: pending.withdrawals })}
          </Link>
        </div>
        <DashboardCharts daily={daily} />
      </>
    );
  }

  return (
    <>
      <div className="page-head">
        <h1 className="page-title">{t('dashboard.title')}</h1>
        <p className="page-intro">{t('dashboard.intro')}</p>
      </div>
      {renderBody()}
    </>
  );
}
