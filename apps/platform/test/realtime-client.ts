import { realtimePath, realtimeServerMessageSchema, type RealtimeServerMessage } from '@ficha/contract';
import WebSocket from 'ws';

export interface RealtimeTestClient {
  socket: WebSocket;
  /** The next server message (in arrival order); fails when the socket closes first. */
  next(): Promise<RealtimeServerMessage>;
  /** Resolves with the close code and reason. */
  closed: Promise<{ code: number; reason: string }>;
  send(message: unknown): void;
}

/**
 * A real WebSocket client of `GET /wps/ws` (the `ws` package: Node 20 has no global WebSocket). Messages
 * are queued from the start, so none is lost between awaits.
 */
export async function openRealtime(
  baseUrl: string,
  options: { merchant?: string; autoPong?: boolean } = {},
): Promise<RealtimeTestClient> {
  const url = new URL(realtimePath, baseUrl.replace(/^http/, 'ws'));
  if (options.merchant) url.searchParams.set('merchant', options.merchant);
  const socket = new WebSocket(url, { autoPong: options.autoPong ?? true });
  const queue: RealtimeServerMessage[] = [];
  const waiters: Array<{ resolve: (m: RealtimeServerMessage) => void; reject: (e: Error) => void }> = [];
  let closeInfo: { code: number; reason: string } | undefined;
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => {
      closeInfo = { code, reason: reason.toString() };
      for (const waiter of waiters.splice(0)) waiter.reject(new Error(`socket closed ${code} ${closeInfo.reason}`));
      resolve(closeInfo);
    });
  });
  socket.on('message', (data) => {
    const message = realtimeServerMessageSchema.parse(JSON.parse(String(data)));
    const waiter = waiters.shift();
    if (waiter) waiter.resolve(message);
    else queue.push(message);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    closed,
    send: (message) => socket.send(JSON.stringify(message)),
    next: () => {
      const queued = queue.shift();
      if (queued) return Promise.resolve(queued);
      if (closeInfo) return Promise.reject(new Error(`socket closed ${closeInfo.code} ${closeInfo.reason}`));
      return new Promise((resolve, reject) => waiters.push({ resolve, reject }));
    },
  };
}

/** A socket signed in with a session token, past its `ready`. */
export async function openSignedIn(baseUrl: string, token: string, merchant?: string): Promise<RealtimeTestClient> {
  const client = await openRealtime(baseUrl, merchant ? { merchant } : {});
  client.send({ type: 'auth', token });
  const ready = await client.next();
  if (ready.type !== 'ready') throw new Error(`expected ready, got ${JSON.stringify(ready)}`);
  return client;
}
