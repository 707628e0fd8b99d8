import { ratio, type Ratio } from '../ratio.ts';
import type { SeededRng } from '../seeded-rng.ts';
import { crashPointDenominator, crashPointReachNumerator, drawCrashPoint } from './crash-point.ts';
import type { GameMath } from './house-edge.ts';

/** Rounds end at 10,000.00× at the latest (about 153 s of flight). */
export const crashMaxPoint = 1_000_000n;
export const crashMinCashOut = 101n;
/** The multiplier grows as e^(growthPerMs · elapsed ms): 2× after about 11.6 s, 10× after 38.4 s. */
export const crashGrowthPerMs = 0.00006;

/**
 * The crash point of a round in hundredths, from the round's seeds (the game server runs one shared round
 * for everyone; its seeds are published with the round). See drawCrashPoint for the derivation.
 */
export function drawCrashRoundPoint(rng: SeededRng): bigint {
  return drawCrashPoint(rng, crashMaxPoint);
}

/** The multiplier shown elapsedMs after take-off, in hundredths, truncated: ⌊100 · e^(0.00006 · ms)⌋, at most the cap. */
export function crashMultiplierAt(elapsedMs: number): bigint {
  if (!Number.isFinite(elapsedMs) || elapsedMs <= 0) return 100n;
  const value = BigInt(Math.floor(100 * Math.exp(crashGrowthPerMs * elapsedMs)));
  return value > crashMaxPoint ? crashMaxPoint : value < 100n ? 100n : value;
}

/** The first whole millisecond at which crashMultiplierAt reaches the given multiplier (hundredths ≥ 100). */
export function crashTimeToReach(hundredths: bigint): number {
  if (hundredths <= 100n) return 0;
  if (hundredths > crashMaxPoint) throw new RangeError(`a crash multiplier stops at ${crashMaxPoint} hundredths`);
  // ln(m)/g, then corrected by whole milliseconds so it agrees with crashMultiplierAt exactly.
  let ms = Math.ceil(Math.log(Number(hundredths) / 100) / crashGrowthPerMs);
  while (ms > 0 && crashMultiplierAt(ms - 1) >= hundredths) ms -= 1;
  while (crashMultiplierAt(ms) < hundredths) ms += 1;
  return ms;
}

/** A cash-out at C hundredths (manual or automatic) pays C/100 × stake when the point is at least C. */
export function settleCrash(cashOutHundredths: bigint, pointHundredths: bigint): Ratio {
  if (cashOutHundredths < crashMinCashOut || cashOutHundredths > crashMaxPoint) {
    throw new RangeError(`cash-out must be ${crashMinCashOut}…${crashMaxPoint} hundredths, got ${cashOutHundredths}`);
  }
  return pointHundredths >= cashOutHundredths ? ratio(cashOutHundredths, 100n) : ratio(0n);
}

/** The exact RTP of cashing out at C: C/100 × ⌊99·2^52/C⌋/2^52 (0.99 to within 3·10^-12). */
export function crashRtp(cashOutHundredths: bigint): Ratio {
  settleCrash(cashOutHundredths, 0n);
  return ratio(cashOutHundredths * crashPointReachNumerator(cashOutHundredths), 100n * crashPointDenominator);
}

/** RTP 0.99 for every cash-out target (see crashRtp); max win 10,000×. */
export const crashMath: GameMath = {
  code: 'crash',
  rtp: ratio(99n, 100n),
  maxWinMultiplier: ratio(crashMaxPoint, 100n),
};
