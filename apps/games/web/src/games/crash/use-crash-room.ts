import { crashPaths, crashServerMessageSchema } from '@ficha/contract';
import { useEffect, useReducer } from 'react';
import { initialCrashState, reduceCrashMessage, type CrashRoomState } from './crash-state.ts';

type Action = { kind: 'message'; message: unknown; now: number } | { kind: 'closed' };

function reducer(state: CrashRoomState, action: Action): CrashRoomState {
  if (action.kind === 'closed') return { ...state, connected: false };
  const parsed = crashServerMessageSchema.safeParse(action.message);
  return parsed.success ? reduceCrashMessage(state, parsed.data, action.now) : state;
}

/** The socket address on the page's own server (the page is served by the game server). */
function socketUrl(): string {
  const url = new URL(crashPaths.ws, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

const pingEveryMs = 25_000;

/**
 * Watches the crash room: one WebSocket while the page is open, reconnecting with a growing pause (1 s doubling
 * to 15 s) when it drops; each new connection starts with a snapshot, so nothing missed stays wrong.
 */
export function useCrashRoom(): CrashRoomState {
  const [state, dispatch] = useReducer(reducer, initialCrashState);

  useEffect(() => {
    let socket: WebSocket | null = null;
    let retryMs = 1_000;
    let retryTimer: number | undefined;
    let pingTimer: number | undefined;
    let stopped = false;

    const connect = () => {
      socket = new WebSocket(socketUrl());
      socket.onopen = () => {
        retryMs = 1_000;
        pingTimer = window.setInterval(() => socket?.send(JSON.stringify({ type: 'ping' })), pingEveryMs);
      };
      socket.onmessage = (event) => {
        try {
          dispatch({ kind: 'message', message: JSON.parse(String(event.data)), now: performance.now() });
        } catch {
          // Not JSON: ignored.
        }
      };
      socket.onclose = () => {
        window.clearInterval(pingTimer);
        dispatch({ kind: 'closed' });
        if (stopped) return;
        retryTimer = window.setTimeout(connect, retryMs);
        retryMs = Math.min(retryMs * 2, 15_000);
      };
    };
    connect();
    return () => {
      stopped = true;
      window.clearTimeout(retryTimer);
      window.clearInterval(pingTimer);
      socket?.close();
    };
  }, []);

  return state;
}
