import { ratio, type Ratio } from '../ratio.ts';
import type { SeededRng } from '../seeded-rng.ts';
import { crashPointDenominator, crashPointReachNumerator, drawCrashPoint } from './crash-point.ts';
import type { GameMath } from './house-edge.ts';

/** Targets from 1.01× to 1,000,000.00×, in hundredths. */
export const limboMinTarget = 101n;
export const limboMaxTarget = 100_000_000n;

function checkTarget(targetHundredths: bigint) {
  if (targetHundredths < limboMinTarget || targetHundredths > limboMaxTarget) {
    throw new RangeError(
      `limbo target must be ${limboMinTarget}…${limboMaxTarget} hundredths, got ${targetHundredths}`,
    );
  }
}

/** The round's result in hundredths (see drawCrashPoint), capped at the largest target. */
export function drawLimboResult(rng: SeededRng): bigint {
  return drawCrashPoint(rng, limboMaxTarget);
}

/** A bet at target T wins T/100 × stake when the result is at least T. */
export function settleLimbo(targetHundredths: bigint, resultHundredths: bigint): Ratio {
  checkTarget(targetHundredths);
  return resultHundredths >= targetHundredths ? ratio(targetHundredths, 100n) : ratio(0n);
}

/** The exact RTP of a target T: T/100 × ⌊99·2^52/T⌋/2^52, below 0.99 by less than T/(100·2^52) < 3·10^-10. */
export function limboRtp(targetHundredths: bigint): Ratio {
  checkTarget(targetHundredths);
  return ratio(targetHundredths * crashPointReachNumerator(targetHundredths), 100n * crashPointDenominator);
}

/** RTP 0.99 (every target, to within 3·10^-10: see limboRtp); max win 1,000,000×. */
export const limboMath: GameMath = {
  code: 'limbo',
  rtp: ratio(99n, 100n),
  maxWinMultiplier: ratio(limboMaxTarget, 100n),
};
