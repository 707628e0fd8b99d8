import { minesCells } from '@ficha/engines';
import { useTranslation } from 'react-i18next';

/** The cells picked in order and, once the round ended, where the mines lie. */
type MinesView = { picks: readonly number[]; mineCells: readonly number[] | null };

/** The 5 × 5 grid: hidden cells to pick, gems found, and once the round ends every mine (the hit one marked). */
export function MinesGrid({ outcome, onPick }: { outcome: MinesView | null; onPick: ((cell: number) => void) | null }) {
  const { t } = useTranslation();
  const picks = new Set(outcome?.picks ?? []);
  const mines = new Set(outcome?.mineCells ?? []);
  return (
    <div className="mines-grid" role="group" aria-label={t('mines_grid')}>
      {Array.from({ length: minesCells }, (_, cell) => {
        const picked = picks.has(cell);
        const mine = mines.has(cell);
        const state = picked && mine ? 'boom' : mine ? 'mine' : picked ? 'gem' : 'hidden';
        const label = t(`mines_cell_${state}`, { n: cell + 1 });
        return (
          <button
            key={cell}
            type="button"
            className={`mines-cell mines-${state}`}
            aria-label={label}
            disabled={onPick === null || picked}
            onClick={() => onPick?.(cell)}
          >
            {state === 'gem' ? <Gem /> : state === 'mine' || state === 'boom' ? <Mine /> : null}
          </button>
        );
      })}
    </div>
  );
}

function Gem() {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true">
      <path d="M10 14 L16 7 H24 L30 14 L20 33Z" fill="#3ddc84" stroke="#0d6b3a" strokeWidth="1.5" />
      <path d="M10 14 H30 M16 7 L20 14 L24 7 M20 14 V33" stroke="#0d6b3a" strokeWidth="1" fill="none" />
    </svg>
  );
}

function Mine() {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true">
      {[0, 45, 90, 135].map((a) => (
        <rect key={a} x="19" y="6" width="2" height="28" fill="#222" transform={`rotate(${a} 20 20)`} />
      ))}
      <circle cx="20" cy="20" r="10" fill="#2b2b2b" stroke="#ff5d6c" strokeWidth="1.5" />
      <circle cx="16.5" cy="16.5" r="2.5" fill="#fff" opacity="0.7" />
    </svg>
  );
}
