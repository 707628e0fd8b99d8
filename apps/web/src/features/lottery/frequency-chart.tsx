import type { LgwDraw, LotteryGroupCode } from '@ficha/contract';
import { EmptyState } from '@ficha/ui';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useLanguage } from '../../lib/i18n.ts';
import { textDirection } from '../../lib/language.ts';
import { countsTopPlaces, numberFrequency, type NumberCount } from './number-frequency.ts';

const heatColour: Readonly<Record<NumberCount['heat'], string>> = {
  hot: 'var(--lottery-hot)',
  cold: 'var(--lottery-cold)',
  normal: 'var(--lottery-normal)',
};

/**
 * Hot and cold numbers (recharts, as the console's charts): how often each number came up in the latest
 * results, the most frequent in the hot colour, the least in the cold one, named in words beside the chart
 * so the colours are not the only sign. Mirrored in a right-to-left language.
 */
export function FrequencyChart({ group, draws }: { group: LotteryGroupCode; draws: readonly LgwDraw[] }) {
  const { t } = useTranslation('lottery');
  const rtl = textDirection(useLanguage()) === 'rtl';
  const counts = numberFrequency(group, draws);
  const drawn = draws.filter((draw) => draw.numbers).length;
  const tick = { fill: 'var(--color-text-muted)', fontSize: 12 };
  const named = (heat: NumberCount['heat']) =>
    counts
      .filter((c) => c.heat === heat)
      .map((c) => c.number)
      .join(', ');
  return (
    <section className="lottery-card lottery-chart" aria-labelledby="lottery-chart-title" data-testid="hot-cold">
      <h2 id="lottery-chart-title" className="lottery-card__title">
        {t('chart_title')}
      </h2>
      {counts.length === 0 ? (
        <EmptyState icon="chart" message={t('chart_empty')} />
      ) : (
        <>
          <p className="lottery-muted">
            {countsTopPlaces(group) ? t('chart_caption_top_three') : t('chart_caption')} ·{' '}
            {t('draws_counted', { n: drawn })}
          </p>
          <dl className="lottery-chart__legend">
            <div className="lottery-chart__heat lottery-chart__heat--hot">
              <dt>{t('hot')}</dt>
              <dd>{named('hot')}</dd>
            </div>
            <div className="lottery-chart__heat lottery-chart__heat--cold">
              <dt>{t('cold')}</dt>
              <dd>{named('cold')}</dd>
            </div>
          </dl>
          <ResponsiveContainer width="100%" height={200}>
            <BarChart data={counts} margin={{ top: 8, right: 4, bottom: 0, left: 4 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" vertical={false} />
              <XAxis
                dataKey="number"
                reversed={rtl}
                stroke="var(--color-border)"
                tick={tick}
                tickLine={false}
                interval={0}
              />
              <YAxis
                orientation={rtl ? 'right' : 'left'}
                allowDecimals={false}
                stroke="var(--color-border)"
                tick={tick}
                tickLine={false}
                width={28}
              />
              <Tooltip
                formatter={(value) => [String(value), t('times_drawn')]}
                labelFormatter={(label) => t('number_label', { number: String(label) })}
                contentStyle={{
                  background: 'var(--color-surface-raised)',
                  border: '1px solid var(--color-border)',
                  borderRadius: 8,
                }}
                labelStyle={{ color: 'var(--color-text)', fontWeight: 700 }}
                cursor={{ fill: 'var(--color-secondary-bg)' }}
              />
              <Bar dataKey="count" name={t('times_drawn')} radius={[4, 4, 0, 0]} isAnimationActive={false}>
                {counts.map((c) => (
                  <Cell key={c.number} fill={heatColour[c.heat]} />
                ))}
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        </>
      )}
    </section>
  );
}
