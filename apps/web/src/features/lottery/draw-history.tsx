import type { LgwDraw } from '@ficha/contract';
import { EmptyState, formatDateTime } from '@ficha/ui';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/i18n.ts';
import { toLocaleTag } from '../../lib/language.ts';
import { DrawNumbers } from './draw-numbers.tsx';

/** How many results the list shows (the chart counts more). */
const shown = 20;

/** The game's latest results, newest first: draw code, time, numbers. */
export function DrawHistory({ draws }: { draws: readonly LgwDraw[] }) {
  const { t } = useTranslation('lottery');
  const locale = toLocaleTag(useLanguage());
  return (
    <section
      className="lottery-card lottery-history"
      aria-labelledby="lottery-history-title"
      data-testid="draw-history"
    >
      <h2 id="lottery-history-title" className="lottery-card__title">
        {t('history_title')}
      </h2>
      {draws.length === 0 ? (
        <EmptyState icon="clock" message={t('history_empty')} />
      ) : (
        <ol className="lottery-history__list">
          {draws.slice(0, shown).map((draw) => (
            <li key={draw.numero} className="lottery-history__row">
              <div className="lottery-history__meta">
                <span className="lottery-history__numero">{draw.numero}</span>
                <time className="lottery-muted" dateTime={draw.drawTime}>
                  {formatDateTime(draw.drawTime, locale, { time: 'short' })}
                </time>
              </div>
              <DrawNumbers draw={draw} size="small" />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
