import { Button, EmptyState, ErrorState, LoadingState } from '@ficha/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadReportCsv } from '../../features/reports/download-csv.ts';
import { useOperatorReport, type ReportQuery } from '../../features/reports/queries.ts';
import { ReportFilters } from '../../features/reports/report-filters.tsx';
import { ReportTable } from '../../features/reports/report-table.tsx';
import '../../features/reports/reports.css';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { Pager } from '../../ui/pager.tsx';

/** `/console/reports`: the merchant's figures grouped by day, game, vendor, game type, player or channel; CSV. */
export function ReportsPage() {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const [query, setQuery] = useState<ReportQuery>({ groupBy: 'day', period: 'thisMonth' });
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<unknown>(null);
  const report = useOperatorReport(query, page);

  async function handleExport() {
    setExporting(true);
    setExportError(null);
    try {
      await downloadReportCsv(query);
    } catch (error) {
      setExportError(error);
    } finally {
      setExporting(false);
    }
  }

  function renderBody() {
    if (report.isError && !report.data) {
      return <ErrorState message={errorMessage(report.error)} onRetry={() => void report.refetch()} />;
    }
    if (!report.data) return <LoadingState />;
    const { period, groupBy, columns, list, totals, totalPages } = report.data;
    return (
      <>
        {report.isError ? <ErrorState message={errorMessage(report.error)} /> : null}
        <p className="card-hint">
          {t('reports.range', { from: period.from, to: period.to, timeZone: period.timeZone })}
        </p>
        {list.length === 0 && page === 1 ? (
          <EmptyState message={t('reports.empty')} />
        ) : (
          <ReportTable
            group={groupBy}
            columns={columns}
            rows={list}
            totals={totals}
            isStale={report.isPlaceholderData}
          />
        )}
        <Pager
          page={page}
          totalPages={Math.max(totalPages, page)}
          onPageChange={setPage}
          isBusy={report.isPlaceholderData}
        />
      </>
    );
  }

  return (
    <>
      <div className="page-head">
        <h1 className="page-title">{t('reports.title')}</h1>
        <p className="page-intro">{t('reports.intro')}</p>
      </div>
      <section className="card">
        <ReportFilters
          value={query}
          onApply={(next) => {
            setQuery(next);
            setPage(1);
          }}
        />
        <div className="report-actions">
          <Button type="button" variant="secondary" onClick={() => void handleExport()} disabled={exporting}>
            {exporting ? t('reports.exporting') : t('reports.export')}
          </Button>
          {exportError ? <span role="alert">{errorMessage(exportError)}</span> : null}
        </div>
        {renderBody()}
      </section>
    </>
  );
}
