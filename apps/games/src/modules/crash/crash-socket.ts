import { crashClientMessageSchema, crashPaths, type CrashServerMessage } from '@ficha/contract';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { CrashRoomListener } from './crash-room.ts';

/** What the socket watches: the room's messages and, first, its snapshot (async: another instance may run it). */
export interface CrashWatch {
  subscribe(listener: CrashRoomListener): () => void;
  snapshot(): Promise<CrashServerMessage>;
}

/** Close code of a malformed client message (4000 + 400, as the platform's realtime socket). */
const badMessageClose = 4400;
/** Close code when the room cannot be shown (no instance runs it right now): the page reconnects. */
const unavailableClose = 4503;

function send(socket: WebSocket, message: CrashServerMessage) {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

/** Registers the WebSocket plugin (before the socket route). Client messages are a few bytes. */
export async function installCrashWebSocket(app: FastifyInstance): Promise<void> {
  await app.register(websocket, {
    options: { maxPayload: 1024 },
    errorHandler: (error, socket, request) => {
      request.log.warn({ err: error }, 'crash socket error');
      socket.terminate();
    },
  });
}

/**
 * `GET /api/v1/crash/ws`: watches the room. Everything on it is public (players masked, the server seed only
 * after the crash), so it needs no sign-in; betting and cashing out go over HTTP with the game session. The
 * first message is a snapshot, then every room event; `{"type":"ping"}` is answered `pong`, anything else closes
 * the socket with 4400. A socket that misses a ping frame for a whole heartbeat is ended.
 */
export function crashSocketRoute(app: FastifyInstance, room: CrashWatch, heartbeatMs = 30_000): void {
  // Every heartbeat, a socket that did not answer the previous ping frame is ended (browsers answer by themselves).
  const alive = new Map<WebSocket, boolean>();
  const heartbeat = setInterval(() => {
    for (const [socket, answered] of alive) {
      if (!answered) {
        socket.terminate();
        continue;
      }
      alive.set(socket, false);
      socket.ping();
    }
  }, heartbeatMs);
  heartbeat.unref();
  app.addHook('onClose', async () => clearInterval(heartbeat));

  app.get(crashPaths.ws, { websocket: true }, (socket) => {
    // Messages that come while the snapshot is read wait behind it.
    let waiting: CrashServerMessage[] | undefined = [];
    const unsubscribe = room.subscribe((message) => (waiting ? waiting.push(message) : send(socket, message)));
    alive.set(socket, true);
    socket.on('pong', () => alive.set(socket, true));
    socket.on('close', () => {
      alive.delete(socket);
      unsubscribe();
    });
    socket.on('message', (data, isBinary) => {
      let valid = false;
      if (!isBinary) {
        try {
          valid = crashClientMessageSchema.safeParse(JSON.parse(String(data))).success;
        } catch {
          valid = false;
        }
      }
      if (valid) send(socket, { type: 'pong' });
      else socket.close(badMessageClose, 'request_param_err');
    });
    room.snapshot().then(
      (snapshot) => {
        send(socket, snapshot);
        for (const message of waiting ?? []) send(socket, message);
        waiting = undefined;
      },
      () => socket.close(unavailableClose, 'game_under_maintenance'),
    );
  });
}
