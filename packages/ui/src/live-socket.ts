import { realtimeCloseCodes } from '@ficha/contract';
import { reconnectDelay } from './reconnect-delay.ts';

export interface LiveSocketOptions<M extends { type: string }> {
  /** The socket's path on this site (`/wps/ws`, `/wps/im`). */
  path: string;
  /** Sent as `?merchant=` when the site was opened for a merchant code (the host resolves otherwise). */
  merchantCode: string | null;
  /** The first message, which authenticates the socket (the secret never travels in the URL). */
  auth: object;
  /** The server message types this client knows; anything else is ignored. */
  knownTypes: ReadonlySet<string>;
  /** Every server message but `pong`; `ready` comes after each (re)connection. */
  onMessage: (message: M) => void;
  /** The server closed the socket because the session is no longer valid: no reconnection. */
  onSessionEnded: () => void;
}

export interface LiveSocket {
  /** Sends a message when the socket is open (dropped otherwise: what it says is ephemeral). */
  send(message: object): void;
  /** Stops it for good. */
  stop(): void;
}

/** A client ping this often; a socket whose pong does not come back in time is dropped and reconnected. */
const pingEveryMs = 25_000;
const pongWithinMs = 10_000;

function socketUrl(path: string, merchantCode: string | null): string {
  const url = new URL(path, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  if (merchantCode) url.searchParams.set('merchant', merchantCode);
  return url.toString();
}

/**
 * A message of our own server, checked by its type only: the contract's zod schema would bring zod's union
 * code into the first load's shared chunk, and the server builds every message from that schema's types.
 */
function parse<M extends { type: string }>(data: unknown, knownTypes: ReadonlySet<string>): M | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const message: unknown = JSON.parse(data);
    const type = typeof message === 'object' && message !== null ? (message as { type?: unknown }).type : undefined;
    return typeof type === 'string' && knownTypes.has(type) ? (message as M) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One of our live sockets (docs/decisions/0007-realtime.md, 0044): authenticates with its first message, keeps
 * itself alive with pings, and reconnects with backoff after any loss but a refusal.
 */
export function connectLiveSocket<M extends { type: string }>(options: LiveSocketOptions<M>): LiveSocket {
  let socket: WebSocket | undefined;
  let isStopped = false;
  let attempt = 0;
  let retryTimer: number | undefined;
  let pingTimer: number | undefined;
  let pongTimer: number | undefined;

  const stopPings = () => {
    window.clearInterval(pingTimer);
    window.clearTimeout(pongTimer);
  };

  const startPings = (current: WebSocket) => {
    stopPings();
    pingTimer = window.setInterval(() => {
      current.send(JSON.stringify({ type: 'ping' }));
      window.clearTimeout(pongTimer);
      pongTimer = window.setTimeout(() => current.close(), pongWithinMs);
    }, pingEveryMs);
  };

  const open = () => {
    const current = new WebSocket(socketUrl(options.path, options.merchantCode));
    socket = current;
    current.addEventListener('open', () => current.send(JSON.stringify({ type: 'auth', ...options.auth })));
    current.addEventListener('message', (event) => {
      const message = parse<M>(event.data, options.knownTypes);
      if (!message) return;
      if (message.type === 'pong') {
        window.clearTimeout(pongTimer);
        return;
      }
      if (message.type === 'ready') {
        attempt = 0;
        startPings(current);
      }
      options.onMessage(message);
    });
    current.addEventListener('close', (event) => {
      stopPings();
      if (isStopped || socket !== current) return;
      if (event.code === realtimeCloseCodes.signedOut) {
        isStopped = true;
        options.onSessionEnded();
        return;
      }
      // Refused for good (a trial account, a blocked region, a bad request): retrying would not help.
      if (event.code === realtimeCloseCodes.forbidden || event.code === realtimeCloseCodes.badRequest) {
        isStopped = true;
        return;
      }
      retryTimer = window.setTimeout(open, reconnectDelay(attempt));
      attempt += 1;
    });
  };

  open();
  return {
    send(message) {
      if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
    },
    stop() {
      isStopped = true;
      window.clearTimeout(retryTimer);
      stopPings();
      socket?.close(1000);
    },
  };
}
