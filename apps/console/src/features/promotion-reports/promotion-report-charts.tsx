import { wireMoneyText, type PromotionReportRow } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const dayBars = [
  { key: 'granted', color: 'var(--color-accent)' },
  { key: 'converted', color: 'var(--color-changed)' },
  { key: 'forfeited', color: 'var(--color-text-muted)' },
  { key: 'cashPaid', color: 'var(--color-border-strong)' },
] as const;
const promotionBars = [
  { key: 'cost', color: 'var(--color-changed)' },
  { key: 'participantsGgr', color: 'var(--color-accent)' },
] as const;

const axis = { stroke: 'var(--color-text-muted)', fontSize: 11 } as const;
const tooltipStyle = { background: 'var(--color-surface)', border: '1px solid var(--color-border)' } as const;

export interface PromotionReportChartsProps {
  days: readonly PromotionReportRow[];
  promotions: readonly PromotionReportRow[];
}

/** Day by day what the budgets paid, got back and cost (recharts, as the dashboard); per promotion, cost against GGR. */
export function PromotionReportCharts({ days, promotions }: PromotionReportChartsProps) {
  const { t, i18n } = useTranslation();
  const money = (value: number) => wireMoneyText(value, i18n.language);
  const dayData = days.map((row) => ({ day: row.key, ...row.figures }));
  const promotionData = promotions.map((row) => ({ name: row.label, ...row.figures }));
  return (
    <div className="dashboard-charts">
      <figure className="card dashboard-chart">
        <figcaption className="card-title">{t('promotionReports.dayChart')}</figcaption>
        <ResponsiveContainer width="100%" height={260}>
          <ComposedChart data={dayData} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
            <XAxis dataKey="day" {...axis} tickFormatter={(day: string) => day.slice(5)} />
            <YAxis {...axis} tickFormatter={money} width={72} />
            <Tooltip formatter={(value) => money(Number(value))} contentStyle={tooltipStyle} />
            <Legend />
            {dayBars.map(({ key, color }) => (
              <Bar
                key={key}
                dataKey={key}
                name={t(`promotionReports.figures.${key}`)}
                fill={color}
                isAnimationActive={false}
              />
            ))}
            <Line
              type="monotone"
              dataKey="cost"
              name={t('promotionReports.figures.cost')}
              stroke="var(--color-text)"
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </figure>
      <figure className="card dashboard-chart">
        <figcaption className="card-title">{t('promotionReports.promotionChart')}</figcaption>
        <ResponsiveContainer width="100%" height={260}>
          <ComposedChart data={promotionData} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
            <XAxis
              dataKey="name"
              {...axis}
              tickFormatter={(name: string) => (name.length > 14 ? `${name.slice(0, 13)}…` : name)}
            />
            <YAxis {...axis} tickFormatter={money} width={72} />
            <Tooltip formatter={(value) => money(Number(value))} contentStyle={tooltipStyle} />
            <Legend />
            {promotionBars.map(({ key, color }) => (
              <Bar
                key={key}
                dataKey={key}
                name={t(`promotionReports.figures.${key}`)}
                fill={color}
                isAnimationActive={false}
              />
            ))}
          </ComposedChart>
        </ResponsiveContainer>
      </figure>
    </div>
  );
}
