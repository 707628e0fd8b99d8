import {
  balanceResponseSchema,
  gamesApiPaths,
  ok,
  rgsLaunchRequestSchema,
  rgsLaunchResponseSchema,
  rgsPaths,
  sessionStartRequestSchema,
  sessionStartResponseSchema,
  toWireMoney,
  type GameCode,
  type LanguageCode,
} from '@ficha/contract';
import type { FastifyInstance } from 'fastify';
import { parseRequest } from '../../http/parse-request.ts';
import { betLimits, gameDefinition, maxWinText, rtpBasisPoints } from '../catalog/game-definitions.ts';
import { ensureLivePair, fairnessOf } from '../fairness/seed-pairs.ts';
import type { RoundService } from '../rounds/rounds.service.ts';
import type { SessionService } from './sessions.service.ts';
import type { GamesDb } from '../../db/database.ts';

/** `POST /rgs/v1/launch`, signed by the platform: bind inside the signed scope. */
export function launchRoutes(scope: FastifyInstance, sessions: SessionService) {
  scope.post(rgsPaths.launch, async (request) => {
    const input = parseRequest(rgsLaunchRequestSchema, request.body);
    const { requestId: _requestId, timestamp: _timestamp, ...launch } = input;
    return ok(rgsLaunchResponseSchema.parse({ url: await sessions.launch(launch) }));
  });
}

/** Session start (the page's one exchange of its launch token) and the balance. */
export function sessionRoutes(
  app: FastifyInstance,
  deps: { db: GamesDb; sessions: SessionService; rounds: RoundService },
) {
  const { db, sessions, rounds } = deps;

  app.post(gamesApiPaths.session, async (request) => {
    const { token } = parseRequest(sessionStartRequestSchema, request.body ?? {});
    const { session, sessionToken } = await sessions.start(token);
    const definition = gameDefinition(session.gameCode as GameCode);
    const limits = betLimits(session.currency);
    const language = session.language as LanguageCode;
    const balance = session.mode === 'demo' ? session.demoBalanceMinor : session.lastBalanceMinor;
    return ok(
      sessionStartResponseSchema.parse({
        sessionToken,
        mode: session.mode,
        currency: session.currency,
        language,
        returnUrl: session.returnUrl,
        balance: toWireMoney(balance ?? 0n),
        expiresAt: session.expiresAt.toISOString(),
        game: {
          gameCode: definition.code,
          kind: definition.kind,
          name: definition.names[language],
          minBet: toWireMoney(limits.minMinor),
          maxBet: toWireMoney(limits.maxMinor),
          rtpBasisPoints: rtpBasisPoints(definition.rtp),
          maxWinMultiplier: maxWinText(definition),
        },
        fairness: fairnessOf(await ensureLivePair(db, session.playerKey!)),
        activeRound: await rounds.activeRound(session),
      }),
    );
  });

  app.get(gamesApiPaths.balance, async (request) => {
    const session = await sessions.fromHeader(request.headers);
    const balance = await sessions.balance(session);
    return ok(
      balanceResponseSchema.parse({ balance: toWireMoney(balance), currency: session.currency, mode: session.mode }),
    );
  });
}
