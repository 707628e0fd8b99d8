import type { TeamOverview } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** Bars for what the team staked and won each day, a line for the team's result. */
const bars = [
  { key: 'validBets', color: 'var(--color-changed)' },
  { key: 'payouts', color: 'var(--color-accent)' },
] as const;

export interface SummaryChartProps {
  daily: TeamOverview['daily'];
  format: (amount: number) => string;
}

/** The agent's daily series over the period (recharts), as the agent's own team overview charts it. */
export function SummaryChart({ daily, format }: SummaryChartProps) {
  const { t } = useTranslation();
  return (
    <figure className="tree-summary__chart">
      <figcaption className="card-hint">{t('agentTree.summary.chartTitle')}</figcaption>
      <ResponsiveContainer width="100%" height={260}>
        <ComposedChart data={daily} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
          <XAxis
            dataKey="day"
            stroke="var(--color-text-muted)"
            fontSize={11}
            tickFormatter={(day: string) => day.slice(5)}
          />
          <YAxis stroke="var(--color-text-muted)" fontSize={11} tickFormatter={format} width={64} />
          <Tooltip
            formatter={(value) => format(Number(value))}
            contentStyle={{ background: 'var(--color-surface)', border: '1px solid var(--color-border)' }}
          />
          <Legend />
          {bars.map((bar) => (
            <Bar
              key={bar.key}
              dataKey={bar.key}
              name={t(`agentTree.summary.figures.${bar.key}`)}
              fill={bar.color}
              isAnimationActive={false}
            />
          ))}
          <Line
            type="monotone"
            dataKey="profit"
            name={t('agentTree.summary.figures.profit')}
            stroke="var(--color-text)"
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </figure>
  );
}
