import { realtimePath, type RealtimeServerMessage } from '@ficha/contract';
import { connectLiveSocket } from '@ficha/ui';

export interface RealtimeConnectionOptions {
  token: string;
  /** Sent as `?merchant=` when the site was opened for a merchant code (the host resolves otherwise). */
  merchantCode: string | null;
  /** Every server message; `ready` comes after each (re)connection. */
  onMessage: (message: RealtimeServerMessage) => void;
  /** The server closed the socket because the session is no longer valid: no reconnection. */
  onSessionEnded: () => void;
}

const knownTypes: ReadonlySet<string> = new Set(['ready', 'pong', 'resync', 'balance', 'notice']);

/**
 * The member's realtime socket (docs/decisions/0007-realtime.md): authenticates with the token as its first
 * message (never in the URL), keeps itself alive with pings, and reconnects with backoff after any loss but a
 * refusal. Answers the function that stops it for good.
 */
export function connectRealtime(options: RealtimeConnectionOptions): () => void {
  const socket = connectLiveSocket<RealtimeServerMessage>({
    path: realtimePath,
    merchantCode: options.merchantCode,
    auth: { token: options.token },
    knownTypes,
    onMessage: options.onMessage,
    onSessionEnded: options.onSessionEnded,
  });
  return socket.stop;
}
