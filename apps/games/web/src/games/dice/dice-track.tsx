import type { DiceBet } from '@ficha/engines';

/** The 0–100 track: the winning part in green, the losing part in red, and a marker at the roll. */
export function DiceTrack({ bet, roll, won }: { bet: DiceBet; roll: number | null; won: boolean | null }) {
  const split = bet.target / 100;
  const winFirst = bet.direction === 'under';
  return (
    <svg viewBox="-4 0 108 16" aria-hidden="true" className="dice-track">
      <rect
        x="0"
        y="6"
        width={split}
        height="5"
        rx="2"
        fill={winFirst ? 'var(--color-success)' : 'var(--color-danger)'}
      />
      <rect
        x={split}
        y="6"
        width={100 - split}
        height="5"
        rx="2"
        fill={winFirst ? 'var(--color-danger)' : 'var(--color-success)'}
      />
      {roll !== null ? (
        <g style={{ transform: `translateX(${roll / 100}px)`, transition: 'transform 400ms ease-out' }}>
          <path
            d="M0 5 L-2.6 0 H2.6Z"
            fill={won ? 'var(--color-success)' : 'var(--color-danger)'}
            stroke="var(--color-text)"
            strokeWidth="0.4"
          />
          <rect x="-0.6" y="5" width="1.2" height="7" fill="var(--color-text)" />
        </g>
      ) : null}
      {[0, 25, 50, 75, 100].map((tick) => (
        <text key={tick} x={tick} y="15.8" fontSize="3" textAnchor="middle" fill="var(--color-text-muted)">
          {tick}
        </text>
      ))}
    </svg>
  );
}
