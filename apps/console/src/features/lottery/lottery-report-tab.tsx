import { wireMoneyText, type LotteryReportFigures } from '@ficha/contract';
import { Button, DataTable, EmptyState, ErrorState, LoadingState } from '@ficha/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { periodQuery, ReportPeriodFields } from '../../ui/report-period-fields.tsx';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { downloadLotteryCsv } from './download-lottery-csv.ts';
import { LotteryReportChart } from './lottery-report-chart.tsx';
import { useLotteryReport, type LotteryReportQuery, type LotteryReportView } from './queries.ts';

const figureKeys = ['ggr', 'stake', 'payout', 'refund', 'tickets', 'players'] as const;
const counts = new Set<keyof LotteryReportFigures>(['tickets', 'players']);

/**
 * The lottery's reports (decision 0090): a period of the lottery's UTC days, its totals, stakes, payouts and GGR
 * per day as a chart, a row per game with its bet types, and the CSV.
 */
export function LotteryReportTab({ providerCode }: { providerCode: string }) {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const [query, setQuery] = useState<LotteryReportQuery>({ period: 'today' });
  const [draft, setDraft] = useState<LotteryReportQuery>(query);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<unknown>(null);
  const report = useLotteryReport(providerCode, query);

  async function handleExport() {
    setExporting(true);
    setExportError(null);
    try {
      await downloadLotteryCsv({ providerCode, ...query });
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
    if (!report.data) return <LoadingState label={t('states.loading')} />;
    const data = report.data;
    const moved = data.totals.tickets > 0 || data.totals.payout > 0 || data.totals.refund > 0;
    return (
      <>
        {report.isError ? <ErrorState message={errorMessage(report.error)} /> : null}
        <p className="card-hint">{t('reports.range', { from: data.from, to: data.to, timeZone: data.timeZone })}</p>
        {moved ? <ReportBody data={data} /> : <EmptyState message={t('lottery.reports.empty')} />}
      </>
    );
  }

  return (
    <section className="lottery-tab" data-testid="lottery-reports">
      <form
        className="report-filters"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery(periodQuery(draft));
        }}
      >
        <ReportPeriodFields value={draft} onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))} />
        <Button type="submit" variant="secondary">
          {t('reports.show')}
        </Button>
      </form>
      <div className="report-actions">
        <Button type="button" variant="secondary" onClick={() => void handleExport()} disabled={exporting}>
          {exporting ? t('reports.exporting') : t('reports.export')}
        </Button>
        {exportError ? <span role="alert">{errorMessage(exportError)}</span> : null}
      </div>
      {renderBody()}
    </section>
  );
}

function ReportBody({ data }: { data: LotteryReportView }) {
  const { t, i18n } = useTranslation();
  const format = (key: keyof LotteryReportFigures, value: number) =>
    counts.has(key) ? value.toLocaleString(i18n.language) : wireMoneyText(value, i18n.language);
  const money = (value: number) => wireMoneyText(value, i18n.language);
  return (
    <>
      <dl className="dashboard-figures">
        {figureKeys.map((key) => (
          <div key={key} className="dashboard-figure" data-testid={`lottery-report-${key}`}>
            <dt>{t(`lottery.reports.figures.${key}`)}</dt>
            <dd>
              <span className="dashboard-figure__value">{format(key, data.totals[key])}</span>
            </dd>
          </div>
        ))}
      </dl>
      <LotteryReportChart days={data.days} />
      <DataTable
        caption={t('lottery.reports.byGame')}
        rows={data.games}
        rowKey={(row) => row.gameCode}
        columns={[
          {
            label: t('lottery.game'),
            cell: (row) => (
              <>
                <strong>{row.gameCode}</strong>
                <ul className="lottery-report-bets">
                  {row.betTypes.map((bet) => (
                    <li key={bet.betType}>
                      {t('lottery.reports.betTypeLine', {
                        betType: bet.betType,
                        tickets: bet.tickets,
                        stake: money(bet.stake),
                        ggr: money(bet.ggr),
                      })}
                    </li>
                  ))}
                </ul>
              </>
            ),
          },
          { label: t('lottery.reports.figures.tickets'), cell: (row) => format('tickets', row.tickets) },
          { label: t('lottery.reports.figures.players'), cell: (row) => format('players', row.players) },
          { label: t('lottery.reports.figures.stake'), cell: (row) => money(row.stake) },
          { label: t('lottery.reports.figures.payout'), cell: (row) => money(row.payout) },
          { label: t('lottery.reports.figures.refund'), cell: (row) => money(row.refund) },
          { label: t('lottery.reports.figures.ggr'), cell: (row) => money(row.ggr) },
        ]}
      />
    </>
  );
}
