import { DataTable, EmptyState, ErrorState, LoadingState, moneyText } from '@ficha/ui';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { marketLabel, selectionLabel } from './market-label.ts';
import { useSportsbookExposure } from './queries.ts';

/** The selections the chart compares: the biggest payouts. */
const charted = 10;

/**
 * The risk view (decision 0089): the merchant's open bets per selection, the biggest payouts first — a chart
 * comparing what the top selections would pay against what was staked on them, and the table of all shown.
 */
export function RiskTab({ providerCode }: { providerCode: string }) {
  const { t, i18n } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const exposure = useSportsbookExposure(providerCode);

  if (exposure.isPending) return <LoadingState label={t('states.loading')} />;
  if (exposure.isError)
    return <ErrorState message={errorMessage(exposure.error)} onRetry={() => void exposure.refetch()} />;
  const { selections, openBets, openStake } = exposure.data;
  const money = (amount: number) => moneyText(amount, i18n.language);
  const nameOf = (row: (typeof selections)[number]) => `${row.home} – ${row.away}: ${selectionLabel(t, row.selection)}`;
  return (
    <section className="sportsbook-tab">
      <p className="sportsbook-hint">{t('sportsbook.risk.summary', { count: openBets, stake: money(openStake) })}</p>
      {selections.length === 0 ? (
        <EmptyState message={t('sportsbook.risk.none')} />
      ) : (
        <>
          <figure className="sportsbook-chart">
            <figcaption className="card-hint">{t('sportsbook.risk.chart', { count: charted })}</figcaption>
            <ResponsiveContainer width="100%" height={Math.max(160, Math.min(charted, selections.length) * 40 + 60)}>
              <BarChart
                data={selections.slice(0, charted).map((row) => ({ ...row, name: nameOf(row) }))}
                layout="vertical"
                margin={{ top: 8, right: 16, bottom: 0, left: 8 }}
              >
                <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
                <XAxis type="number" stroke="var(--color-text-muted)" fontSize={11} tickFormatter={money} />
                <YAxis type="category" dataKey="name" width={160} stroke="var(--color-text-muted)" fontSize={11} />
                <Tooltip
                  formatter={(value) => money(Number(value))}
                  contentStyle={{ background: 'var(--color-surface)', border: '1px solid var(--color-border)' }}
                />
                <Legend />
                <Bar
                  dataKey="payout"
                  name={t('sportsbook.risk.payout')}
                  fill="var(--color-danger)"
                  isAnimationActive={false}
                />
                <Bar
                  dataKey="stake"
                  name={t('sportsbook.risk.stake')}
                  fill="var(--color-accent)"
                  isAnimationActive={false}
                />
              </BarChart>
            </ResponsiveContainer>
          </figure>
          <DataTable
            caption={t('sportsbook.risk.caption')}
            rows={selections}
            rowKey={(row) => `${row.marketId}:${row.selection}`}
            columns={[
              { label: t('sportsbook.risk.event'), cell: (row) => `${row.home} – ${row.away}` },
              { label: t('sportsbook.events.market'), cell: (row) => marketLabel(t, row) },
              { label: t('sportsbook.risk.selection'), cell: (row) => selectionLabel(t, row.selection) },
              { label: t('sportsbook.events.openBets'), cell: (row) => String(row.bets) },
              { label: t('sportsbook.risk.stake'), cell: (row) => money(row.stake) },
              { label: t('sportsbook.risk.payout'), cell: (row) => money(row.payout) },
            ]}
          />
        </>
      )}
    </section>
  );
}
