import { realtimeCloseCodes, realtimePath, type RealtimeServerMessage } from '@ficha/contract';
import { reconnectDelay } from './reconnect-delay.ts';

export interface RealtimeConnectionOptions {
  token: string;
  /** Sent as `?merchant=` when the site was opened for a merchant code (the host resolves otherwise). */
  merchantCode: string | null;
  /** Every server message; `ready` comes after each (re)connection. */
  onMessage: (message: RealtimeServerMessage) => void;
  /** The server closed the socket because the session is no longer valid: no reconnection. */
  onSessionEnded: () => void;
}

/** A client ping this often; a socket whose pong does not come back in time is dropped and reconnected. */
const pingEveryMs = 25_000;
const pongWithinMs = 10_000;

function socketUrl(merchantCode: string | null): string {
  const url = new URL(realtimePath, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  if (merchantCode) url.searchParams.set('merchant', merchantCode);
  return url.toString();
}

const knownTypes: ReadonlySet<unknown> = new Set(['ready', 'pong', 'resync', 'balance', 'notice']);

/**
 * A message of our own server, checked by its type only: the contract's zod schema would bring zod's union
 * code into the first load's shared chunk, and the server builds every message from that schema's types.
 */
function parse(data: unknown): RealtimeServerMessage | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const message: unknown = JSON.parse(data);
    const isKnown =
      typeof message === 'object' && message !== null && knownTypes.has((message as { type?: unknown }).type);
    return isKnown ? (message as RealtimeServerMessage) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The member's realtime socket (docs/decisions/0007-realtime.md): authenticates with the token as its first
 * message (never in the URL), keeps itself alive with pings, and reconnects with backoff after any loss but a
 * refusal. Answers the function that stops it for good.
 */
export function connectRealtime(options: RealtimeConnectionOptions): () => void {
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
    const current = new WebSocket(socketUrl(options.merchantCode));
    socket = current;
    current.addEventListener('open', () => current.send(JSON.stringify({ type: 'auth', token: options.token })));
    current.addEventListener('message', (event) => {
      const message = parse(event.data);
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
  return () => {
    isStopped = true;
    window.clearTimeout(retryTimer);
    stopPings();
    socket?.close(1000);
  };
}
