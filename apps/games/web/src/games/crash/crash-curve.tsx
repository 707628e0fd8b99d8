import { crashGrowthPerMs } from '@ficha/engines';

const width = 320;
const height = 200;
const pad = 12;

/** The axes stretch as the flight goes on: at least 10 s and 2×, then a little beyond where the flight is. */
function scales(elapsedMs: number, multiplier: number) {
  const maxMs = Math.max(10_000, elapsedMs * 1.15);
  const maxMultiplier = Math.max(2, 1 + (multiplier - 1) * 1.2);
  const x = (ms: number) => pad + (ms / maxMs) * (width - 2 * pad);
  const y = (m: number) => height - pad - ((m - 1) / (maxMultiplier - 1)) * (height - 2 * pad);
  return { x, y, maxMultiplier };
}

/** The flight path from take-off to `elapsedMs`, as an SVG path on the engines' curve e^(g·t). */
export function curvePath(elapsedMs: number): { line: string; area: string; tip: { x: number; y: number } } {
  const end = Math.max(0, elapsedMs);
  const multiplierAt = (ms: number) => Math.exp(crashGrowthPerMs * ms);
  const { x, y } = scales(end, multiplierAt(end));
  const steps = 48;
  const points: string[] = [];
  for (let i = 0; i <= steps; i += 1) {
    const ms = (end * i) / steps;
    points.push(`${x(ms).toFixed(1)},${y(multiplierAt(ms)).toFixed(1)}`);
  }
  const tip = { x: x(end), y: y(multiplierAt(end)) };
  const line = `M${points.join(' L')}`;
  const area = `${line} L${tip.x.toFixed(1)},${height - pad} L${pad},${height - pad} Z`;
  return { line, area, tip };
}

/**
 * The crash stage: grid, the curve drawn up to the flight's time, a small comet at its tip, and the big
 * multiplier. Drawn by us in SVG; decorative for screen readers (the multiplier is announced apart).
 */
export function CrashCurve({
  elapsedMs,
  phase,
  children,
}: {
  elapsedMs: number;
  phase: 'betting' | 'flying' | 'crashed';
  children: React.ReactNode;
}) {
  const { line, area, tip } = curvePath(phase === 'betting' ? 0 : elapsedMs);
  return (
    <div className="crash-stage" data-phase={phase}>
      <svg viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none" aria-hidden="true" className="crash-svg">
        <defs>
          <linearGradient id="crash-fill" x1="0" x2="0" y1="0" y2="1">
            <stop offset="0%" stopColor="currentColor" stopOpacity="0.35" />
            <stop offset="100%" stopColor="currentColor" stopOpacity="0" />
          </linearGradient>
        </defs>
        {[0.25, 0.5, 0.75].map((f) => (
          <line
            key={f}
            x1={pad}
            x2={width - pad}
            y1={pad + f * (height - 2 * pad)}
            y2={pad + f * (height - 2 * pad)}
            className="crash-grid"
          />
        ))}
        <line x1={pad} x2={pad} y1={pad} y2={height - pad} className="crash-axis" />
        <line x1={pad} x2={width - pad} y1={height - pad} y2={height - pad} className="crash-axis" />
        {phase !== 'betting' ? (
          <g className="crash-path">
            <path d={area} fill="url(#crash-fill)" />
            <path d={line} fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
            <circle cx={tip.x} cy={tip.y} r={phase === 'crashed' ? 7 : 5} className="crash-tip" />
          </g>
        ) : null}
      </svg>
      <div className="crash-readout">{children}</div>
    </div>
  );
}
