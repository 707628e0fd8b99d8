import {
  bucketX,
  bucketY,
  plinkoBallPoints,
  plinkoGap,
  plinkoHeight,
  plinkoPegs,
  plinkoWidth,
} from './plinko-geometry.ts';

/** Colour of a bucket by its multiplier: losing buckets cool, the edges hot. */
function bucketColor(text: string): string {
  const value = Number(text);
  if (value < 1) return '#3b4a7a';
  if (value < 2) return '#2a9d8f';
  if (value < 10) return '#e9a23b';
  return '#e63946';
}

/** The board in SVG: pegs, the buckets with their multipliers, and the ball at its current step. */
export function PlinkoBoard({
  rows,
  buckets,
  ball,
}: {
  rows: number;
  buckets: readonly string[];
  ball: { path: readonly number[]; step: number } | null;
}) {
  const points = ball && ball.path.length === rows ? plinkoBallPoints(ball.path) : null;
  const at = points ? points[Math.min(ball!.step, points.length - 1)]! : null;
  const landed = ball && points && ball.step >= points.length - 1 ? ball.path.reduce((a, b) => a + b, 0) : null;
  return (
    <svg
      viewBox={`0 0 ${plinkoWidth(rows)} ${plinkoHeight(rows)}`}
      role="img"
      aria-label={landed === null ? '' : buckets[landed]}
    >
      {plinkoPegs(rows).map((peg, i) => (
        <circle key={i} cx={peg.x} cy={peg.y} r="1.1" fill="var(--color-text-muted)" />
      ))}
      {buckets.map((text, bucket) => (
        <g key={bucket}>
          <rect
            x={bucketX(rows, bucket) - plinkoGap / 2 + 0.4}
            y={bucketY(rows)}
            width={plinkoGap - 0.8}
            height="7"
            rx="1.2"
            fill={bucketColor(text)}
            stroke={landed === bucket ? 'var(--color-text)' : 'none'}
            strokeWidth="0.6"
          />
          <text
            x={bucketX(rows, bucket)}
            y={bucketY(rows) + 4.6}
            fontSize={rows === 16 ? 2.2 : 2.6}
            textAnchor="middle"
            fill="#fff"
            fontWeight="700"
          >
            {text}
          </text>
        </g>
      ))}
      {at ? (
        <circle
          r="2.2"
          fill="var(--color-accent)"
          stroke="#fff"
          strokeWidth="0.4"
          style={{ transform: `translate(${at.x}px, ${at.y}px)`, transition: 'transform 100ms ease-in' }}
        />
      ) : null}
    </svg>
  );
}
