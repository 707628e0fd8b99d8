import { randomUUID } from 'node:crypto';
import { seamlessBalance, seamlessDebit } from '@ficha/contract';
import { isDatabaseUnavailable, openSqlConnection, type SqlConnection } from '@ficha/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../../test/api-clients.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { seamlessFixture, type SeamlessFixture } from '../../test/seamless-client.ts';

/**
 * Decision 0035: a call whose database goes away under it answers an envelope (503 `system_busy`), never a 500
 * or a dropped connection, and the server serves the next call by itself; nothing is lost (the provider's retry
 * with the same transaction id moves the money once). PostgreSQL only: PGlite has no server to lose.
 */
let t: TestApp;
let f: SeamlessFixture;
let side: SqlConnection;
beforeAll(async () => {
  t = await createTestApp();
  f = await seamlessFixture(t.db, await listen(t));
  if (t.connection.kind !== 'pg') throw new Error('PostgreSQL only');
  side = await openSqlConnection({ databaseUrl: connectionString(t.connection), poolSize: 2 });
});
afterAll(async () => {
  await side.close();
  await t.close();
});

function connectionString(connection: SqlConnection): string {
  if (connection.kind !== 'pg') throw new Error('PostgreSQL only');
  const url = connection.client.options.connectionString;
  if (!url) throw new Error('no connection string');
  return url;
}

async function sideQuery(sql: string, params: unknown[] = []) {
  if (side.kind !== 'pg') throw new Error('PostgreSQL only');
  return (await side.client.query(sql, params)).rows as Array<Record<string, unknown>>;
}

/** Waits (polling the server's own view, no clock) until a backend of this database is waiting on a lock. */
async function blockedBackend(): Promise<number> {
  for (;;) {
    const [row] = await sideQuery(
      `select pid from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
    );
    if (row) return Number(row['pid']);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('the database lost under a call', () => {
  it('answers 503 system_busy when the connection dies mid-call; the same debit retried moves the money once', async () => {
    const { memberId, playerId } = await f.authenticatedPlayer(10_000n);
    const before = await f.balanceOf(memberId);
    const input = { playerId, transactionId: randomUUID(), roundId: randomUUID(), gameCode: 'slot-classic', amount: 5 };

    // Another session holds the wallet's transaction table, so the debit waits inside PostgreSQL; its backend is
    // then terminated as a restart or failover would.
    if (side.kind !== 'pg') throw new Error('PostgreSQL only');
    const holder = await side.client.connect();
    await holder.query('begin');
    await holder.query('lock table platform.seamless_transactions in access exclusive mode');
    const answer = f.client.call(seamlessDebit, input);
    const pid = await blockedBackend();
    await sideQuery('select pg_terminate_backend($1)', [pid]);
    const failed = await answer;
    await holder.query('rollback');
    holder.release();

    expect(failed.status).toBe(503);
    expect(failed.envelope).toMatchObject({ success: false, errorCode: 'system_busy', message: expect.any(String) });
    expect(await f.balanceOf(memberId)).toBe(before);

    // The server serves again at once, and the provider's retry debits once.
    const retried = await f.client.call(seamlessDebit, input);
    expect(retried.status).toBe(200);
    expect(retried.envelope.success).toBe(true);
    const again = await f.client.call(seamlessDebit, input);
    expect(again.envelope).toEqual(retried.envelope);
    expect(await f.balanceOf(memberId)).toBe(before - 500n);
    const balance = await f.client.call(seamlessBalance, { playerId });
    expect(balance.envelope.success).toBe(true);
  });

  it('answers 503 system_busy when no pooled connection comes within the wait, and serves once one frees', async () => {
    const { playerId } = await f.authenticatedPlayer(1_000n);
    if (t.connection.kind !== 'pg') throw new Error('PostgreSQL only');
    // Take every connection of the server's pool (its size is the test database's), as a stalled database would.
    const pool = t.connection.client;
    const held = await Promise.all(Array.from({ length: pool.options.max }, () => pool.connect()));
    const busy = await f.client.call(seamlessBalance, { playerId });
    for (const client of held) client.release();

    expect(busy.status).toBe(503);
    expect(busy.envelope).toMatchObject({ success: false, errorCode: 'system_busy' });
    const served = await f.client.call(seamlessBalance, { playerId });
    expect(served.envelope.success).toBe(true);
  });

  it('tells an unreachable database apart from a failing statement', async () => {
    const refused = await openSqlConnection({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none' }).catch(
      (error: unknown) => error,
    );
    expect(isDatabaseUnavailable(refused)).toBe(true);
    const wrong = await sideQuery('select 1 / 0').catch((error: unknown) => error);
    expect(isDatabaseUnavailable(wrong)).toBe(false);
  });
});
