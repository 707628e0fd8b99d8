import { toNumber } from '../ratio.ts';
import { createSeededRng } from '../seeded-rng.ts';
import type { RtpScenario } from './rtp-scenarios.ts';

export interface RtpMeasurement {
  rounds: number;
  theoreticalRtp: number;
  measuredRtp: number;
  /** Standard deviation of one round's return (multiples of the stake). */
  standardDeviation: number;
  /** Standard error of the measured RTP: standardDeviation / √rounds. */
  standardError: number;
  /** Share of rounds returning more than nothing. */
  hitRate: number;
  largestMultiplier: number;
}

/**
 * Plays `rounds` rounds of a scenario from one server and client seed with nonces 0, 1, 2… (as a player
 * would) and measures the mean return. Statistics use floating point; money never does.
 */
export function simulateRtp(
  scenario: RtpScenario,
  rounds: number,
  serverSeed: string,
  clientSeed: string,
): RtpMeasurement {
  let total = 0;
  let totalSquares = 0;
  let hits = 0;
  let largest = 0;
  for (let nonce = 0; nonce < rounds; nonce++) {
    const multiplier = toNumber(scenario.play(createSeededRng({ serverSeed, clientSeed, nonce })));
    total += multiplier;
    totalSquares += multiplier * multiplier;
    if (multiplier > 0) hits += 1;
    if (multiplier > largest) largest = multiplier;
  }
  const mean = total / rounds;
  const standardDeviation = Math.sqrt(Math.max(0, totalSquares / rounds - mean * mean));
  return {
    rounds,
    theoreticalRtp: toNumber(scenario.theoreticalRtp),
    measuredRtp: mean,
    standardDeviation,
    standardError: standardDeviation / Math.sqrt(rounds),
    hitRate: hits / rounds,
    largestMultiplier: largest,
  };
}
