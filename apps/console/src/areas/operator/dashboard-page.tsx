import { ErrorState, LoadingState } from '@ficha/ui';
import { useTranslation } from 'react-i18next';
import { AttentionPanel } from '../../features/attention/attention-panel.tsx';
import { DashboardCharts } from '../../features/reports/dashboard-charts.tsx';
import { DashboardFigures } from '../../features/reports/dashboard-figures.tsx';
import { useDashboard } from '../../features/reports/queries.ts';
import '../../features/reports/reports.css';
import { useCan } from '../../lib/use-can.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';

/**
 * `/console/dashboard`: the console's home for every role — first what waits for the operator (the queues the
 * role may view, decision 0067), then, for roles that see reports, today against yesterday and the week.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const seesReports = useCan('reports.view');
  const dashboard = useDashboard(seesReports);

  function renderFigures() {
    if (dashboard.isError && !dashboard.data) {
      return <ErrorState message={errorMessage(dashboard.error)} onRetry={() => void dashboard.refetch()} />;
    }
    if (!dashboard.data) return <LoadingState />;
    const { figures, daily, today, timeZone } = dashboard.data;
    return (
      <section aria-labelledby="dashboard-figures-title">
        <h2 id="dashboard-figures-title" className="card-title">
          {t('dashboard.figuresTitle')}
        </h2>
        <p className="card-hint">{t('dashboard.asOf', { day: today, timeZone })}</p>
        <DashboardFigures today={figures.today} yesterday={figures.yesterday} weekAverage={figures.weekAverage} />
        <DashboardCharts daily={daily} />
      </section>
    );
  }

  return (
    <>
      <div className="page-head">
        <h1 className="page-title">{t('dashboard.title')}</h1>
        <p className="page-intro">{t(seesReports ? 'dashboard.intro' : 'dashboard.introQueues')}</p>
      </div>
      <AttentionPanel />
      {seesReports ? renderFigures() : null}
    </>
  );
}
