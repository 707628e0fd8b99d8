/**
 * The captcha alphabet and a 5×7 bitmap font for it. Characters a person could mistake for another are left
 * out: 0, O, Q, 1, I and L, and one side of each of the pairs B/8, S/5, Z/2 and U/V.
 */
export const captchaAlphabet = 'ACDEFGHJKMNPRTUWXY2345679';

export const glyphWidth = 5;
export const glyphHeight = 7;

const glyphRows: Record<string, readonly string[]> = {
  A: ['.###.', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  C: ['.###.', '#...#', '#....', '#....', '#....', '#...#', '.###.'],
  D: ['####.', '#...#', '#...#', '#...#', '#...#', '#...#', '####.'],
  E: ['#####', '#....', '#....', '####.', '#....', '#....', '#####'],
  F: ['#####', '#....', '#....', '####.', '#....', '#....', '#....'],
  G: ['.###.', '#...#', '#....', '#.###', '#...#', '#...#', '.####'],
  H: ['#...#', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  J: ['..###', '...#.', '...#.', '...#.', '...#.', '#..#.', '.##..'],
  K: ['#...#', '#..#.', '#.#..', '##...', '#.#..', '#..#.', '#...#'],
  M: ['#...#', '##.##', '#.#.#', '#.#.#', '#...#', '#...#', '#...#'],
  N: ['#...#', '#...#', '##..#', '#.#.#', '#..##', '#...#', '#...#'],
  P: ['####.', '#...#', '#...#', '####.', '#....', '#....', '#....'],
  R: ['####.', '#...#', '#...#', '####.', '#.#..', '#..#.', '#...#'],
  T: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '..#..'],
  U: ['#...#', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  W: ['#...#', '#...#', '#...#', '#.#.#', '#.#.#', '#.#.#', '.#.#.'],
  X: ['#...#', '#...#', '.#.#.', '..#..', '.#.#.', '#...#', '#...#'],
  Y: ['#...#', '#...#', '.#.#.', '..#..', '..#..', '..#..', '..#..'],
  '2': ['.###.', '#...#', '....#', '...#.', '..#..', '.#...', '#####'],
  '3': ['#####', '...#.', '..#..', '...#.', '....#', '#...#', '.###.'],
  '4': ['...#.', '..##.', '.#.#.', '#..#.', '#####', '...#.', '...#.'],
  '5': ['#####', '#....', '####.', '....#', '....#', '#...#', '.###.'],
  '6': ['..##.', '.#...', '#....', '####.', '#...#', '#...#', '.###.'],
  '7': ['#####', '....#', '...#.', '..#..', '.#...', '.#...', '.#...'],
  '9': ['.###.', '#...#', '#...#', '.####', '....#', '...#.', '.##..'],
};

/** A straight piece of a glyph's stroke, in glyph cells (x 0–5 from the left, y 0–7 from the top). */
export interface GlyphStroke {
  from: { x: number; y: number };
  to: { x: number; y: number };
}

const isInk = (rows: readonly string[], column: number, row: number) => rows[row]?.[column] === '#';

/**
 * The glyph as strokes between the centres of neighbouring ink cells, so it can be drawn rotated and at any
 * scale with smooth edges. A diagonal neighbour is joined only where no orthogonal cell already joins the
 * two (the slant of K, V, W, 2), so corners stay square.
 */
export function glyphStrokes(character: string): GlyphStroke[] {
  const rows = glyphRows[character];
  if (!rows) throw new Error(`no glyph for ${JSON.stringify(character)}`);
  const strokes: GlyphStroke[] = [];
  const join = (c1: number, r1: number, c2: number, r2: number) =>
    strokes.push({ from: { x: c1 + 0.5, y: r1 + 0.5 }, to: { x: c2 + 0.5, y: r2 + 0.5 } });
  for (let r = 0; r < glyphHeight; r++) {
    for (let c = 0; c < glyphWidth; c++) {
      if (!isInk(rows, c, r)) continue;
      join(c, r, c, r);
      if (isInk(rows, c + 1, r)) join(c, r, c + 1, r);
      if (isInk(rows, c, r + 1)) join(c, r, c, r + 1);
      for (const side of [-1, 1]) {
        if (isInk(rows, c + side, r + 1) && !isInk(rows, c + side, r) && !isInk(rows, c, r + 1))
          join(c, r, c + side, r + 1);
      }
    }
  }
  return strokes;
}
