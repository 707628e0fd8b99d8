import { DomainError } from '@ficha/contract';

export interface AdmissionGateOptions {
  /** Pieces of work that run at once. */
  concurrency: number;
  /** Pieces of work that may wait for a place; one more is refused at once. */
  queue: number;
  /** Places (running or waiting) one key may hold, e.g. one client address; unset: no per-key bound. */
  perKey?: number;
}

export interface AdmissionStats {
  running: number;
  waiting: number;
  /** Keys holding at least one place. */
  keys: number;
  /** Refusals since the gate was made. */
  refused: number;
}

/** The refusal of a full gate: TOO_MANY_REQUESTS, to be retried in a second. */
export const gateFull = () => new DomainError('TOO_MANY_REQUESTS', { value: { retryAfterSeconds: 1 } });

/**
 * Bounded concurrency with a bounded queue, so expensive work (decryption, password hashing, the database round
 * trips of a sign-in) can't pile up under a flood: when `concurrency` pieces run and `queue` wait, or the key
 * already holds `perKey` places, the next piece is refused at once with TOO_MANY_REQUESTS and costs nothing more.
 * Waiting pieces start in arrival order. Memory is bounded by `concurrency + queue` entries.
 */
export function createAdmissionGate(options: AdmissionGateOptions) {
  let running = 0;
  let refused = 0;
  const waiting: Array<() => void> = [];
  const held = new Map<string, number>();
  // One error for every refusal: making one (and its stack) per refused request is a cost the flood would choose.
  const refusal = gateFull();

  const take = (key: string | undefined) => {
    if (key !== undefined) held.set(key, (held.get(key) ?? 0) + 1);
  };
  const give = (key: string | undefined) => {
    if (key === undefined) return;
    const left = (held.get(key) ?? 1) - 1;
    if (left > 0) held.set(key, left);
    else held.delete(key);
  };

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    /** Runs `work` now or when a place frees up, or refuses it at once (a rejected promise, `gateFull()`). */
    async run<T>(work: () => Promise<T>, key?: string): Promise<T> {
      const keyFull = key !== undefined && options.perKey !== undefined && (held.get(key) ?? 0) >= options.perKey;
      if (keyFull || (running >= options.concurrency && waiting.length >= options.queue)) {
        refused += 1;
        throw refusal;
      }
      take(key);
      try {
        // A released place passes straight to the first waiter, so `running` never drops below the queue's need.
        if (running < options.concurrency) running += 1;
        else await new Promise<void>((resolve) => waiting.push(resolve));
        try {
          return await work();
        } finally {
          release();
        }
      } finally {
        give(key);
      }
    },

    stats(): AdmissionStats {
      return { running, waiting: waiting.length, keys: held.size, refused };
    },
  };
}

export type AdmissionGate = ReturnType<typeof createAdmissionGate>;
