import type { SqlConnection } from '@ficha/server-kit';
import { startPeriodicJob } from '@ficha/server-kit';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { listenToChannel } from './channel-listener.ts';

/** A signed-in socket and whether it answered the last ping. */
export interface Pingable {
  socket: WebSocket;
  isAlive: boolean;
}

/** Marks the socket alive at each pong. */
export function trackPongs(subscriber: Pingable): void {
  subscriber.socket.on('pong', () => {
    subscriber.isAlive = true;
  });
}

/** One heartbeat's pings: a socket that missed the previous ping ends, the others are pinged. */
export function pingAll(subscribers: readonly Pingable[]): void {
  for (const subscriber of subscribers) {
    if (!subscriber.isAlive) {
      subscriber.socket.terminate();
      continue;
    }
    subscriber.isAlive = false;
    subscriber.socket.ping();
  }
}

/** What a hub of sockets does with its channel and its heartbeat. */
export interface SocketHub {
  deliver(payload: string): void;
  resync(): void;
  beat(): Promise<void>;
}

/**
 * Feeds a hub of this instance's sockets from a LISTEN on a shared channel (so an event published through any
 * instance reaches the sockets on every one), and runs its heartbeat; both stop when the app closes.
 */
export async function startSocketHub<H extends SocketHub>(
  app: FastifyInstance,
  hub: H,
  options: { connection: SqlConnection; channel: string; heartbeatMs: number; name: string },
): Promise<H> {
  const listener = await listenToChannel(
    options.connection,
    options.channel,
    { onPayload: (payload) => hub.deliver(payload), onResync: () => hub.resync() },
    app.log,
  );
  const heartbeat = startPeriodicJob(app.log, {
    name: `${options.name}-heartbeat`,
    everyMs: options.heartbeatMs,
    work: () => hub.beat(),
  });
  app.addHook('onClose', async () => {
    heartbeat.stop();
    await listener.close();
  });
  return hub;
}
