import type { SqlConnection } from '@ficha/server-kit';
import type { FastifyInstance } from 'fastify';
import { startPeriodicJob } from '@ficha/server-kit';
import type { SessionService } from '../sessions/sessions.service.ts';
import { listenToChannel } from './channel-listener.ts';
import { realtimeChannel } from './realtime-channel.ts';
import { createRealtimeHub, type RealtimeHub } from './realtime-hub.ts';

/**
 * Realtime pushes of this instance: the hub of its sockets, fed by a LISTEN on the shared channel (so an
 * event published through any instance reaches the member's sockets on every one), and its heartbeat.
 */
export async function startRealtime(
  app: FastifyInstance,
  deps: { connection: SqlConnection; sessions: SessionService; heartbeatMs: number },
): Promise<RealtimeHub> {
  const hub = createRealtimeHub({ sessions: deps.sessions, log: app.log });
  const listener = await listenToChannel(
    deps.connection,
    realtimeChannel,
    { onPayload: (payload) => hub.deliver(payload), onResync: () => hub.resync() },
    app.log,
  );
  const heartbeat = startPeriodicJob(app.log, {
    name: 'realtime-heartbeat',
    everyMs: deps.heartbeatMs,
    work: () => hub.beat(),
  });
  app.addHook('onClose', async () => {
    heartbeat.stop();
    await listener.close();
  });
  return hub;
}
