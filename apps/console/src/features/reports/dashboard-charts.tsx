import type { DashboardFigures } from '@ficha/contract';
import { wireMoneyText } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

type Day = DashboardFigures & { day: string };

const moneyBars = [
  { key: 'deposits', color: 'var(--color-accent)' },
  { key: 'withdrawals', color: 'var(--color-changed)' },
] as const;
const moneyLines = [
  { key: 'ggr', color: 'var(--color-text)' },
  { key: 'ngr', color: 'var(--color-text-muted)' },
] as const;
const playerBars = [
  { key: 'activePlayers', color: 'var(--color-accent)' },
  { key: 'signUps', color: 'var(--color-changed)' },
  { key: 'firstDepositors', color: 'var(--color-text-muted)' },
] as const;

const axis = { stroke: 'var(--color-text-muted)', fontSize: 11 } as const;
const tooltipStyle = { background: 'var(--color-surface)', border: '1px solid var(--color-border)' } as const;

/** The last 30 days (recharts): money in and out with GGR and NGR, and players. */
export function DashboardCharts({ daily }: { daily: readonly Day[] }) {
  const { t, i18n } = useTranslation();
  const money = (value: number) => wireMoneyText(value, i18n.language);
  const data = [...daily];
  const bar = ({ key, color }: { key: keyof DashboardFigures; color: string }) => (
    <Bar key={key} dataKey={key} name={t(`reports.figures.${key}`)} fill={color} isAnimationActive={false} />
  );
  return (
    <div className="dashboard-charts">
      <figure className="card dashboard-chart">
        <figcaption className="card-title">{t('dashboard.moneyChart')}</figcaption>
        <ResponsiveContainer width="100%" height={260}>
          <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
            <XAxis dataKey="day" {...axis} tickFormatter={(day: string) => day.slice(5)} />
            <YAxis {...axis} tickFormatter={money} width={72} />
            <Tooltip formatter={(value) => money(Number(value))} contentStyle={tooltipStyle} />
            <Legend />
            {moneyBars.map(bar)}
            {moneyLines.map((line) => (
              <Line
                key={line.key}
                type="monotone"
                dataKey={line.key}
                name={t(`reports.figures.${line.key}`)}
                stroke={line.color}
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
              />
            ))}
          </ComposedChart>
        </ResponsiveContainer>
      </figure>
      <figure className="card dashboard-chart">
        <figcaption className="card-title">{t('dashboard.playersChart')}</figcaption>
        <ResponsiveContainer width="100%" height={260}>
          <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
            <XAxis dataKey="day" {...axis} tickFormatter={(day: string) => day.slice(5)} />
            <YAxis {...axis} allowDecimals={false} width={40} />
            <Tooltip contentStyle={tooltipStyle} />
            <Legend />
            {playerBars.map(bar)}
          </ComposedChart>
        </ResponsiveContainer>
      </figure>
    </div>
  );
}
