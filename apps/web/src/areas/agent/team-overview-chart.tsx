import type { TeamOverview } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useLanguage } from '../../lib/i18n.ts';
import { textDirection, toLocaleTag } from '../../lib/language.ts';

/** The series drawn, each in its colour of the theme (agent-center.css, `--chart-*`). */
const series = [
  { key: 'validBets', color: 'var(--chart-bets)' },
  { key: 'payouts', color: 'var(--chart-payouts)' },
  { key: 'deposits', color: 'var(--chart-deposits)' },
  { key: 'profit', color: 'var(--chart-profit)' },
] as const;

type Point = Pick<TeamOverview['daily'][number], (typeof series)[number]['key']> & { label: string };

/**
 * The points of the chart: the hours of a one-day period (in the period's time zone), else its days; the
 * server sends either series zero-filled, so a quiet hour or day is a point at zero, not a gap.
 */
function pointsOf(overview: TeamOverview, locale: string): { points: Point[]; hourly: boolean } {
  if (overview.hourly.length > 0) {
    const hour = new Intl.DateTimeFormat(locale, {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: overview.period.timeZone,
    });
    return { points: overview.hourly.map((h) => ({ ...h, label: hour.format(new Date(h.hour)) })), hourly: true };
  }
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return {
    points: overview.daily.map((d) => ({ ...d, label: day.format(new Date(`${d.day}T00:00:00Z`)) })),
    hourly: false,
  };
}

/**
 * The team's valid bets, payouts, deposits and result over the period (recharts): hour by hour when the period
 * is one day (so "today" right after midnight still has a shape), day by day otherwise. Mirrored in a
 * right-to-left language, time running the way the page reads.
 */
export function TeamOverviewChart({ overview, format }: { overview: TeamOverview; format: (n: number) => string }) {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  const locale = toLocaleTag(language);
  const rtl = textDirection(language) === 'rtl';
  const { points, hourly } = pointsOf(overview, locale);
  const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  const tick = { fill: 'var(--color-text-muted)', fontSize: 12 };
  return (
    <figure className="report-chart">
      <figcaption className="report-chart__title">
        {hourly ? t('chart_title_hourly', { timeZone: overview.period.timeZone }) : t('chart_title')}
      </figcaption>
      <ResponsiveContainer width="100%" height={280}>
        <LineChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" vertical={false} />
          <XAxis
            dataKey="label"
            reversed={rtl}
            stroke="var(--color-border)"
            tick={tick}
            tickLine={false}
            minTickGap={16}
          />
          <YAxis
            orientation={rtl ? 'right' : 'left'}
            stroke="var(--color-border)"
            tick={tick}
            tickLine={false}
            tickFormatter={(value: number) => compact.format(value)}
            width={48}
          />
          <Tooltip
            formatter={(value) => format(Number(value))}
            contentStyle={{
              background: 'var(--color-surface-raised)',
              border: '1px solid var(--color-border)',
              borderRadius: 8,
            }}
            labelStyle={{ color: 'var(--color-text)', fontWeight: 700 }}
            cursor={{ stroke: 'var(--color-text-muted)' }}
          />
          <Legend
            iconType="plainline"
            wrapperStyle={{ fontSize: 13 }}
            formatter={(value: string) => <span className="report-chart__legend">{value}</span>}
          />
          {series.map((s) => (
            <Line
              key={s.key}
              type="linear"
              dataKey={s.key}
              name={t(`fig_${s.key}`)}
              stroke={s.color}
              strokeWidth={2}
              dot={points.length <= 31 ? { r: 3, fill: s.color } : false}
              activeDot={{ r: 5 }}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}
