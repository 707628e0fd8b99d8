import {
  clientSeedRequestSchema,
  fairnessSchema,
  gamesApiPaths,
  ok,
  rotateSeedRequestSchema,
  rotateSeedResponseSchema,
  verifyRoundRequestSchema,
  verifyRoundResponseSchema,
} from '@ficha/contract';
import { formatMultiplier, ratio, verifyRound, type RoundOutcome } from '@ficha/engines';
import type { FastifyInstance } from 'fastify';
import type { GamesDb } from '../../db/database.ts';
import { parseRequest } from '../../http/parse-request.ts';
import type { SessionService } from '../sessions/sessions.service.ts';
import { ensureLivePair, fairnessOf, rotatePair } from './seed-pairs.ts';

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

/** The player's seeds (current commitment, client seed, rotation) and the public verification call. */
export function fairnessRoutes(app: FastifyInstance, deps: { db: GamesDb; sessions: SessionService }) {
  const { db, sessions } = deps;

  app.get(gamesApiPaths.fairness, async (request) => {
    const session = await sessions.fromHeader(request.headers);
    return ok(fairnessSchema.parse(fairnessOf(await ensureLivePair(db, session.playerKey!))));
  });

  // Changing the client seed rotates the pair (FAIRNESS.md): the old server seed is revealed with it.
  app.post(gamesApiPaths.clientSeed, async (request) => {
    const session = await sessions.fromHeader(request.headers);
    const { clientSeed } = parseRequest(clientSeedRequestSchema, request.body ?? {});
    return ok(rotateSeedResponseSchema.parse(await rotatePair(db, session.playerKey!, clientSeed)));
  });

  app.post(gamesApiPaths.rotateSeed, async (request) => {
    const session = await sessions.fromHeader(request.headers);
    const { clientSeed } = parseRequest(rotateSeedRequestSchema, request.body ?? {});
    return ok(rotateSeedResponseSchema.parse(await rotatePair(db, session.playerKey!, clientSeed)));
  });

  app.post(gamesApiPaths.verify, async (request) => {
    const input = parseRequest(verifyRoundRequestSchema, request.body ?? {});
    const verified = verifyRound({ ...input, serverSeedHash: input.serverSeedHash ?? '' });
    return ok(
      verifyRoundResponseSchema.parse({
        commitmentMatches: input.serverSeedHash === undefined ? null : verified.commitmentMatches,
        draw: drawOnWire(verified.outcome),
      }),
    );
  });
}
