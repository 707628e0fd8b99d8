import { DomainError } from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import { countHit, deleteWindowsStartedBefore, readWindow } from './rate-limits.queries.ts';

/** At most `limit` hits per fixed window of `windowMs`. */
export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

/** One key counts separately per window length, so a key can carry a per-minute and a per-hour rule. */
const storedKey = (key: string, rule: RateLimitRule) => `${key}@${rule.windowMs}`;

/**
 * Rate limits whose counters live in Postgres, so several instances share them and concurrent hits can't lose
 * counts. Callers build the keys (e.g. `sms:ip:<ip>`); an IP must come from `request.ip`, which honours only
 * the proxies TRUST_PROXY names, so a forged X-Forwarded-For gets no fresh counter.
 */
export function createRateLimiter(db: Db) {
  return {
    /** Counts a hit; over the limit it throws `TOO_MANY_REQUESTS` with the seconds until the window resets. */
    async consume(key: string, rule: RateLimitRule): Promise<void> {
      const { hits, resetInMs } = await countHit(db, storedKey(key, rule), rule.windowMs);
      if (hits > rule.limit) {
        throw new DomainError('TOO_MANY_REQUESTS', {
          value: { retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)) },
        });
      }
    },

    /** The hits of the current window and when it resets (`resetAt` null when no window is open). */
    async peek(key: string, rule: RateLimitRule): Promise<{ count: number; resetAt: Date | null }> {
      const window = await readWindow(db, storedKey(key, rule), rule.windowMs);
      return window ? { count: window.hits, resetAt: window.resetAt } : { count: 0, resetAt: null };
    },

    /** Deletes counters whose window started longer ago than the longest rule; for a periodic job. */
    async prune(olderThanMs = 24 * 3_600_000): Promise<number> {
      return deleteWindowsStartedBefore(db, olderThanMs);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
