/**
 * The plinko board in board units: row i (0 = top) has pegs at x = center + (j − i/2)·gap for j = −1 … i+1,
 * so a ball that went right k times in the first i rows sits above peg k of row i; bucket b lies at
 * center + (b − rows/2)·gap under the last row.
 */
export const plinkoGap = 10;
const rowGap = 9;
const top = 8;

export const plinkoWidth = (rows: number) => (rows + 3) * plinkoGap;
export const plinkoHeight = (rows: number) => top + rows * rowGap + 14;
export const bucketY = (rows: number) => top + rows * rowGap + 2;
const center = (rows: number) => plinkoWidth(rows) / 2;

export function plinkoPegs(rows: number): { x: number; y: number }[] {
  const pegs: { x: number; y: number }[] = [];
  for (let i = 0; i < rows; i++) {
    for (let j = -1; j <= i + 1; j++) pegs.push({ x: center(rows) + (j - i / 2) * plinkoGap, y: top + i * rowGap });
  }
  return pegs;
}

export const bucketX = (rows: number, bucket: number) => center(rows) + (bucket - rows / 2) * plinkoGap;

/** The ball's stops along an outcome's path: above each row's peg in turn, then in its bucket. */
export function plinkoBallPoints(path: readonly number[]): { x: number; y: number }[] {
  const rows = path.length;
  const points: { x: number; y: number }[] = [];
  let rights = 0;
  for (let i = 0; i < rows; i++) {
    points.push({ x: center(rows) + (rights - i / 2) * plinkoGap, y: top + i * rowGap - 3.2 });
    rights += path[i]!;
  }
  // It comes to rest just above its bucket, leaving the bucket's multiplier readable.
  points.push({ x: bucketX(rows, rights), y: bucketY(rows) - 2.4 });
  return points;
}
