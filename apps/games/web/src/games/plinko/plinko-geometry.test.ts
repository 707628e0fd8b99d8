import { createSeededRng, dropPlinkoBall, plinkoBucket, plinkoRows } from '@ficha/engines';
import { describe, expect, it } from 'vitest';
import { bucketX, plinkoBallPoints, plinkoGap, plinkoPegs } from './plinko-geometry.ts';

describe('plinko ball path', () => {
  it('ends in the bucket of the outcome and moves half a gap sideways per row', () => {
    for (const rows of plinkoRows) {
      for (let nonce = 0; nonce < 20; nonce++) {
        const path = dropPlinkoBall(createSeededRng({ serverSeed: 's'.repeat(32), clientSeed: 'c', nonce }), rows);
        const points = plinkoBallPoints(path);
        expect(points).toHaveLength(rows + 1);
        expect(points.at(-1)!.x).toBe(bucketX(rows, plinkoBucket(path)));
        for (let i = 1; i < rows; i++) {
          expect(Math.abs(points[i]!.x - points[i - 1]!.x)).toBe(plinkoGap / 2);
          expect(points[i]!.x - points[i - 1]!.x > 0).toBe(path[i - 1] === 1);
        }
      }
    }
  });

  it('puts a peg under every point the ball passes', () => {
    const path = [1, 0, 1, 1, 0, 0, 1, 1];
    const pegs = plinkoPegs(8);
    expect(pegs).toHaveLength(Array.from({ length: 8 }, (_, i) => i + 3).reduce((a, b) => a + b, 0));
    for (const point of plinkoBallPoints(path).slice(0, -1)) {
      expect(pegs.some((peg) => peg.x === point.x && peg.y > point.y && peg.y - point.y < 4)).toBe(true);
    }
  });
});
