import type { SqlConnection } from '@ficha/server-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Client } from 'pg';

export interface ChannelListener {
  close(): Promise<void>;
}

export interface ChannelHandlers {
  /** Each notification's payload, in commit order. */
  onPayload: (payload: string) => void;
  /** The listener was lost and is back: notifications of the gap are gone, clients should read again. */
  onResync: () => void;
}

/** Short enough that pushes are back within seconds of a database restart (decision 0035). */
const maxBackoffMs = 2_000;

/**
 * LISTENs on a channel. On PostgreSQL a dedicated client (outside the pool, which would hand the connection
 * to other work) that reconnects with backoff when its connection is lost; on PGlite its `listen` API.
 * Resolves once the first LISTEN is in place.
 */
export async function listenToChannel(
  connection: SqlConnection,
  channel: string,
  handlers: ChannelHandlers,
  log: FastifyBaseLogger,
): Promise<ChannelListener> {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`bad channel name ${channel}`);
  if (connection.kind === 'pglite') {
    const unlisten = await connection.client.listen(channel, handlers.onPayload);
    return { close: () => unlisten() };
  }

  const { default: pg } = await import('pg');
  const options = connection.client.options;
  let client: Client | undefined;
  let isClosed = false;
  let failures = 0;
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client(options);
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) handlers.onPayload(message.payload);
    });
    // Both fire when the server connection dies; `lost` makes sure one death schedules one reconnect.
    let isLost = false;
    const lost = (error?: Error) => {
      if (isLost || isClosed) return;
      isLost = true;
      log.warn({ err: error }, 'realtime listener lost its database connection; reconnecting');
      void next.end().catch(() => undefined);
      scheduleReconnect();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
    } catch (error) {
      isLost = true;
      void next.end().catch(() => undefined);
      throw error;
    }
    if (isClosed) {
      await next.end();
      return;
    }
    client = next;
  };

  const scheduleReconnect = () => {
    client = undefined;
    const delay = Math.min(maxBackoffMs, 250 * 2 ** failures);
    failures += 1;
    retryTimer = setTimeout(() => {
      connect().then(
        () => {
          failures = 0;
          handlers.onResync();
        },
        (error: unknown) => {
          log.warn({ err: error }, 'realtime listener could not reconnect');
          if (!isClosed) scheduleReconnect();
        },
      );
    }, delay);
    retryTimer.unref();
  };

  await connect();
  return {
    async close() {
      isClosed = true;
      clearTimeout(retryTimer);
      await client?.end().catch(() => undefined);
    },
  };
}
