import { randomBytes } from 'node:crypto';
import { DomainError } from '@ficha/contract';
import { openTestDatabase } from '@ficha/server-kit';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, migratePlatform, type Db } from '../../db/database.ts';
import { encryptedRequestNonces } from '../../db/schema/index.ts';
import { createReplayGuard } from './replay-guard.ts';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Db;

beforeAll(async () => {
  database = await openTestDatabase();
  await migratePlatform(database.connection);
  db = createDb(database.connection);
});
afterAll(() => database.drop());

const windowMs = 120_000;
const sealedAt = (timestamp: number) => ({
  nonce: randomBytes(16).toString('base64url'),
  timestamp,
  payload: { n: 1 },
});
const cached = async () => (await db.select({ n: count() }).from(encryptedRequestNonces))[0]!.n;
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'admitted',
    (error: unknown) => (error instanceof DomainError ? error.code : 'crashed'),
  );

describe('replay guard', () => {
  it('admits a nonce once, refuses it again, and forgets it once its timestamp is stale', async () => {
    let clock = Date.parse('2026-11-25T12:00:00Z');
    const guard = createReplayGuard(db, { windowMs, now: () => clock });
    const first = sealedAt(clock);
    expect(await guard.admit(first)).toEqual({ n: 1 });
    expect(await refusal(guard.admit(first))).toBe('request_replayed');
    expect(await cached()).toBe(1);

    // Ten minutes on, the first nonce's timestamp is stale: the next call prunes it, and a copy is refused by its
    // timestamp alone.
    clock += 10 * 60_000;
    expect(await guard.admit(sealedAt(clock))).toEqual({ n: 1 });
    expect(await cached()).toBe(1);
    expect(await refusal(guard.admit(first))).toBe('request_replayed');
  });

  it('refuses a payload without a well-formed nonce or timestamp as unreadable', async () => {
    const guard = createReplayGuard(db, { windowMs });
    const now = Date.now();
    for (const opened of [{ n: 1 }, { timestamp: now, payload: {} }, { ...sealedAt(now), nonce: 'short' }, null]) {
      expect(await refusal(guard.admit(opened)), JSON.stringify(opened)).toBe('request_body_required');
    }
  });
});
