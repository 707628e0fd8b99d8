import type { SqlConnection } from '@ficha/server-kit';
import type { FastifyInstance } from 'fastify';
import type { SessionService } from '../sessions/sessions.service.ts';
import { realtimeChannel } from './realtime-channel.ts';
import { createRealtimeHub, type RealtimeHub } from './realtime-hub.ts';
import { startSocketHub } from './socket-hub.ts';

/**
 * Realtime pushes of this instance: the hub of its sockets, fed by a LISTEN on the shared channel (so an
 * event published through any instance reaches the member's sockets on every one), and its heartbeat.
 */
export function startRealtime(
  app: FastifyInstance,
  deps: { connection: SqlConnection; sessions: SessionService; heartbeatMs: number },
): Promise<RealtimeHub> {
  const hub = createRealtimeHub({ sessions: deps.sessions, log: app.log });
  return startSocketHub(app, hub, { ...deps, channel: realtimeChannel, name: 'realtime' });
}
