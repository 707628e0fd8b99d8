import { kenoNumbers } from '@ficha/engines';
import { useTranslation } from 'react-i18next';

/** The 40 numbers: marked ones, drawn ones, and hits (marked and drawn). Read-only when onToggle is null. */
export function KenoGrid({
  spots,
  drawn,
  onToggle,
}: {
  spots: readonly number[];
  drawn: readonly number[];
  onToggle: ((n: number) => void) | null;
}) {
  const { t } = useTranslation();
  return (
    <div className="keno-grid" role="group" aria-label={t('keno_numbers')}>
      {Array.from({ length: kenoNumbers }, (_, i) => i + 1).map((n) => {
        const marked = spots.includes(n);
        const out = drawn.includes(n);
        const state = marked && out ? 'hit' : out ? 'drawn' : marked ? 'marked' : 'idle';
        return (
          <button
            key={n}
            type="button"
            className={`keno-cell keno-${state}`}
            aria-pressed={marked}
            aria-label={`${n}${out ? ` · ${t('keno_drawn')}` : ''}`}
            disabled={onToggle === null}
            onClick={() => onToggle?.(n)}
          >
            {n}
          </button>
        );
      })}
    </div>
  );
}
