import type { Promotion } from '@ficha/contract';

/** The palettes a promotion's art names (the console's builder offers these), each a two-stop gradient. */
const palettes: Record<string, readonly [string, string]> = {
  sunrise: ['#ff9a3c', '#e0366f'],
  emerald: ['#12b886', '#0b6e4f'],
  violet: ['#8b5cf6', '#4c1d95'],
  ocean: ['#22b8cf', '#1c4e9c'],
  ember: ['#f76707', '#9c1c1c'],
};

const fallbackPalette = palettes.violet as readonly [string, string];

/**
 * A motif per kind, on a 120×80 grid: a gift for the sign-up reward, coins for a deposit, a coin in a turning
 * arrow for a rebate, a calendar daily.
 */
function Motif({ kind }: { kind: Promotion['kind'] }) {
  if (kind === 'signup_reward') {
    return (
      <g fill="none" stroke="#fff" strokeWidth="3" strokeLinejoin="round">
        <rect x="42" y="34" width="36" height="30" rx="3" />
        <rect x="38" y="26" width="44" height="10" rx="2" />
        <path d="M60 26v38M60 26c-4-10-16-10-14-2 1 3 8 3 14 2zM60 26c4-10 16-10 14-2-1 3-8 3-14 2z" />
      </g>
    );
  }
  if (kind === 'deposit_bonus') {
    return (
      <g fill="none" stroke="#fff" strokeWidth="3">
        <ellipse cx="52" cy="56" rx="14" ry="5" />
        <path d="M38 56v-8c0 3 6 5 14 5s14-2 14-5v8" />
        <ellipse cx="52" cy="48" rx="14" ry="5" />
        <ellipse cx="72" cy="38" rx="14" ry="5" />
        <path d="M58 38v14M86 38v10c0 2.5-4 4.5-9 5" />
        <path d="M72 20v10M67 25h10" strokeLinecap="round" />
      </g>
    );
  }
  if (kind === 'rebate') {
    return (
      <g fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
        <path d="M80 40a20 20 0 1 1-6-14" />
        <path d="M76 18l-2 9 9 1" />
        <path d="M60 30v20M66 34h-8a4 4 0 0 0 0 8h4a4 4 0 0 1 0 8h-8" />
      </g>
    );
  }
  return (
    <g fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round">
      <rect x="40" y="24" width="40" height="38" rx="4" />
      <path d="M40 34h40M50 18v10M70 18v10" />
      <path d="M51 48l6 6 12-12" />
    </g>
  );
}

/** A promotion's picture: its uploaded or https image, or our own SVG drawn in its palette (decision 0054). */
export function PromotionArt({ art, kind }: Pick<Promotion, 'art' | 'kind'>) {
  // An https image, or an art uploaded in the console and served by the platform (decision 0077).
  if (art.startsWith('https://') || art.startsWith('/media/banners/')) {
    return <img className="promotion-art" src={art} alt="" loading="lazy" />;
  }
  const [from, to] = palettes[art] ?? fallbackPalette;
  const gradientId = `promotion-art-${art}-${kind}`;
  return (
    <svg className="promotion-art" aria-hidden="true">
      {/* The background fills any box; the motif keeps its proportions in the middle of it. */}
      <svg viewBox="0 0 120 80" preserveAspectRatio="xMidYMid slice" width="100%" height="100%">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor={from} />
            <stop offset="1" stopColor={to} />
          </linearGradient>
        </defs>
        <rect width="120" height="80" fill={`url(#${gradientId})`} />
        <circle cx="102" cy="12" r="22" fill="#fff" opacity="0.12" />
        <circle cx="14" cy="74" r="18" fill="#fff" opacity="0.1" />
      </svg>
      <svg viewBox="0 8 120 64" preserveAspectRatio="xMidYMid meet" width="100%" height="100%">
        <Motif kind={kind} />
      </svg>
    </svg>
  );
}
