import { RankGlyph } from '../rank-glyph.tsx';
import type { SlotArt } from '../slot-art.ts';

const stone = { fill: '#e9d8a6', edge: '#4a3b1f', plate: '#2f4a2a' };

/** Templo del Jaguar: card ranks carved in stone, and the treasures of a jungle temple. */
export const temploDelJaguarArt: SlotArt = {
  colors: { reelTop: '#1f3a2a', reelBottom: '#0f2418', frame: '#8d6e3a', line: '#ffcc33', glow: '#7dff9a' },
  symbols: {
    TE: () => <RankGlyph label="10" {...stone} />,
    JK: () => <RankGlyph label="J" {...stone} />,
    QU: () => <RankGlyph label="Q" {...stone} />,
    KI: () => <RankGlyph label="K" {...stone} />,
    AS: () => <RankGlyph label="A" {...stone} />,
    MA: () => (
      <g>
        <path
          d="M50 12 C74 12 86 30 84 50 C82 72 66 88 50 88 C34 88 18 72 16 50 C14 30 26 12 50 12Z"
          fill="#2a9d8f"
          stroke="#0e4f47"
          strokeWidth="3"
        />
        <path d="M28 42 L44 38 L42 48 L28 48Z M72 42 L56 38 L58 48 L72 48Z" fill="#0b1f1c" />
        <path d="M38 66 Q50 74 62 66" stroke="#0b1f1c" strokeWidth="5" fill="none" />
        <path d="M50 30 L54 56 L46 56Z" fill="#e9c46a" />
        <circle cx="50" cy="20" r="5" fill="#e76f51" />
        <circle cx="22" cy="56" r="4" fill="#e9c46a" />
        <circle cx="78" cy="56" r="4" fill="#e9c46a" />
      </g>
    ),
    SE: () => (
      <g>
        <path
          d="M22 80 C10 60 40 56 50 64 C62 74 90 66 80 46 C72 30 46 40 40 28 C34 16 52 10 64 16"
          stroke="#3aa655"
          strokeWidth="12"
          strokeLinecap="round"
          fill="none"
        />
        <path
          d="M22 80 C10 60 40 56 50 64 C62 74 90 66 80 46 C72 30 46 40 40 28 C34 16 52 10 64 16"
          stroke="#e9c46a"
          strokeWidth="3"
          strokeDasharray="4 6"
          fill="none"
        />
        <circle cx="66" cy="16" r="9" fill="#2d8a46" />
        <circle cx="69" cy="14" r="2.5" fill="#ffdd00" />
        <path d="M74 18 l8 2 l-8 2" stroke="#e63946" strokeWidth="2" fill="none" />
      </g>
    ),
    JA: () => (
      <g>
        <circle cx="50" cy="54" r="32" fill="#f4a261" stroke="#7a4419" strokeWidth="3" />
        <circle cx="26" cy="28" r="10" fill="#f4a261" stroke="#7a4419" strokeWidth="3" />
        <circle cx="74" cy="28" r="10" fill="#f4a261" stroke="#7a4419" strokeWidth="3" />
        <ellipse cx="38" cy="48" rx="6" ry="5" fill="#ffe066" stroke="#222" strokeWidth="2" />
        <ellipse cx="62" cy="48" rx="6" ry="5" fill="#ffe066" stroke="#222" strokeWidth="2" />
        <path d="M44 62 L56 62 L50 70Z" fill="#3b2314" />
        <path d="M50 70 L50 76 M40 78 Q50 84 60 78" stroke="#3b2314" strokeWidth="2.5" fill="none" />
        {[
          [30, 66],
          [70, 66],
          [36, 32],
          [64, 32],
          [50, 30],
          [24, 52],
          [76, 52],
        ].map(([cx, cy]) => (
          <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="3.5" fill="#3b2314" />
        ))}
      </g>
    ),
    W: () => (
      <g>
        <rect x="8" y="8" width="84" height="84" rx="14" fill="#3d2b0f" />
        <path
          d="M20 84 H80 V76 H72 V64 H66 V52 H60 V40 H40 V52 H34 V64 H28 V76 H20Z"
          fill="#e9c46a"
          stroke="#fff3c4"
          strokeWidth="2"
        />
        <rect x="44" y="66" width="12" height="18" fill="#3d2b0f" />
        <path d="M50 14 L54 26 L66 26 L56 33 L60 45 L50 38 L40 45 L44 33 L34 26 L46 26Z" fill="#7dff9a" />
      </g>
    ),
    S: () => (
      <g>
        <circle cx="50" cy="50" r="38" fill="#c9a227" stroke="#6d5410" strokeWidth="3" />
        <circle cx="50" cy="50" r="26" fill="none" stroke="#6d5410" strokeWidth="3" />
        <circle cx="50" cy="50" r="12" fill="#e76f51" stroke="#6d5410" strokeWidth="3" />
        {Array.from({ length: 12 }, (_, i) => (
          <path key={i} d="M50 13 L53 22 L47 22Z" fill="#6d5410" transform={`rotate(${i * 30} 50 50)`} />
        ))}
      </g>
    ),
  },
};
