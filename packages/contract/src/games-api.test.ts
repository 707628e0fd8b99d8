import { describe, expect, it } from 'vitest';
import {
  dicePlayRequestSchema,
  kenoPlayRequestSchema,
  limboPlayRequestSchema,
  roundSettingsSchema,
  slotSpinRequestSchema,
} from './games-api.ts';

describe('games browser API schemas', () => {
  it('reads bets as minor units and refuses 0, negatives, a third decimal, exponent text and strings', () => {
    expect(slotSpinRequestSchema.parse({ requestId: 'spin-0001', bet: 1.5 }).bet).toBe(150n);
    for (const bet of [0, -1, 1.234, '1e3', '1', null, Number.NaN, 1e300]) {
      expect(slotSpinRequestSchema.safeParse({ requestId: 'spin-0001', bet }).success).toBe(false);
    }
  });

  it('reads dice thresholds and limbo targets exactly in hundredths', () => {
    const dice = dicePlayRequestSchema.parse({ requestId: 'dice-0001', bet: 1, target: 49.5, direction: 'under' });
    expect(dice.target).toBe(4950);
    expect(limboPlayRequestSchema.parse({ requestId: 'limbo-001', bet: 1, target: 2 }).target).toBe(200);
    expect(limboPlayRequestSchema.safeParse({ requestId: 'limbo-001', bet: 1, target: 2.005 }).success).toBe(false);
  });

  it('refuses unknown fields, short request ids, keno spots outside 1…40 and unknown slots', () => {
    expect(slotSpinRequestSchema.safeParse({ requestId: 'spin-0001', bet: 1, lines: 10 }).success).toBe(false);
    expect(slotSpinRequestSchema.safeParse({ requestId: 'short', bet: 1 }).success).toBe(false);
    expect(kenoPlayRequestSchema.safeParse({ requestId: 'keno-0001', bet: 1, spots: [0] }).success).toBe(false);
    expect(kenoPlayRequestSchema.safeParse({ requestId: 'keno-0001', bet: 1, spots: [] }).success).toBe(false);
    expect(roundSettingsSchema.safeParse({ game: 'slot', slotCode: 'nope' }).success).toBe(false);
  });
});
