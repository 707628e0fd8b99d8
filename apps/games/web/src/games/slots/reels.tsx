import type { SlotDefinition } from '@ficha/engines';
import { useTranslation } from 'react-i18next';
import { symbolKey } from '../../lib/text-keys.ts';
import type { SlotArt } from './slot-art.ts';
import type { WinHighlight } from './win-cells.ts';

export const cellSize = 100;
const gap = 8;
const pad = 10;

const reelX = (reel: number) => pad + reel * (cellSize + gap);
const rowY = (row: number) => pad + row * cellSize;

/** The symbols a spinning reel blurs past: a run of its strip, drawn twice so the loop is seamless. */
function spinRun(strip: readonly string[], reel: number): string[] {
  const start = (reel * 7) % strip.length;
  return Array.from({ length: 8 }, (_, i) => strip[(start + i) % strip.length]!);
}

/**
 * The reels in SVG: each cell draws the theme's symbol; a spinning reel scrolls a blurred run of its strip
 * (no scrolling when motion is reduced). Over a finished spin the winning lines are drawn and the cells of
 * the wins are lit, the others dimmed.
 */
export function Reels({
  slot,
  art,
  window,
  spinning,
  highlight,
  turbo,
}: {
  slot: SlotDefinition;
  art: SlotArt;
  window: readonly (readonly string[])[];
  spinning: readonly boolean[];
  highlight: WinHighlight | null;
  turbo: boolean;
}) {
  const { t } = useTranslation();
  const width = pad * 2 + slot.reels.length * cellSize + (slot.reels.length - 1) * gap;
  const height = pad * 2 + slot.rows * cellSize;
  const lit = new Set(highlight?.cells.map(([reel, row]) => `${reel}:${row}`));
  const dimOthers = lit.size > 0;
  const symbolName = (id: string) => t(symbolKey(slot.code, id));
  const label = Array.from({ length: slot.rows }, (_, row) =>
    window.map((column) => symbolName(column[row] ?? '')).join(', '),
  ).join(' · ');

  return (
    <svg
      className={`reels${turbo ? ' turbo' : ''}`}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={spinning.some(Boolean) ? t('slot_spinning') : label}
    >
      <defs>
        <linearGradient id={`reel-bg-${slot.code}`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={art.colors.reelTop} />
          <stop offset="1" stopColor={art.colors.reelBottom} />
        </linearGradient>
        {slot.reels.map((_, reel) => (
          <clipPath key={reel} id={`reel-clip-${slot.code}-${reel}`}>
            <rect x={reelX(reel)} y={pad} width={cellSize} height={slot.rows * cellSize} rx="10" />
          </clipPath>
        ))}
      </defs>
      <rect x="0" y="0" width={width} height={height} rx="16" fill={art.colors.frame} />
      {slot.reels.map((strip, reel) => (
        <g key={reel} clipPath={`url(#reel-clip-${slot.code}-${reel})`}>
          <rect
            x={reelX(reel)}
            y={pad}
            width={cellSize}
            height={slot.rows * cellSize}
            fill={`url(#reel-bg-${slot.code})`}
          />
          {spinning[reel] ? (
            <g className="reel-run" style={{ animationDelay: `${-reel * 60}ms` }}>
              {[...spinRun(strip, reel), ...spinRun(strip, reel)].map((symbol, i) => (
                <Symbol key={i} art={art} id={symbol} x={reelX(reel)} y={pad + i * cellSize} />
              ))}
            </g>
          ) : (
            <g className="reel-landed">
              {(window[reel] ?? []).map((symbol, row) => {
                const on = lit.has(`${reel}:${row}`);
                return (
                  <g key={row} className={on ? 'cell cell-lit' : dimOthers ? 'cell cell-dim' : 'cell'}>
                    {on ? (
                      <rect
                        x={reelX(reel) + 3}
                        y={rowY(row) + 3}
                        width={cellSize - 6}
                        height={cellSize - 6}
                        rx="10"
                        fill="none"
                        stroke={art.colors.glow}
                        strokeWidth="5"
                      />
                    ) : null}
                    <Symbol art={art} id={symbol} x={reelX(reel)} y={rowY(row)} />
                  </g>
                );
              })}
            </g>
          )}
        </g>
      ))}
      {highlight?.lines.map((line) => (
        <polyline
          key={line.index}
          className="win-line"
          points={line.rows.map((row, reel) => `${reelX(reel) + cellSize / 2},${rowY(row) + cellSize / 2}`).join(' ')}
          fill="none"
          stroke={art.colors.line}
          strokeWidth="6"
          strokeLinecap="round"
          strokeLinejoin="round"
          opacity="0.85"
        />
      ))}
    </svg>
  );
}

function Symbol({ art, id, x, y }: { art: SlotArt; id: string; x: number; y: number }) {
  const Draw = art.symbols[id];
  return (
    <svg x={x + 6} y={y + 6} width={cellSize - 12} height={cellSize - 12} viewBox="0 0 100 100" overflow="visible">
      {Draw ? <Draw /> : null}
    </svg>
  );
}
