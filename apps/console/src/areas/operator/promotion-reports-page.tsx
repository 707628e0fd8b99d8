import type { PromotionReportGroup } from '@ficha/contract';
import { Button, EmptyState, ErrorState, LoadingState, SelectField } from '@ficha/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadPromotionCsv } from '../../features/promotion-reports/download-promotion-csv.ts';
import { PromotionReportCharts } from '../../features/promotion-reports/promotion-report-charts.tsx';
import { PromotionReportFilters } from '../../features/promotion-reports/promotion-report-filters.tsx';
import { PromotionReportTable } from '../../features/promotion-reports/promotion-report-table.tsx';
import { usePromotionReport, type PromotionReportQuery } from '../../features/promotion-reports/queries.ts';
import '../../features/reports/reports.css';
import { useErrorMessage } from '../../lib/use-error-message.ts';

/**
 * `/console/promotion-reports`: per promotion and per day, what the promotions' budgets paid, got back and cost,
 * with the participants' GGR; charts, totals and the CSV of the chosen grouping.
 */
export function PromotionReportsPage() {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const [query, setQuery] = useState<PromotionReportQuery>({ period: 'thisMonth' });
  const [group, setGroup] = useState<PromotionReportGroup>('promotion');
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<unknown>(null);
  const byPromotion = usePromotionReport(query, 'promotion');
  const byDay = usePromotionReport(query, 'day');
  // The promotion filter offers the promotions of the range (read without the promotion filter's narrowing).
  const everyPromotion = usePromotionReport({ ...query, promotionId: undefined }, 'promotion');

  async function handleExport() {
    setExporting(true);
    setExportError(null);
    try {
      await downloadPromotionCsv({ ...query, groupBy: group });
    } catch (error) {
      setExportError(error);
    } finally {
      setExporting(false);
    }
  }

  function renderBody() {
    const failed = byPromotion.error ?? byDay.error;
    if (failed && (!byPromotion.data || !byDay.data)) {
      return (
        <ErrorState
          message={errorMessage(failed)}
          onRetry={() => {
            void byPromotion.refetch();
            void byDay.refetch();
          }}
        />
      );
    }
    if (!byPromotion.data || !byDay.data) return <LoadingState />;
    const shown = group === 'day' ? byDay.data : byPromotion.data;
    const { period } = shown;
    return (
      <>
        {failed ? <ErrorState message={errorMessage(failed)} /> : null}
        <p className="card-hint">
          {t('reports.range', { from: period.from, to: period.to, timeZone: period.timeZone })}
        </p>
        {byPromotion.data.list.length === 0 ? (
          <EmptyState message={t('promotionReports.empty')} />
        ) : (
          <>
            <PromotionReportCharts days={byDay.data.list} promotions={byPromotion.data.list} />
            <PromotionReportTable
              group={group}
              rows={shown.list}
              totals={shown.totals}
              isStale={byPromotion.isPlaceholderData || byDay.isPlaceholderData}
            />
          </>
        )}
      </>
    );
  }

  return (
    <>
      <div className="page-head">
        <h1 className="page-title">{t('promotionReports.title')}</h1>
        <p className="page-intro">{t('promotionReports.intro')}</p>
      </div>
      <section className="card">
        <PromotionReportFilters value={query} promotions={everyPromotion.data?.list ?? []} onApply={setQuery} />
        <div className="report-actions">
          <SelectField
            label={t('promotionReports.groupBy')}
            value={group}
            options={(['promotion', 'day'] as const).map((id) => ({
              value: id,
              label: t(`promotionReports.groups.${id}`),
            }))}
            onChange={(event) => setGroup(event.target.value as PromotionReportGroup)}
          />
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
