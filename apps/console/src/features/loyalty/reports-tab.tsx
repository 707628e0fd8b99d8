import { pointSources, type LoyaltyReport } from '@ficha/contract';
import { DataTable, EmptyState, ErrorState, LoadingState, moneyText, SelectField } from '@ficha/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { DailyChart } from '../../ui/daily-chart.tsx';
import { useLoyaltyReport } from './queries.ts';

const ranges = [7, 30, 90] as const;
const issuedSources = ['points_earn', 'mission_points', 'leaderboard_points', 'points_refund'] as const;
const colors: Record<(typeof issuedSources)[number], string> = {
  points_earn: 'var(--color-accent)',
  mission_points: 'var(--color-focus)',
  leaderboard_points: 'var(--color-success)',
  points_refund: 'var(--color-text-muted)',
};

type DayRow = { day: string; redeemed: number; net: number } & Record<(typeof issuedSources)[number], number>;

/** One row per day: the points issued by each source, the points redeemed, and the difference. */
export function dayRowsOf(report: LoyaltyReport): DayRow[] {
  return report.points.map((d) => {
    const issued = Object.fromEntries(issuedSources.map((s) => [s, d.issued[s] ?? 0])) as Record<
      (typeof issuedSources)[number],
      number
    >;
    const total = Object.values(d.issued).reduce((n, v) => n + v, 0);
    const redeemed = Object.values(d.redeemed).reduce((n, v) => n + v, 0);
    return { day: d.day, ...issued, redeemed, net: total - redeemed };
  });
}

/** The loyalty reports (decision 0082): points per day by source, and claims per mission, with charts. */
export function ReportsTab() {
  const { t, i18n } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const [days, setDays] = useState<number>(30);
  const report = useLoyaltyReport(days);
  const points = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 });
  const format = (n: number) => points.format(n);

  let body;
  if (report.isError && !report.data)
    body = <ErrorState message={errorMessage(report.error)} onRetry={() => void report.refetch()} />;
  else if (!report.data) body = <LoadingState />;
  else {
    const r = report.data;
    const rows = dayRowsOf(r);
    const moved = r.points.filter((d) => Object.keys(d.issued).length + Object.keys(d.redeemed).length > 0);
    body = (
      <>
        <p className="card-hint" role="status">
          {t('loyalty.reports.totals', { issued: format(r.totals.issued), redeemed: format(r.totals.redeemed) })}
        </p>
        <DailyChart
          caption={t('loyalty.reports.pointsChart')}
          className="loyalty-chart"
          rows={rows}
          bars={[
            ...issuedSources.map((s) => ({ key: s, name: t(`loyalty.reports.sources.${s}`), color: colors[s] })),
            { key: 'redeemed' as const, name: t('loyalty.reports.redeemed'), color: 'var(--color-danger)' },
          ]}
          line={{ key: 'net', name: t('loyalty.reports.net') }}
          format={format}
        />
        <DataTable
          caption={t('loyalty.reports.table')}
          rows={moved.flatMap((d) =>
            pointSources
              .filter((s) => d.issued[s] !== undefined || d.redeemed[s] !== undefined)
              .map((s) => ({ day: d.day, source: s, issued: d.issued[s] ?? 0, redeemed: d.redeemed[s] ?? 0 })),
          )}
          rowKey={(row) => `${row.day}:${row.source}`}
          columns={[
            { label: t('loyalty.reports.day'), cell: (row) => row.day },
            { label: t('loyalty.reports.source'), cell: (row) => t(`loyalty.reports.sources.${row.source}`) },
            { label: t('loyalty.reports.issued'), className: 'num', cell: (row) => format(row.issued) },
            { label: t('loyalty.reports.redeemed'), className: 'num', cell: (row) => format(row.redeemed) },
          ]}
        />
        <h3 className="card-title">{t('loyalty.reports.missionsTitle')}</h3>
        {r.missions.length === 0 ? (
          <EmptyState message={t('loyalty.reports.missionsNone')} />
        ) : (
          <>
            <figure className="loyalty-chart">
              <figcaption className="card-hint">{t('loyalty.reports.missionsChart')}</figcaption>
              <ResponsiveContainer width="100%" height={Math.max(120, r.missions.length * 36 + 40)}>
                <BarChart data={r.missions} layout="vertical" margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
                  <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
                  <XAxis type="number" allowDecimals={false} stroke="var(--color-text-muted)" fontSize={11} />
                  <YAxis type="category" dataKey="title" width={140} stroke="var(--color-text-muted)" fontSize={11} />
                  <Tooltip
                    contentStyle={{ background: 'var(--color-surface)', border: '1px solid var(--color-border)' }}
                  />
                  <Bar
                    dataKey="claims"
                    name={t('loyalty.reports.claims')}
                    fill="var(--color-accent)"
                    isAnimationActive={false}
                  />
                </BarChart>
              </ResponsiveContainer>
            </figure>
            <DataTable
              caption={t('loyalty.reports.missionsTitle')}
              rows={r.missions}
              rowKey={(m) => m.missionId}
              columns={[
                { label: t('loyalty.reports.mission'), cell: (m) => m.title },
                { label: t('loyalty.reports.claims'), className: 'num', cell: (m) => format(m.claims) },
                {
                  label: t('loyalty.reports.rewardTotal'),
                  className: 'num',
                  cell: (m) =>
                    t(`loyalty.reports.rewardKinds.${m.rewardKind}`, {
                      amount:
                        m.rewardKind === 'points' ? format(m.rewardTotal) : moneyText(m.rewardTotal, i18n.language),
                    }),
                },
              ]}
            />
          </>
        )}
      </>
    );
  }

  return (
    <section className="loyalty-tab" aria-labelledby="loyalty-reports-title">
      <h2 id="loyalty-reports-title" className="card-title">
        {t('loyalty.reports.title')}
      </h2>
      <p className="card-hint">{t('loyalty.reports.hint')}</p>
      <SelectField
        label={t('loyalty.reports.range')}
        value={String(days)}
        onChange={(event) => setDays(Number(event.target.value))}
        options={ranges.map((n) => ({ value: String(n), label: t('loyalty.reports.days', { count: n }) }))}
      />
      {body}
    </section>
  );
}
