import {
  dicePlayRequestSchema,
  gamesApiPaths,
  hiloGuessRequestSchema,
  hiloStartRequestSchema,
  kenoPlayRequestSchema,
  limboPlayRequestSchema,
  minesPickRequestSchema,
  minesStartRequestSchema,
  ok,
  playResultSchema,
  plinkoPlayRequestSchema,
  roundActionRequestSchema,
  slotGameCodes,
  slotSpinRequestSchema,
  wheelPlayRequestSchema,
  DomainError,
  type GameCode,
} from '@ficha/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { SessionRow } from '../../db/schema/index.ts';
import { parseRequest } from '../../http/parse-request.ts';
import type { SessionService } from '../sessions/sessions.service.ts';
import {
  cashOutHilo,
  cashOutMines,
  guessHilo,
  pickMine,
  playDice,
  playKeno,
  playLimbo,
  playPlinko,
  playSlot,
  playWheel,
  startHilo,
  startMines,
  checkDiceBet,
  checkKenoSpots,
  checkLimboTarget,
} from './game-rules.ts';
import type { RoundService } from './rounds.service.ts';
import type { Outcome, RoundSettingsWire } from '@ficha/contract';

const slotCodes: readonly string[] = slotGameCodes;

/** The play calls of the browser API: each needs a session of a game of the call's kind. */
export function roundRoutes(app: FastifyInstance, deps: { sessions: SessionService; rounds: RoundService }) {
  const { sessions, rounds } = deps;

  /** The session, if it plays a game the call is for (a slot spin needs a slot session, and so on). */
  async function sessionFor(request: FastifyRequest, kind: 'slot' | GameCode): Promise<SessionRow> {
    const session = await sessions.fromHeader(request.headers);
    const sessionKind = slotCodes.includes(session.gameCode) ? 'slot' : session.gameCode;
    if (sessionKind !== kind) throw new DomainError('game_not_found');
    return session;
  }

  const post = <S extends z.ZodType>(
    path: string,
    kind: 'slot' | GameCode,
    schema: S,
    handler: (session: SessionRow, input: z.output<S>) => Promise<unknown>,
  ) => {
    app.post(path, async (request) => {
      const session = await sessionFor(request, kind);
      const input = parseRequest(schema, request.body ?? {});
      return ok(playResultSchema.parse(await handler(session, input)));
    });
  };

  const play = (
    session: SessionRow,
    input: { requestId: string; bet: bigint },
    draw: Parameters<RoundService['play']>[1]['draw'],
  ) =>
    rounds.play(session, {
      gameCode: session.gameCode as GameCode,
      requestId: input.requestId,
      stakeMinor: input.bet,
      draw,
    });

  post(gamesApiPaths.slotSpin, 'slot', slotSpinRequestSchema, (session, input) =>
    play(session, input, (seeds) => playSlot(seeds, session.gameCode)),
  );
  post(gamesApiPaths.dicePlay, 'dice', dicePlayRequestSchema, (session, input) => {
    checkDiceBet(input.target, input.direction);
    return play(session, input, (seeds) => playDice(seeds, input.target, input.direction));
  });
  post(gamesApiPaths.limboPlay, 'limbo', limboPlayRequestSchema, (session, input) => {
    checkLimboTarget(input.target);
    return play(session, input, (seeds) => playLimbo(seeds, input.target));
  });
  post(gamesApiPaths.plinkoPlay, 'plinko', plinkoPlayRequestSchema, (session, input) =>
    play(session, input, (seeds) => playPlinko(seeds, input.rows, input.risk)),
  );
  post(gamesApiPaths.kenoPlay, 'keno', kenoPlayRequestSchema, (session, input) => {
    checkKenoSpots(input.spots);
    return play(session, input, (seeds) => playKeno(seeds, input.spots));
  });
  post(gamesApiPaths.wheelPlay, 'wheel', wheelPlayRequestSchema, (session, input) =>
    play(session, input, (seeds) => playWheel(seeds, input.risk)),
  );

  post(gamesApiPaths.minesStart, 'mines', minesStartRequestSchema, (session, input) =>
    play(session, input, (seeds) => startMines(seeds, input.mines)),
  );
  post(gamesApiPaths.minesPick, 'mines', minesPickRequestSchema, (session, input) =>
    rounds.act(session, input.roundId, (round) =>
      pickMine(round.settings as RoundSettingsWire, round.outcome as Outcome, input.cell),
    ),
  );
  post(gamesApiPaths.minesCashOut, 'mines', roundActionRequestSchema, (session, input) =>
    rounds.act(session, input.roundId, (round) =>
      cashOutMines(round.settings as RoundSettingsWire, round.outcome as Outcome),
    ),
  );

  post(gamesApiPaths.hiloStart, 'hilo', hiloStartRequestSchema, (session, input) =>
    play(session, input, (seeds) => startHilo(seeds)),
  );
  post(gamesApiPaths.hiloGuess, 'hilo', hiloGuessRequestSchema, (session, input) =>
    rounds.act(session, input.roundId, (round, seeds) => guessHilo(seeds, round.outcome as Outcome, input.guess)),
  );
  post(gamesApiPaths.hiloCashOut, 'hilo', roundActionRequestSchema, (session, input) =>
    rounds.act(session, input.roundId, (round) =>
      cashOutHilo(round.settings as RoundSettingsWire, round.outcome as Outcome),
    ),
  );

  app.get(gamesApiPaths.activeRound, async (request) => {
    const session = await sessions.fromHeader(request.headers);
    return ok(await rounds.activeRound(session));
  });
}
