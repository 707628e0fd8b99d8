import type { EventResult } from '../betting/markets.ts';
import { hashOf, randomFrom } from './random.ts';

/**
 * Corrected results (decision 0083): now and then a finished match's result is corrected after the fact, as a
 * commercial feed does after a review. Which matches, and when, follows from the seed: a match is corrected with
 * probability `rate`, `afterMinutes` match minutes after it finished.
 */
export function isCorrected(seed: string, fixtureId: string, rate: number): boolean {
  return rate > 0 && randomFrom(hashOf(seed, fixtureId, 'correction'))() < rate;
}

/**
 * The corrected result: with maps (e-sports), the series is awarded to the other side (every map's winner
 * swapped, as after a disqualification); otherwise a goal or point is ruled out — the home side's when it scored,
 * else the away side's — or, at 0–0, a late home goal is given.
 */
export function correctedResult(result: EventResult): EventResult {
  if (result.maps && result.maps.length > 0) {
    return {
      home: result.away,
      away: result.home,
      maps: result.maps.map((side) => (side === 'home' ? 'away' : 'home')),
    };
  }
  if (result.home > 0) return { ...result, home: result.home - 1 };
  if (result.away > 0) return { ...result, away: result.away - 1 };
  return { ...result, home: 1 };
}
