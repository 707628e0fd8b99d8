import fc from 'fast-check';
import type { RngSeeds } from './seeded-rng.ts';

/** Random provably-fair seeds for property tests (test support only). */
export const seedsArbitrary: fc.Arbitrary<RngSeeds> = fc.record({
  serverSeed: fc.string({ minLength: 32, maxLength: 64 }),
  clientSeed: fc.string({ minLength: 1, maxLength: 40 }),
  nonce: fc.nat({ max: 1_000_000 }),
});
