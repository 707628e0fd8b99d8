import type { SqlConnection } from '@ficha/server-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Client } from 'pg';

/** The channels a room's instances talk on (decision 0036); payloads stay under PostgreSQL's 8000 bytes. */
export const crashChannels = {
  /** The leader's room messages, relayed by the other instances to their sockets. */
  events: 'ficha_crash_events',
  /** Bets and cash-outs another instance received, for the leader to run. */
  commands: 'ficha_crash_commands',
  /** The leader's answers to those commands. */
  replies: 'ficha_crash_replies',
} as const;

export type CrashChannel = (typeof crashChannels)[keyof typeof crashChannels];

/** The largest payload sent on a channel (PostgreSQL refuses 8000 bytes and more). */
export const maxCrashPayloadBytes = 7_900;

export interface CrashLeadershipHandlers {
  /** This instance now holds the room's lock: it runs the room until `onFollow`. */
  onLead: () => void;
  /** The lock is lost (its connection died): stop running the room at once, another instance may take it. */
  onFollow: () => void;
  onMessage: (channel: CrashChannel, payload: string) => void;
  /** The channels are listened to again after the connection was (re)made: messages in between are lost. */
  onListening: () => void;
}

export interface CrashLeadership {
  /** Connects and tries the lock once (leading at once when it is free); later tries run on a timer. */
  join(): Promise<void>;
  isLeader(): boolean;
  /** Sends on a channel over the leadership connection, so messages arrive in the order they were sent. */
  publish(channel: CrashChannel, payload: string): Promise<void>;
  /** The server process holding the lock connection (tests end it to stand for a dead instance). */
  backendPid(): number | undefined;
  close(): Promise<void>;
}

/**
 * Who runs a crash room when several game-server instances share one PostgreSQL: the one whose dedicated
 * connection (outside the pool) holds `pg_try_advisory_lock` on the room's key. The same connection LISTENs on
 * the room's channels and publishes on them. The others try the lock every `pollMs`; a leader whose connection
 * dies is told to stop at once (`onFollow`) — its lock died with the connection — and contends again after a
 * pause of two polls, so a live instance that was waiting takes over first. On PGlite (one process) the
 * instance leads from the start and nothing is published.
 */
export async function createCrashLeadership(
  connection: SqlConnection,
  room: string,
  handlers: CrashLeadershipHandlers,
  options: { pollMs: number; log: FastifyBaseLogger },
): Promise<CrashLeadership> {
  if (connection.kind === 'pglite') {
    return {
      join: async () => handlers.onLead(),
      isLeader: () => true,
      publish: async () => undefined,
      backendPid: () => undefined,
      close: async () => {},
    };
  }
  const { default: pg } = await import('pg');
  const settings = connection.client.options;
  const lockKey = `ficha:crash:${room}`;
  let client: Client | undefined;
  let pid: number | undefined;
  let leading = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  /** Statements on the connection run one after another (pg queues them, but deprecates relying on it). */
  let queue: Promise<unknown> = Promise.resolve();
  const run = <T>(work: () => Promise<T>): Promise<T> => {
    const result = queue.then(work, work);
    queue = result.catch(() => undefined);
    return result;
  };

  const schedule = (delayMs: number) => {
    clearTimeout(timer);
    if (closed) return;
    timer = setTimeout(() => void step(), delayMs);
    timer.unref();
  };

  const lost = (which: Client, error?: Error) => {
    if (client !== which || closed) return;
    client = undefined;
    pid = undefined;
    options.log.warn({ err: error }, 'crash leadership connection lost');
    void which.end().catch(() => undefined);
    if (leading) {
      leading = false;
      handlers.onFollow();
    }
    schedule(options.pollMs * 2);
  };

  const connect = async () => {
    const next = new pg.Client({ ...settings, keepAlive: true });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      const channel = Object.values(crashChannels).find((name) => name === message.channel);
      if (channel && message.payload !== undefined) handlers.onMessage(channel, message.payload);
    });
    client = next;
    try {
      await run(async () => {
        await next.connect();
        const { rows } = await next.query<{ pid: number }>('select pg_backend_pid() as pid');
        pid = rows[0]?.pid;
        for (const channel of Object.values(crashChannels)) await next.query(`listen ${channel}`);
      });
    } catch (error) {
      lost(next, error as Error);
      throw error;
    }
    handlers.onListening();
  };

  /** One try: connect when needed, then take the lock if it is free. */
  const step = async () => {
    try {
      if (!client) await connect();
      const current = client;
      if (!current || leading) return;
      const { rows } = await run(() =>
        current.query<{ locked: boolean }>('select pg_try_advisory_lock(hashtextextended($1, 0)) as locked', [lockKey]),
      );
      if (rows[0]?.locked && client === current && !closed) {
        leading = true;
        handlers.onLead();
        return;
      }
    } catch (error) {
      options.log.warn({ err: error }, 'crash leadership: trying again');
    }
    schedule(options.pollMs);
  };

  return {
    join: step,
    isLeader: () => leading,
    async publish(channel, payload) {
      const current = client;
      if (!current) throw new Error('crash leadership connection is down');
      await run(() => current.query('select pg_notify($1, $2)', [channel, payload]));
    },
    backendPid: () => pid,
    async close() {
      closed = true;
      clearTimeout(timer);
      const current = client;
      client = undefined;
      leading = false;
      // Ending the connection frees the lock; the next instance takes it on its next poll.
      await current?.end().catch(() => undefined);
    },
  };
}
