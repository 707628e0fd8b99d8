import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compare, payoutMinor, ratio, toNumber } from '../ratio.ts';
import { createSeededRng } from '../seeded-rng.ts';
import { seedsArbitrary } from '../seeds-arbitrary.ts';
import { rtpScenarios } from '../simulation/rtp-scenarios.ts';
import { slotDefinitions, slotMath } from '../slots/themes/index.ts';
import { hiloMaxMultiplier, hiloNextMultiplier } from './hilo.ts';
import { miniGameMath } from './mini-game-math.ts';

const maxWinOf = (scenarioName: string) => {
  const slot = slotDefinitions.find((s) => scenarioName.includes(s.name));
  if (slot) return slotMath(slot).maxWinMultiplier;
  const game = miniGameMath.find((g) => scenarioName.startsWith(g.code));
  if (!game) throw new Error(`no declared math for ${scenarioName}`);
  return game.maxWinMultiplier;
};

describe('declared game math', () => {
  it('declares for each mini game an RTP between 96 % and 99 % and a max win of at least its stake', () => {
    expect(miniGameMath.map((g) => g.code)).toEqual([
      'crash',
      'dice',
      'hilo',
      'keno',
      'limbo',
      'mines',
      'plinko',
      'wheel',
    ]);
    for (const game of miniGameMath) {
      expect(toNumber(game.rtp)).toBeGreaterThanOrEqual(0.96);
      expect(toNumber(game.rtp)).toBeLessThanOrEqual(0.99);
      expect(compare(game.maxWinMultiplier, ratio(1n))).toBeGreaterThan(0);
    }
  });

  it('never returns more than the declared max win, and pays whole minor units', () => {
    fc.assert(
      fc.property(
        seedsArbitrary,
        fc.constantFrom(...rtpScenarios),
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        (seeds, scenario, stake) => {
          const multiplier = scenario.play(createSeededRng(seeds));
          expect(compare(multiplier, maxWinOf(scenario.name))).toBeLessThanOrEqual(0);
          const paid = payoutMinor(stake, multiplier);
          expect(typeof paid === 'bigint' && paid >= 0n).toBe(true);
          expect(paid * multiplier.denominator <= stake * multiplier.numerator).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('lets the hilo game check a guess against the maximum multiplier before offering it', () => {
    const nearCap = ratio(1_000_000n * 100n, 99n * 2n);
    expect(compare(hiloNextMultiplier(nearCap, 7, 'higher_or_same'), hiloMaxMultiplier)).toBeLessThanOrEqual(0);
    expect(compare(hiloNextMultiplier(nearCap, 12, 'higher'), hiloMaxMultiplier)).toBeGreaterThan(0);
  });
});
