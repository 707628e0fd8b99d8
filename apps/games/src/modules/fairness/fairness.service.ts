import type { z } from 'zod';
import type { verifyRoundRequestSchema } from '@ficha/contract';
import { formatMultiplier, ratio, verifyRound, type RoundOutcome } from '@ficha/engines';
import { fairnessOf, type SeedPairs, type SessionRow } from '@ficha/provider-kit';

const hundredths = (value: bigint) => formatMultiplier(ratio(value, 100n));

/** The raw draw of a round on the wire (FAIRNESS.md), as the verification call answers it. */
export function drawOnWire(outcome: RoundOutcome) {
  switch (outcome.game) {
    case 'dice':
      return { game: 'dice' as const, roll: outcome.roll / 100 };
    case 'limbo':
      return { game: 'limbo' as const, result: hundredths(outcome.resultHundredths) };
    case 'crash':
      return { game: 'crash' as const, point: hundredths(outcome.pointHundredths) };
    case 'slot': {
      const { base, freeSpins, totalUnits, multiplier } = outcome.round;
      return {
        game: 'slot' as const,
        slotCode: outcome.slotCode,
        base,
        freeSpins,
        totalUnits,
        multiplier: formatMultiplier(multiplier),
      };
    }
    default:
      return outcome;
  }
}

/** The player's seeds (current commitment, rotation) and the public verification of a round. */
export function createFairnessService(seedPairs: SeedPairs) {
  return {
    current: async (session: SessionRow) => fairnessOf(await seedPairs.ensureLive(session.playerKey!)),

    /** Rotation reveals the old server seed; changing the client seed rotates too (FAIRNESS.md). */
    rotate: (session: SessionRow, clientSeed: string | undefined) => seedPairs.rotate(session.playerKey!, clientSeed),

    verify(input: z.output<typeof verifyRoundRequestSchema>) {
      const verified = verifyRound({ ...input, serverSeedHash: input.serverSeedHash ?? '' });
      return {
        commitmentMatches: input.serverSeedHash === undefined ? null : verified.commitmentMatches,
        draw: drawOnWire(verified.outcome),
      };
    },
  };
}

export type FairnessService = ReturnType<typeof createFairnessService>;
