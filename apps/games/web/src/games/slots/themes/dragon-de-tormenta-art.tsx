import { RankGlyph } from '../rank-glyph.tsx';
import type { SlotArt } from '../slot-art.ts';

const jade = { fill: '#9be7ff', edge: '#0b2447', plate: '#19376d' };

/** Dragón de Tormenta: ranks in storm blue, and the treasures of a dragon over the sea. */
export const dragonDeTormentaArt: SlotArt = {
  colors: { reelTop: '#15213f', reelBottom: '#070d1f', frame: '#4f6bd8', line: '#ffe14d', glow: '#7cc4ff' },
  symbols: {
    NI: () => <RankGlyph label="9" {...jade} />,
    TN: () => <RankGlyph label="10" {...jade} />,
    JK: () => <RankGlyph label="J" {...jade} />,
    QU: () => <RankGlyph label="Q" {...jade} />,
    KI: () => <RankGlyph label="K" {...jade} />,
    AS: () => <RankGlyph label="A" {...jade} />,
    LO: () => (
      <g>
        {[-60, -30, 0, 30, 60].map((angle) => (
          <path
            key={angle}
            d="M50 78 C36 62 38 36 50 22 C62 36 64 62 50 78Z"
            fill="#ff8fb1"
            stroke="#b83b5e"
            strokeWidth="2"
            transform={`rotate(${angle} 50 78)`}
          />
        ))}
        <ellipse cx="50" cy="80" rx="30" ry="6" fill="#2e8b57" />
      </g>
    ),
    CO: () => (
      <g>
        <circle cx="50" cy="50" r="36" fill="#f2c14e" stroke="#8a6a12" strokeWidth="4" />
        <circle cx="50" cy="50" r="28" fill="none" stroke="#8a6a12" strokeWidth="2" />
        <rect x="40" y="40" width="20" height="20" fill="#15213f" stroke="#8a6a12" strokeWidth="3" />
        <circle cx="36" cy="34" r="5" fill="#fff" opacity="0.5" />
      </g>
    ),
    TI: () => (
      <g>
        <circle cx="50" cy="54" r="32" fill="#ff9f1c" stroke="#7a3e00" strokeWidth="3" />
        <path d="M24 30 L30 14 L40 26Z M76 30 L70 14 L60 26Z" fill="#ff9f1c" stroke="#7a3e00" strokeWidth="3" />
        <path
          d="M50 24 V36 M40 26 L44 36 M60 26 L56 36 M20 52 H32 M80 52 H68 M22 64 L32 60 M78 64 L68 60"
          stroke="#1b1b1b"
          strokeWidth="4"
        />
        <ellipse cx="38" cy="50" rx="5" ry="6" fill="#b6ff3b" stroke="#111" strokeWidth="2" />
        <ellipse cx="62" cy="50" rx="5" ry="6" fill="#b6ff3b" stroke="#111" strokeWidth="2" />
        <path d="M44 64 L56 64 L50 71Z" fill="#2b1400" />
        <path d="M50 71 V76 M42 78 Q50 84 58 78" stroke="#2b1400" strokeWidth="2.5" fill="none" />
      </g>
    ),
    DR: () => (
      <g>
        <path
          d="M14 70 C26 40 46 78 58 50 C66 32 84 36 86 22"
          stroke="#e63946"
          strokeWidth="14"
          strokeLinecap="round"
          fill="none"
        />
        <path
          d="M14 70 C26 40 46 78 58 50 C66 32 84 36 86 22"
          stroke="#ffd166"
          strokeWidth="3"
          strokeDasharray="3 5"
          fill="none"
        />
        <path d="M78 14 L94 18 L88 30 L76 28Z" fill="#e63946" stroke="#7a0f18" strokeWidth="2" />
        <circle cx="85" cy="20" r="2.5" fill="#ffd166" />
        <path d="M80 12 L72 4 M88 14 L90 4" stroke="#ffd166" strokeWidth="2.5" />
        <path d="M30 56 l-6 -10 M46 62 l-2 -12" stroke="#7a0f18" strokeWidth="3" />
      </g>
    ),
    W: () => (
      <g>
        <rect x="8" y="8" width="84" height="84" rx="14" fill="#0b1533" stroke="#7cc4ff" strokeWidth="3" />
        <path
          d="M58 10 L28 54 H48 L38 90 L74 42 H52Z"
          fill="#ffe14d"
          stroke="#fff"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </g>
    ),
    S: () => (
      <g>
        <path d="M12 70 C24 50 76 50 88 70 C76 84 24 84 12 70Z" fill="#5b8def" stroke="#1c3f94" strokeWidth="3" />
        <circle cx="50" cy="50" r="22" fill="#f5f7ff" stroke="#a9b8e8" strokeWidth="3" />
        <circle cx="42" cy="42" r="7" fill="#fff" />
        <circle cx="56" cy="58" r="4" fill="#dfe6ff" />
      </g>
    ),
  },
};
