import { DomainError } from '@ficha/contract';
import { like, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../db/schema/index.ts';
import { openPlatformDatabase, type PlatformDatabase } from '../../../test/platform-database.ts';
import { createRateLimiter, type RateLimiter } from './rate-limits.service.ts';

let t: PlatformDatabase;
let limiter: RateLimiter;
beforeAll(async () => {
  t = await openPlatformDatabase();
  limiter = createRateLimiter(t.db);
});
afterAll(() => t.close());

const rule = { limit: 3, windowMs: 60_000 };

/** Moves every open window of a key back in time, as if that much time had passed. */
const age = (key: string, ms: number) =>
  t.db.execute(
    sql`update platform.rate_limits set window_started_at = window_started_at - ${ms}::double precision * interval '1 millisecond' where key like ${`${key}@%`}`,
  );

const rejection = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
};

describe('rate limiter', () => {
  it('lets the limit through in a window, then refuses with TOO_MANY_REQUESTS and the seconds to wait', async () => {
    for (let i = 0; i < 3; i++) await limiter.consume('t:window', rule);
    const error = await rejection(limiter.consume('t:window', rule));
    expect(error.code).toBe('TOO_MANY_REQUESTS');
    const { retryAfterSeconds } = error.value as { retryAfterSeconds: number };
    expect(retryAfterSeconds).toBeGreaterThan(55);
    expect(retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('restarts the count at 1 when the window has run out', async () => {
    for (let i = 0; i < 3; i++) await limiter.consume('t:restart', rule);
    await rejection(limiter.consume('t:restart', rule));
    await age('t:restart', 60_001);
    expect((await limiter.peek('t:restart', rule)).count).toBe(0);
    await limiter.consume('t:restart', rule);
    expect((await limiter.peek('t:restart', rule)).count).toBe(1);
    await limiter.consume('t:restart', rule);
    await limiter.consume('t:restart', rule);
    await rejection(limiter.consume('t:restart', rule));
  });

  it('peeks at the count and the reset time without counting', async () => {
    expect(await limiter.peek('t:peek', rule)).toEqual({ count: 0, resetAt: null });
    const before = Date.now();
    await limiter.consume('t:peek', rule);
    await limiter.consume('t:peek', rule);
    const window = await limiter.peek('t:peek', rule);
    expect(window.count).toBe(2);
    expect(window.resetAt).toBeInstanceOf(Date);
    expect(window.resetAt!.getTime()).toBeGreaterThan(before + 55_000);
    expect(window.resetAt!.getTime()).toBeLessThanOrEqual(Date.now() + 60_000 + 1000);
    expect((await limiter.peek('t:peek', rule)).count).toBe(2);
  });

  it('keeps keys apart, and one key apart per window length', async () => {
    const minute = { limit: 1, windowMs: 60_000 };
    const hour = { limit: 2, windowMs: 3_600_000 };
    await limiter.consume('t:a', minute);
    await limiter.consume('t:b', minute);
    await limiter.consume('t:a', hour);
    await rejection(limiter.consume('t:a', minute));
    expect((await limiter.peek('t:a', hour)).count).toBe(1);
  });

  it('lets exactly the limit through when 20 hits arrive at once', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => limiter.consume('t:concurrent', { limit: 5, windowMs: 60_000 })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused.map((r) => (r.reason as DomainError).code)).toEqual(Array(15).fill('TOO_MANY_REQUESTS'));
    expect((await limiter.peek('t:concurrent', { limit: 5, windowMs: 60_000 })).count).toBe(20);
  });

  it('prunes counters whose window started long ago', async () => {
    await limiter.consume('t:old', rule);
    await age('t:old', 25 * 3_600_000);
    await limiter.consume('t:recent', rule);
    expect(await limiter.prune()).toBeGreaterThanOrEqual(1);
    const left = await t.db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(or(like(rateLimits.key, 't:old@%'), like(rateLimits.key, 't:recent@%')));
    expect(left.map((r) => r.key)).toEqual(['t:recent@60000']);
  });
});
