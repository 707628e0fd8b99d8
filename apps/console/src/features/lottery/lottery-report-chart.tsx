import { wireMoneyText } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { LotteryReportView } from './queries.ts';

const bars = [
  { key: 'stake', color: 'var(--color-accent)' },
  { key: 'payout', color: 'var(--color-changed)' },
] as const;

const axis = { stroke: 'var(--color-text-muted)', fontSize: 11 } as const;
const tooltipStyle = { background: 'var(--color-surface)', border: '1px solid var(--color-border)' } as const;

/** Day by day the stakes and payouts, with GGR as a line (recharts, as the reports dashboard). */
export function LotteryReportChart({ days }: { days: LotteryReportView['days'] }) {
  const { t, i18n } = useTranslation();
  const money = (value: number) => wireMoneyText(value, i18n.language);
  return (
    <div className="dashboard-charts">
      <figure className="card dashboard-chart">
        <figcaption className="card-title">{t('lottery.reports.chart')}</figcaption>
        <ResponsiveContainer width="100%" height={260}>
          <ComposedChart data={[...days]} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
            <XAxis dataKey="day" {...axis} tickFormatter={(day: string) => day.slice(5)} />
            <YAxis {...axis} tickFormatter={money} width={72} />
            <Tooltip formatter={(value) => money(Number(value))} contentStyle={tooltipStyle} />
            <Legend />
            {bars.map(({ key, color }) => (
              <Bar
                key={key}
                dataKey={key}
                name={t(`lottery.reports.figures.${key}`)}
                fill={color}
                isAnimationActive={false}
              />
            ))}
            <Line
              type="monotone"
              dataKey="ggr"
              name={t('lottery.reports.figures.ggr')}
              stroke="var(--color-text)"
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </figure>
    </div>
  );
}
