import { DomainError, gamesApiPaths, ok, roundDetailSchema, toWireMoney, type Outcome } from '@ficha/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { GamesDb } from '../../db/database.ts';
import { rounds, seedPairs } from '../../db/schema/index.ts';
import { gameDefinition, isGameCode } from '../catalog/game-definitions.ts';
import { crashBetFairness } from '../crash/crash.queries.ts';
import { hideUndecided } from './game-rules.ts';

const roundIdPattern = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * `GET /rgs/v1/rounds/<roundId>`: the round for game recall, linked from the platform's bet records, public
 * by its unguessable id (a random UUID). The server seed is shown once its pair was rotated; an open round
 * hides its mines.
 */
export function roundDetailRoutes(app: FastifyInstance, db: GamesDb) {
  app.get<{ Params: { roundId: string } }>(gamesApiPaths.roundDetail, async (request) => {
    const { roundId } = request.params;
    if (!roundIdPattern.test(roundId)) throw new DomainError('game_round_not_found');
    const [row] = await db
      .select({ round: rounds, pair: seedPairs })
      .from(rounds)
      .innerJoin(seedPairs, eq(seedPairs.id, rounds.seedPairId))
      .where(eq(rounds.id, roundId));
    const gameCode = row?.round.gameCode;
    if (!row || !gameCode || !isGameCode(gameCode)) throw new DomainError('game_round_not_found');
    const { round, pair } = row;
    const open = round.state === 'open';
    const state = open ? 'open' : round.state === 'settled' || round.state === 'rolled_back' ? round.state : 'pending';
    // A crash bet is drawn from its room round's seeds (decision 0014).
    const roomFairness = gameCode === 'crash' ? await crashBetFairness(db, round.id) : undefined;
    return ok(
      roundDetailSchema.parse({
        roundId: round.id,
        gameCode,
        gameNames: gameDefinition(gameCode).names,
        mode: round.mode,
        currency: round.currency,
        state,
        stake: toWireMoney(round.stakeMinor),
        win: toWireMoney(round.winMinor ?? 0n),
        multiplier: round.multiplier,
        createdAt: round.createdAt.toISOString(),
        settledAt: round.settledAt?.toISOString() ?? null,
        outcome: hideUndecided(round.outcome as Outcome, open),
        fairness: roomFairness ?? {
          serverSeedHash: pair.serverSeedHash,
          serverSeed: pair.revealedAt ? pair.serverSeed : null,
          clientSeed: pair.clientSeed,
          nonce: round.nonce,
          settings: round.settings,
        },
      }),
    );
  });
}
