import { drawRoundOutcome } from '../fairness/round-outcome.ts';
import { serverSeedMatchesHash } from '../fairness/seed-pair.ts';
import type { RngSeeds } from '../seeded-rng.ts';
import { crashMaxPoint, crashTimeToReach } from './crash.ts';

/**
 * A shared crash round: everyone in a room plays the same point, so the seeds cannot be a player's. Each room
 * round has its own server seed, committed by its SHA-256 hash when its betting phase opens and revealed when it
 * has crashed; the client seed is the room's public seed and the nonce the room round's number (FAIRNESS.md,
 * "Crash rooms").
 */
export interface CrashRoomRoundSeeds {
  serverSeed: string;
  publicSeed: string;
  roundNumber: number;
}

/** The seeds the point of a room round is drawn from. */
export function crashRoomRngSeeds(round: CrashRoomRoundSeeds): RngSeeds {
  return { serverSeed: round.serverSeed, clientSeed: round.publicSeed, nonce: round.roundNumber };
}

/** The crash point of a room round, in hundredths (the crash row of drawRoundOutcome on the room's seeds). */
export function crashRoomPoint(round: CrashRoomRoundSeeds): bigint {
  const outcome = drawRoundOutcome(crashRoomRngSeeds(round), { game: 'crash' });
  if (outcome.game !== 'crash') throw new Error('unreachable');
  return outcome.pointHundredths;
}

/**
 * How long a flight lasts, in ms after take-off: the first millisecond at which the multiplier would pass the
 * point. Before it the shown multiplier is at most the point; a 1.00× point crashes at take-off. A flight that
 * reaches the cap ends there (every bet still flying is paid the cap).
 */
export function crashFlightMs(pointHundredths: bigint): number {
  if (pointHundredths <= 100n) return 0;
  if (pointHundredths >= crashMaxPoint) return crashTimeToReach(crashMaxPoint);
  return crashTimeToReach(pointHundredths + 1n);
}

export interface VerifiedCrashRoomRound {
  /** SHA-256 of the revealed server seed equals the hash published before betting opened. */
  commitmentMatches: boolean;
  pointHundredths: bigint;
}

/** Recomputes a room round from its revealed seed, as the verification page does. */
export function verifyCrashRoomRound(round: CrashRoomRoundSeeds & { serverSeedHash: string }): VerifiedCrashRoomRound {
  return {
    commitmentMatches: serverSeedMatchesHash(round.serverSeed, round.serverSeedHash),
    pointHundredths: crashRoomPoint(round),
  };
}
