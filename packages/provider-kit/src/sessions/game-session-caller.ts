import type { Endpoint } from '@ficha/contract';
import type { CallerResolver } from '@ficha/contract/server';
import type { FastifyRequest } from 'fastify';
import type { SessionRow } from '../db/provider-tables.ts';
import type { GameSessions } from './game-sessions.ts';

export interface GameSessionCaller {
  /** The resolver of `game` endpoints: bind it as `callers.game`. */
  resolve: CallerResolver;
  /** The live game session of a request the resolver admitted. */
  sessionOf(request: FastifyRequest): SessionRow;
}

/**
 * The game page as a caller: the live session its `x-game-session` header names (else game_session_invalid),
 * then `admit` (e.g. a dice call needs a dice session) — before the call's input is read.
 */
export function gameSessionCaller(
  sessions: Pick<GameSessions, 'fromHeader'>,
  admit?: (session: SessionRow, endpoint: Endpoint) => void,
): GameSessionCaller {
  const resolved = new WeakMap<FastifyRequest, SessionRow>();
  return {
    async resolve(request, endpoint) {
      const session = await sessions.fromHeader(request.headers);
      admit?.(session, endpoint);
      resolved.set(request, session);
    },
    sessionOf(request) {
      const session = resolved.get(request);
      if (!session) throw new Error('game call without its session');
      return session;
    },
  };
}
