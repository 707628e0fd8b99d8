import type { TeamOverview } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const series = [
  { key: 'validBets', color: '#f5b81c' },
  { key: 'payouts', color: '#4aa3ff' },
  { key: 'deposits', color: '#2fbf71' },
  { key: 'profit', color: '#e5484d' },
] as const;

/** The team's daily series over the period (recharts): valid bets, payouts, deposits and the team's result. */
export function TeamOverviewChart({ daily, format }: { daily: TeamOverview['daily']; format: (n: number) => string }) {
  const { t } = useTranslation('agent');
  return (
    <figure className="report-chart">
      <figcaption className="agent-card__meta">{t('chart_title')}</figcaption>
      <ResponsiveContainer width="100%" height={280}>
        <LineChart data={daily} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
          <XAxis dataKey="day" stroke="var(--color-text-muted)" fontSize={12} />
          <YAxis stroke="var(--color-text-muted)" fontSize={12} tickFormatter={format} width={72} />
          <Tooltip
            formatter={(value) => format(Number(value))}
            contentStyle={{ background: 'var(--color-surface)', border: '1px solid var(--color-border)' }}
          />
          <Legend />
          {series.map((s) => (
            <Line
              key={s.key}
              type="monotone"
              dataKey={s.key}
              name={t(`fig_${s.key}`)}
              stroke={s.color}
              strokeWidth={2}
              dot={daily.length <= 31}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}
