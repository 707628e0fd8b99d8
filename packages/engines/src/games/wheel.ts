import { ratio, type Ratio } from '../ratio.ts';
import type { SeededRng } from '../seeded-rng.ts';
import type { GameMath } from './house-edge.ts';
import { lowestRtp } from './lowest-rtp.ts';

export const wheelRisks = ['low', 'medium', 'high'] as const;
export type WheelRisk = (typeof wheelRisks)[number];

/** Segment multipliers in hundredths, clockwise from the pointer's start. Each wheel's mean is 0.99. */
export const wheelSegments: Record<WheelRisk, readonly number[]> = {
  low: [150, 120, 120, 120, 0, 120, 120, 120, 120, 0],
  medium: [0, 190, 0, 150, 0, 200, 0, 150, 0, 300, 0, 190, 0, 150, 0, 200, 0, 150, 0, 300],
  high: [...Array.from({ length: 29 }, () => 0), 2970],
};

function segmentsOf(risk: WheelRisk): readonly number[] {
  const segments = wheelSegments[risk];
  if (!segments) throw new RangeError(`no wheel with risk ${risk}`);
  return segments;
}

/** The segment the pointer stops on: one draw nextInt(number of segments). */
export function spinWheel(rng: SeededRng, risk: WheelRisk): number {
  return rng.nextInt(segmentsOf(risk).length);
}

export const settleWheel = (risk: WheelRisk, segment: number): Ratio => {
  const hundredths = segmentsOf(risk)[segment];
  if (hundredths === undefined) throw new RangeError(`segment ${segment} is not on the ${risk} wheel`);
  return ratio(BigInt(hundredths), 100n);
};

/** Exact RTP: the mean segment. */
export function wheelRtp(risk: WheelRisk): Ratio {
  const segments = segmentsOf(risk);
  return ratio(BigInt(segments.reduce((total, s) => total + s, 0)), 100n * BigInt(segments.length));
}

/** RTP 0.99 exactly on every wheel; max win 29.7× (the high wheel's one prize segment). */
export const wheelMath: GameMath = {
  code: 'wheel',
  rtp: lowestRtp(wheelRisks.map(wheelRtp)),
  maxWinMultiplier: ratio(BigInt(Math.max(...wheelRisks.flatMap((risk) => wheelSegments[risk]))), 100n),
};
