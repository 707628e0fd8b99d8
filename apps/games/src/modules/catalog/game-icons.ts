import type { GameCode } from '@ficha/contract';

/**
 * The games' icons, drawn by us as SVG (a 128 × 128 tile each), served by the game server at
 * `/icons/<gameCode>.svg`; the catalog lists them and the platform shows them in the lobby.
 */
const tile = (from: string, to: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128">` +
  `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
  `<stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
  `<rect width="128" height="128" rx="24" fill="url(#g)"/>${body}</svg>`;

const pip = (x: number, y: number) => `<circle cx="${x}" cy="${y}" r="6" fill="#1b1f3b"/>`;

export const gameIcons: Record<GameCode, string> = {
  'huerta-dorada': tile(
    '#f7b733',
    '#fc4a1a',
    '<circle cx="50" cy="76" r="24" fill="#d7263d"/><circle cx="80" cy="80" r="22" fill="#e84855"/>' +
      '<path d="M50 52 Q58 30 76 26" stroke="#3c6e26" stroke-width="5" fill="none"/>' +
      '<path d="M76 26 q14 2 16 14 q-14 0 -16 -14z" fill="#5fad41"/>' +
      '<circle cx="42" cy="68" r="6" fill="#fff" opacity=".5"/>',
  ),
  'templo-del-jaguar': tile(
    '#1e5128',
    '#4e9f3d',
    '<path d="M24 100 h80 v-10 h-10 v-14 h-10 v-14 h-10 v-14 h-20 v14 h-10 v14 h-10 v14 h-10z" fill="#d8c99b"/>' +
      '<rect x="56" y="80" width="16" height="20" fill="#1e5128"/>' +
      '<circle cx="64" cy="36" r="12" fill="#f2a541"/><circle cx="59" cy="34" r="2.5" fill="#1b1f3b"/>' +
      '<circle cx="69" cy="34" r="2.5" fill="#1b1f3b"/><circle cx="58" cy="42" r="2" fill="#8a4b08"/>' +
      '<circle cx="70" cy="42" r="2" fill="#8a4b08"/>',
  ),
  'dragon-de-tormenta': tile(
    '#141e30',
    '#6a3093',
    '<path d="M30 84 Q40 40 74 36 Q98 34 100 54 Q86 48 78 56 Q92 62 88 80 Q74 68 64 76 Q58 92 30 84z" fill="#2ec4b6"/>' +
      '<circle cx="84" cy="46" r="3" fill="#fdfffc"/>' +
      '<path d="M58 18 L48 44 H60 L52 66 L76 36 H62 L70 18z" fill="#ffd23f"/>',
  ),
  dice: tile(
    '#3a7bd5',
    '#00d2ff',
    '<rect x="22" y="38" width="52" height="52" rx="10" fill="#fff" transform="rotate(-12 48 64)"/>' +
      '<g transform="rotate(-12 48 64)">' +
      pip(36, 52) +
      pip(48, 64) +
      pip(60, 76) +
      '</g>' +
      '<rect x="62" y="30" width="44" height="44" rx="9" fill="#f1f5ff" transform="rotate(14 84 52)"/>' +
      '<g transform="rotate(14 84 52)">' +
      pip(74, 42) +
      pip(94, 42) +
      pip(74, 62) +
      pip(94, 62) +
      '</g>',
  ),
  limbo: tile(
    '#11998e',
    '#38ef7d',
    '<path d="M20 104 L64 24 L108 104" stroke="#fff" stroke-width="8" fill="none" stroke-linejoin="round"/>' +
      '<text x="64" y="96" font-family="Arial, sans-serif" font-size="30" font-weight="700" fill="#0b3d2e" ' +
      'text-anchor="middle">2×</text>',
  ),
  crash: tile(
    '#232526',
    '#e53935',
    '<path d="M18 104 Q60 100 100 30" stroke="#ffeb3b" stroke-width="7" fill="none" stroke-linecap="round"/>' +
      '<path d="M92 26 l16 -6 l-4 16z" fill="#ffeb3b"/>' +
      '<circle cx="100" cy="30" r="14" fill="none" stroke="#ff7043" stroke-width="3" stroke-dasharray="4 5"/>',
  ),
  mines: tile(
    '#0f2027',
    '#2c5364',
    Array.from({ length: 9 }, (_, i) => {
      const x = 22 + (i % 3) * 30;
      const y = 22 + Math.floor(i / 3) * 30;
      return `<rect x="${x}" y="${y}" width="24" height="24" rx="5" fill="${i === 4 ? '#e63946' : '#3e6c80'}"/>`;
    }).join('') +
      '<circle cx="64" cy="64" r="7" fill="#1b1f3b"/><circle cx="51" cy="34" r="5" fill="#7cf5b3"/>' +
      '<circle cx="94" cy="94" r="5" fill="#7cf5b3"/>',
  ),
  plinko: tile(
    '#8e2de2',
    '#4a00e0',
    Array.from({ length: 4 }, (_, row) =>
      Array.from(
        { length: row + 2 },
        (_, i) => `<circle cx="${64 - (row + 1) * 12 + i * 24}" cy="${30 + row * 18}" r="4" fill="#e0d4ff"/>`,
      ).join(''),
    ).join('') +
      '<circle cx="58" cy="62" r="7" fill="#ffd23f"/>' +
      ['#ff595e', '#ffca3a', '#8ac926', '#ffca3a', '#ff595e']
        .map((c, i) => `<rect x="${16 + i * 20}" y="100" width="16" height="10" rx="3" fill="${c}"/>`)
        .join(''),
  ),
  keno: tile(
    '#f857a6',
    '#ff5858',
    Array.from({ length: 16 }, (_, i) => {
      const x = 26 + (i % 4) * 25;
      const y = 26 + Math.floor(i / 4) * 25;
      const hit = [1, 6, 9, 15].includes(i);
      return `<circle cx="${x}" cy="${y}" r="10" fill="${hit ? '#ffd23f' : '#ffe3ef'}"/>`;
    }).join(''),
  ),
  wheel: tile(
    '#fc466b',
    '#3f5efb',
    Array.from({ length: 8 }, (_, i) => {
      const a0 = (i * Math.PI) / 4;
      const a1 = ((i + 1) * Math.PI) / 4;
      const p = (a: number) => `${(64 + 42 * Math.cos(a)).toFixed(1)} ${(68 + 42 * Math.sin(a)).toFixed(1)}`;
      return `<path d="M64 68 L${p(a0)} A42 42 0 0 1 ${p(a1)}z" fill="${i % 2 ? '#ffd23f' : '#1b1f3b'}"/>`;
    }).join('') + '<circle cx="64" cy="68" r="8" fill="#fff"/><path d="M56 14 h16 l-8 16z" fill="#fff"/>',
  ),
  hilo: tile(
    '#c94b4b',
    '#4b134f',
    '<rect x="22" y="30" width="46" height="66" rx="7" fill="#fff" transform="rotate(-10 45 63)"/>' +
      '<rect x="60" y="30" width="46" height="66" rx="7" fill="#fff" transform="rotate(10 83 63)"/>' +
      '<text x="83" y="72" font-family="Georgia, serif" font-size="30" font-weight="700" fill="#c0392b" ' +
      'text-anchor="middle" transform="rotate(10 83 63)">K</text>' +
      '<path d="M45 48 l-10 14 h20z M45 80 l-10 -14 h20z" fill="#1b1f3b" transform="rotate(-10 45 63)"/>',
  ),
};
