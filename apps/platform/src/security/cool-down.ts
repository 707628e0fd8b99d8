import { gateFull } from './admission-gate.ts';

export interface CoolDownOptions {
  /** How long a key stays cooling after it was refused. */
  ms: number;
  /** Keys remembered at most; the oldest are forgotten first, so memory stays bounded. */
  maxKeys: number;
}

/**
 * Keys (client addresses) that were just refused, and are refused again at once until `ms` has passed, before any
 * work — so a client told TOO_MANY_REQUESTS does not get its next attempt decrypted and counted in the database a
 * few milliseconds later. A refusal while cooling does not extend the cooling: every key gets a real try per period.
 */
export function createCoolDown(options: CoolDownOptions) {
  const until = new Map<string, number>();
  const refusal = gateFull();
  let refused = 0;

  const coolingUntil = (key: string, now: number) => {
    const end = until.get(key);
    if (end === undefined) return 0;
    if (end > now) return end;
    until.delete(key);
    return 0;
  };

  return {
    /** Throws the TOO_MANY_REQUESTS refusal when the key is cooling. */
    check(key: string, now = Date.now()): void {
      if (coolingUntil(key, now) > 0) {
        refused += 1;
        throw refusal;
      }
    },

    /** Starts the key's cooling, unless it is cooling already. */
    start(key: string, now = Date.now()): void {
      if (options.ms <= 0 || coolingUntil(key, now) > 0) return;
      if (until.size >= options.maxKeys) {
        const oldest = until.keys().next();
        if (!oldest.done) until.delete(oldest.value);
      }
      until.set(key, now + options.ms);
    },

    /** Keys remembered now (some may have run out), and the refusals so far. */
    stats: () => ({ keys: until.size, refused }),
  };
}

export type CoolDown = ReturnType<typeof createCoolDown>;
