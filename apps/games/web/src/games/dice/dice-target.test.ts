import { diceWinningRolls } from '@ficha/engines';
import { describe, expect, it } from 'vitest';
import { diceTargetRange } from './dice-target.ts';

describe('dice target range', () => {
  it('offers exactly the thresholds the engine accepts, at both ends', () => {
    for (const direction of ['under', 'over'] as const) {
      const { min, max } = diceTargetRange(direction);
      expect(() => diceWinningRolls({ target: min, direction })).not.toThrow();
      expect(() => diceWinningRolls({ target: max, direction })).not.toThrow();
      expect(() => diceWinningRolls({ target: min - 1, direction })).toThrow(RangeError);
      expect(() => diceWinningRolls({ target: max + 1, direction })).toThrow(RangeError);
    }
  });
});
