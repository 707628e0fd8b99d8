import { useSyncExternalStore } from 'react';
import {
  clearSessionExcept,
  readSessionToken,
  sessionKeys,
  sessionKeysKeptOnSignOut,
  writeSession,
} from './storage.ts';

/**
 * The session token (sessionStorage `token`) as a store components can subscribe to, and the session
 * events the query client raises: `lost` when the server says the visitor is not signed in, and
 * `password-change-required` when it refuses work until the password is changed.
 */
export type SessionEvent = 'lost' | 'password-change-required';

const tokenListeners = new Set<() => void>();
const eventListeners = new Set<(event: SessionEvent) => void>();

function notifyToken(): void {
  for (const listener of tokenListeners) listener();
}

/** Keeps the token of a successful login or registration; the API client sends it from now on. */
export function startSession(token: string): void {
  writeSession(sessionKeys.token, token);
  notifyToken();
}

/** Forgets the session: session storage is emptied except the merchant keys (SPEC §4 "Logout"). */
export function endSession(): void {
  clearSessionExcept(sessionKeysKeptOnSignOut);
  notifyToken();
}

/**
 * Raised by the query client. A lost session is forgotten at once, so nothing keeps calling with a dead
 * token, and only then announced; the listeners decide where the visitor goes.
 */
export function raiseSessionEvent(event: SessionEvent): void {
  if (event === 'lost') {
    if (!readSessionToken()) return;
    endSession();
  }
  for (const listener of eventListeners) listener(event);
}

export function onSessionEvent(listener: (event: SessionEvent) => void): () => void {
  eventListeners.add(listener);
  return () => eventListeners.delete(listener);
}

function subscribeToken(listener: () => void): () => void {
  tokenListeners.add(listener);
  return () => tokenListeners.delete(listener);
}

/** The stored token, or null when signed out; components re-render when it changes. */
export function useSessionToken(): string | null {
  return useSyncExternalStore(subscribeToken, readSessionToken, () => null);
}
