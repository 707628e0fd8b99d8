import { drawRoundOutcome, type RoundOutcome, type RoundSettings } from './round-outcome.ts';
import { serverSeedMatchesHash } from './seed-pair.ts';

export interface RoundToVerify {
  /** The server seed revealed at rotation. */
  serverSeed: string;
  /** The commitment the player was shown before the round. */
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  settings: RoundSettings;
}

export interface VerifiedRound {
  /** SHA-256 of the revealed seed equals the commitment: the server could not have changed it afterwards. */
  commitmentMatches: boolean;
  /** The outcome recomputed from the seeds, to compare with what the round showed and paid. */
  outcome: RoundOutcome;
}

/** Recomputes any round from revealed seeds, as the public verification page does. */
export function verifyRound(round: RoundToVerify): VerifiedRound {
  return {
    commitmentMatches: serverSeedMatchesHash(round.serverSeed, round.serverSeedHash),
    outcome: drawRoundOutcome(
      { serverSeed: round.serverSeed, clientSeed: round.clientSeed, nonce: round.nonce },
      round.settings,
    ),
  };
}
