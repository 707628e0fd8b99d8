import {
  realtimePath,
  realtimeServerMessageSchema,
  supportImPath,
  supportImServerMessageSchema,
  type RealtimeServerMessage,
  type SupportImServerMessage,
} from '@ficha/contract';
import WebSocket from 'ws';
import type { z } from 'zod';

export interface SocketTestClient<M> {
  socket: WebSocket;
  /** The next server message (in arrival order); fails when the socket closes first. */
  next(): Promise<M>;
  /** Resolves with the close code and reason. */
  closed: Promise<{ code: number; reason: string }>;
  send(message: unknown): void;
}

export type RealtimeTestClient = SocketTestClient<RealtimeServerMessage>;
export type SupportImTestClient = SocketTestClient<SupportImServerMessage>;

interface SocketOptions {
  merchant?: string;
  autoPong?: boolean;
}

/**
 * A real WebSocket client of one of our sockets (the `ws` package: Node 20 has no global WebSocket), each server
 * message checked by the contract's schema. Messages are queued from the start, so none is lost between awaits.
 */
async function openSocket<M>(
  baseUrl: string,
  path: string,
  schema: z.ZodType<M>,
  options: SocketOptions,
): Promise<SocketTestClient<M>> {
  const url = new URL(path, baseUrl.replace(/^http/, 'ws'));
  if (options.merchant) url.searchParams.set('merchant', options.merchant);
  const socket = new WebSocket(url, { autoPong: options.autoPong ?? true });
  const queue: M[] = [];
  const waiters: Array<{ resolve: (m: M) => void; reject: (e: Error) => void }> = [];
  let closeInfo: { code: number; reason: string } | undefined;
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => {
      closeInfo = { code, reason: reason.toString() };
      for (const waiter of waiters.splice(0)) waiter.reject(new Error(`socket closed ${code} ${closeInfo.reason}`));
      resolve(closeInfo);
    });
  });
  socket.on('message', (data) => {
    const message = schema.parse(JSON.parse(String(data)));
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

/** A client of `GET /wps/ws`, the member's realtime pushes. */
export function openRealtime(baseUrl: string, options: SocketOptions = {}): Promise<RealtimeTestClient> {
  return openSocket(baseUrl, realtimePath, realtimeServerMessageSchema, options);
}

/** A client of `GET /wps/im`, the support chat's socket. */
export function openSupportIm(baseUrl: string, options: SocketOptions = {}): Promise<SupportImTestClient> {
  return openSocket(baseUrl, supportImPath, supportImServerMessageSchema, options);
}

/** Sends `auth` and waits for `ready`. */
async function signIn<M extends { type: string }>(client: SocketTestClient<M>, auth: object) {
  client.send({ type: 'auth', ...auth });
  const ready = await client.next();
  if (ready.type !== 'ready') throw new Error(`expected ready, got ${JSON.stringify(ready)}`);
  return client;
}

/** A socket signed in with a session token, past its `ready`. */
export async function openSignedIn(baseUrl: string, token: string, merchant?: string): Promise<RealtimeTestClient> {
  return signIn(await openRealtime(baseUrl, merchant ? { merchant } : {}), { token });
}

/** An IM socket signed in as a member, a visitor or an operator, past its `ready`. */
export async function openSupportImAs(
  baseUrl: string,
  as: 'member' | 'visitor' | 'operator',
  token: string,
  merchant?: string,
): Promise<SupportImTestClient> {
  return signIn(await openSupportIm(baseUrl, merchant ? { merchant } : {}), { as, token });
}
