import { ratio, type Ratio } from '../ratio.ts';
import type { SeededRng } from '../seeded-rng.ts';
import { evaluateSpin, type SlotSpin } from './evaluate-spin.ts';
import type { SlotDefinition } from './slot-definition.ts';

export interface SlotRound {
  base: SlotSpin;
  /** The free spins the base spin awarded, in order; each win counts freeSpinMultiplier times. */
  freeSpins: SlotSpin[];
  /** Everything the round pays, in bet units. */
  totalUnits: number;
  /** totalUnits / betUnits: the return as a multiple of the stake. */
  multiplier: Ratio;
}

/** A spin's stops: one draw nextInt(strip length) per reel, left to right. */
export const drawStops = (slot: SlotDefinition, rng: SeededRng): number[] =>
  slot.reels.map((strip) => rng.nextInt(strip.length));

/**
 * A whole round from one seeded stream: the base spin's stops come first, then each free spin's stops in
 * turn. Free spins use the same reels and do not retrigger.
 */
export function playSlotRound(slot: SlotDefinition, rng: SeededRng): SlotRound {
  const base = evaluateSpin(slot, drawStops(slot, rng));
  const freeSpins = Array.from({ length: base.freeSpinsAwarded }, () => evaluateSpin(slot, drawStops(slot, rng)));
  const totalUnits = freeSpins.reduce((total, spin) => total + spin.units * slot.freeSpinMultiplier, base.units);
  return { base, freeSpins, totalUnits, multiplier: ratio(BigInt(totalUnits), BigInt(slot.betUnits)) };
}
