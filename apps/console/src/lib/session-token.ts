import { useSyncExternalStore } from 'react';

/** Why the last session ended: the operator signed out, or the server no longer knew the token. */
export type SessionEndReason = 'signed_out' | 'expired';

const storageKey = 'consoleToken';
const listeners = new Set<() => void>();
let lastEndReason: SessionEndReason | null = null;

function notify(): void {
  for (const listener of listeners) listener();
}

/** The raw operator session token kept in sessionStorage (cleared when the tab closes). */
export function readSessionToken(): string | null {
  try {
    return sessionStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

export function storeSessionToken(token: string): void {
  lastEndReason = null;
  try {
    sessionStorage.setItem(storageKey, token);
  } finally {
    notify();
  }
}

export function clearSessionToken(reason: SessionEndReason): void {
  if (readSessionToken() === null) return;
  lastEndReason = reason;
  try {
    sessionStorage.removeItem(storageKey);
  } finally {
    notify();
  }
}

export function lastSessionEndReason(): SessionEndReason | null {
  return lastEndReason;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const handleStorage = (event: StorageEvent) => {
    if (event.key === storageKey || event.key === null) listener();
  };
  window.addEventListener('storage', handleStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', handleStorage);
  };
}

/** The current token; components re-render when it is stored or cleared. */
export function useSessionToken(): string | null {
  return useSyncExternalStore(subscribe, readSessionToken, () => null);
}
