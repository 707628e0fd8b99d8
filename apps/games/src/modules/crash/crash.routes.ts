import {
  crashBetRequestSchema,
  crashCashOutRequestSchema,
  crashPaths,
  DomainError,
  ok,
  toWireMoney,
} from '@ficha/contract';
import type { FastifyInstance } from 'fastify';
import { parseRequest } from '../../http/parse-request.ts';
import type { SessionService } from '../sessions/sessions.service.ts';
import { crashPlayerOf, type CrashService } from './crash.service.ts';

/**
 * `POST /api/v1/crash/bet` and `/cash-out`, with the game session (`x-game-session`) of a crash launch. The room
 * judges the time of arrival; the answer carries the bet and the balance after it.
 */
export function crashRoutes(app: FastifyInstance, deps: { crash: CrashService; sessions: SessionService }) {
  const { crash, sessions } = deps;

  async function crashPlayer(headers: Record<string, unknown>) {
    const session = await sessions.fromHeader(headers);
    if (session.gameCode !== 'crash') throw new DomainError('game_not_found');
    return crashPlayerOf(session);
  }

  app.post(crashPaths.bet, async (request) => {
    const player = await crashPlayer(request.headers);
    const input = parseRequest(crashBetRequestSchema, request.body);
    const placed = await crash.room.placeBet(player, {
      requestId: input.requestId,
      stake: input.bet,
      autoCashOut: input.autoCashOut ?? null,
    });
    return ok({ ...placed, balance: toWireMoney(placed.balance) });
  });

  app.post(crashPaths.cashOut, async (request) => {
    const player = await crashPlayer(request.headers);
    const input = parseRequest(crashCashOutRequestSchema, request.body);
    const cashed = await crash.room.cashOut(player, input.betId);
    return ok({ ...cashed, balance: toWireMoney(cashed.balance) });
  });
}
