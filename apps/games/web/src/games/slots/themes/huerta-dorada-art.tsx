import type { SlotArt } from '../slot-art.ts';

/** Huerta Dorada: fruit of a golden orchard. */
export const huertaDoradaArt: SlotArt = {
  colors: { reelTop: '#fff8e6', reelBottom: '#f3dca2', frame: '#b7791f', line: '#e0245e', glow: '#ffd54a' },
  symbols: {
    CH: () => (
      <g>
        <path d="M50 18 C46 34 36 46 32 58 M50 18 C56 34 64 46 68 56" stroke="#3f7d20" strokeWidth="4" fill="none" />
        <path d="M50 18 C60 12 72 14 78 22 C68 26 58 24 50 18Z" fill="#5fae35" />
        <circle cx="32" cy="66" r="16" fill="#c8102e" />
        <circle cx="68" cy="64" r="16" fill="#e0233f" />
        <circle cx="27" cy="60" r="4" fill="#fff" opacity="0.6" />
        <circle cx="63" cy="58" r="4" fill="#fff" opacity="0.6" />
      </g>
    ),
    LE: () => (
      <g>
        <ellipse cx="50" cy="54" rx="32" ry="24" fill="#f7d600" stroke="#c9a800" strokeWidth="3" />
        <circle cx="17" cy="54" r="5" fill="#f7d600" />
        <circle cx="83" cy="54" r="5" fill="#f7d600" />
        <ellipse cx="40" cy="46" rx="10" ry="5" fill="#fff" opacity="0.5" />
      </g>
    ),
    OR: () => (
      <g>
        <circle cx="50" cy="56" r="28" fill="#ff8c1a" stroke="#d96a00" strokeWidth="3" />
        <path d="M50 28 C56 18 68 16 74 20 C68 28 58 30 50 28Z" fill="#4c9a2a" />
        <circle cx="40" cy="46" r="6" fill="#fff" opacity="0.45" />
      </g>
    ),
    PL: () => (
      <g>
        <path d="M50 24 C76 24 82 52 74 68 C66 84 34 84 26 68 C18 52 24 24 50 24Z" fill="#6a2c91" />
        <path d="M50 26 C48 44 50 64 52 82" stroke="#4b1c68" strokeWidth="2" fill="none" />
        <path d="M50 24 L54 12" stroke="#5a3b1a" strokeWidth="4" />
        <ellipse cx="36" cy="44" rx="6" ry="10" fill="#fff" opacity="0.35" />
      </g>
    ),
    GR: () => (
      <g fill="#7b3fb0" stroke="#5b2787" strokeWidth="2">
        <path d="M50 14 L50 26" stroke="#5a3b1a" strokeWidth="4" />
        <path d="M52 20 C62 12 74 14 78 20 C70 26 60 26 52 20Z" fill="#4c9a2a" stroke="none" />
        {[
          [38, 34],
          [50, 34],
          [62, 34],
          [44, 46],
          [56, 46],
          [32, 46],
          [68, 46],
          [38, 58],
          [50, 58],
          [62, 58],
          [44, 70],
          [56, 70],
          [50, 82],
        ].map(([cx, cy]) => (
          <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="8" />
        ))}
      </g>
    ),
    BE: () => (
      <g>
        <path
          d="M50 16 C30 16 26 40 24 60 L18 70 L82 70 L76 60 C74 40 70 16 50 16Z"
          fill="#ffc400"
          stroke="#b58900"
          strokeWidth="3"
        />
        <circle cx="50" cy="76" r="8" fill="#b58900" />
        <rect x="46" y="8" width="8" height="10" rx="3" fill="#b58900" />
        <path d="M36 30 C33 40 32 50 32 58" stroke="#fff" strokeWidth="4" opacity="0.5" fill="none" />
      </g>
    ),
    SV: () => (
      <g>
        <path
          d="M24 20 H78 L50 86 H34 L60 34 H24Z"
          fill="#e0102e"
          stroke="#7a0015"
          strokeWidth="4"
          strokeLinejoin="round"
        />
        <path d="M28 24 H70" stroke="#fff" strokeWidth="3" opacity="0.5" />
      </g>
    ),
    W: () => (
      <g>
        <circle cx="50" cy="50" r="40" fill="#3a2a05" />
        <path
          d="M50 30 C70 20 86 38 80 58 C76 76 60 84 50 78 C40 84 24 76 20 58 C14 38 30 20 50 30Z"
          fill="#f5b81c"
          stroke="#fff1b8"
          strokeWidth="3"
        />
        <path d="M50 30 C50 22 54 16 60 12" stroke="#6b4a10" strokeWidth="4" fill="none" />
        <path d="M54 22 C64 14 76 18 78 24 C68 28 60 28 54 22Z" fill="#5fae35" />
        <path d="M34 44 C32 52 34 60 38 64" stroke="#fff" strokeWidth="4" opacity="0.6" fill="none" />
        <path d="M50 84 l4 -8 h-8z" fill="#fff1b8" />
      </g>
    ),
    S: () => (
      <g>
        <path d="M22 46 H78 L70 84 H30Z" fill="#a0672a" stroke="#6b3f12" strokeWidth="3" />
        <path d="M26 58 H74 M28 70 H72" stroke="#6b3f12" strokeWidth="3" />
        <path d="M30 46 C30 20 70 20 70 46" stroke="#6b3f12" strokeWidth="5" fill="none" />
        <circle cx="38" cy="42" r="9" fill="#e0233f" />
        <circle cx="54" cy="40" r="9" fill="#ff8c1a" />
        <circle cx="66" cy="44" r="8" fill="#f7d600" />
      </g>
    ),
  },
};
