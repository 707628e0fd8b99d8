import { useSyncExternalStore } from 'react';

/** One shared clock ticking each second while any component watches it. */
const tickMs = 1000;
let now = Date.now();
let timer: number | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    now = Date.now();
    timer = window.setInterval(() => {
      now = Date.now();
      for (const each of listeners) each();
    }, tickMs);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      window.clearInterval(timer);
      timer = undefined;
    }
  };
}

const getNow = () => now;

/** The current time in ms, updated every second (a clock, a countdown). */
export function useNow(): number {
  return useSyncExternalStore(subscribe, getNow, getNow);
}
