import { slotDefinitions } from '@ficha/engines';
import { describe, expect, it } from 'vitest';
import { landingMs, spinBudgetMs } from './spin-timing.ts';

describe('slot spin timing', () => {
  it.each(slotDefinitions.map((slot) => [slot.code, slot.reels.length] as const))(
    '%s lands every reel within the budget, normal and turbo',
    (_code, reels) => {
      expect(landingMs('normal', reels)).toBeLessThanOrEqual(spinBudgetMs.normal);
      expect(landingMs('turbo', reels)).toBeLessThanOrEqual(spinBudgetMs.turbo);
    },
  );
});
