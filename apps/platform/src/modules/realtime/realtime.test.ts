import { freePlay, login, logout, realtimeCloseCode } from '@ficha/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, listen } from '../../../test/api-clients.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { fundWallet } from '../../../test/factories.ts';
import { openRealtime, openSignedIn, type RealtimeTestClient } from '../../../test/realtime-client.ts';
import { startSecondInstance } from '../../../test/second-instance.ts';
import type { Db } from '../../db/database.ts';
import { members, merchants } from '../../db/schema/index.ts';
import type { Merchant } from '../merchants/merchant.ts';
import { notifyMember } from './realtime-channel.ts';

let t: TestApp;
let baseUrl: string;
let merchant: Merchant;
beforeAll(async () => {
  t = await createTestApp({ REALTIME_HEARTBEAT_SECONDS: '1' });
  baseUrl = await listen(t);
  const [row] = await t.db.select().from(merchants).where(eq(merchants.code, 'demo'));
  merchant = { ...row!, enabledModules: new Set(row!.enabledModules) } as unknown as Merchant;
});
afterAll(() => t.close());

const notSignedIn = { code: realtimeCloseCode('CUSTOMER_NOT_LOGIN'), reason: 'CUSTOMER_NOT_LOGIN' };

const tokenOf = async (username: string) =>
  (await apiClient(baseUrl).call(login, { username, password: 'Demo1234' })).token;

async function memberId(username: string, db: Db = t.db) {
  const [row] = await db.select().from(members).where(eq(members.username, username));
  return row!.id;
}

/** Deposits into a member's wallet from the outside world; answers the entry id. */
async function deposit(username: string, amountMinor: bigint, db: Db = t.db) {
  const member = { id: await memberId(username, db), type: 0 };
  return (await fundWallet(db, { merchant, member, amountMinor, source: 'realtime-test' })).entryId;
}

describe('balance pushes', () => {
  it('tells the member whose wallet moved its new balance, and nobody else', async () => {
    const player = await openSignedIn(baseUrl, await tokenOf('jugador1'));
    const other = await openSignedIn(baseUrl, await tokenOf('agente2'));

    // jugador1 starts with the demo's seeded 1,000.00.
    const first = await deposit('jugador1', 12_345n);
    expect(await player.next()).toEqual({ type: 'balance', currency: 'USD', balance: 1123.45, entryId: first });
    const second = await deposit('jugador1', 55n);
    expect(await player.next()).toEqual({ type: 'balance', currency: 'USD', balance: 1124, entryId: second });

    // Events arrive in commit order: the other member's first event is its own entry, so it heard none of
    // jugador1's.
    const own = await deposit('agente2', 100n);
    expect(await other.next()).toMatchObject({ type: 'balance', balance: 1, entryId: own });
    player.socket.close();
    other.socket.close();
  });

  it('sends nothing for a transaction that rolls back, and nothing for a replay', async () => {
    const player = await openSignedIn(baseUrl, await tokenOf('jugador1'));
    await expect(
      t.db.transaction(async (tx) => {
        await deposit('jugador1', 700n, tx);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const committed = await deposit('jugador1', 1n);
    expect(await player.next()).toMatchObject({ type: 'balance', entryId: committed });

    // A replay of the same key answers the first entry and moves nothing: no event either.
    const member = { id: await memberId('jugador1'), type: 0 };
    const entry = { merchant, member, amountMinor: 5n, source: 'realtime-test', idempotencyKey: 'replayed-once' };
    const posted = await fundWallet(t.db, entry);
    expect(await player.next()).toMatchObject({ type: 'balance', entryId: posted.entryId });
    expect((await fundWallet(t.db, entry)).replayed).toBe(true);
    const after = await deposit('jugador1', 2n);
    expect(await player.next()).toMatchObject({ type: 'balance', entryId: after });
    player.socket.close();
  });
});

describe('notices', () => {
  it('delivers a published notice on commit, with the amount as a wire number', async () => {
    const player = await openSignedIn(baseUrl, await tokenOf('jugador1'));
    const id = await memberId('jugador1');
    const at = new Date('2026-11-21T10:00:00.000Z');
    await expect(
      t.db.transaction(async (tx) => {
        await notifyMember(tx, merchant.id, id, { type: 'notice', key: 'info_withdraw_reject', at });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await t.db.transaction((tx) =>
      notifyMember(tx, merchant.id, id, { type: 'notice', key: 'info_deposit_arrival', at, amountMinor: 250_075n }),
    );
    expect(await player.next()).toEqual({
      type: 'notice',
      key: 'info_deposit_arrival',
      time: '2026-11-21T10:00:00.000Z',
      amount: 2500.75,
    });
    await notifyMember(t.db, merchant.id, id, { type: 'notice', key: 'info_new_mail', at });
    expect(await player.next()).toEqual({ type: 'notice', key: 'info_new_mail', time: '2026-11-21T10:00:00.000Z' });
    player.socket.close();
  });
});

describe('who may connect', () => {
  const refusal = async (client: RealtimeTestClient) => client.closed;

  it('refuses a socket that speaks before signing in, a wrong token and a malformed message', async () => {
    const anonymous = await openRealtime(baseUrl);
    anonymous.send({ type: 'ping' });
    expect(await refusal(anonymous)).toEqual(notSignedIn);

    const forged = await openRealtime(baseUrl);
    forged.send({ type: 'auth', token: 'A'.repeat(43) });
    expect(await refusal(forged)).toEqual(notSignedIn);

    const garbage = await openRealtime(baseUrl);
    garbage.socket.send('{"type":"auth"');
    expect(await refusal(garbage)).toEqual({ code: 4400, reason: 'request_param_err' });

    const oversized = await openRealtime(baseUrl);
    oversized.send({ type: 'auth', token: 'A'.repeat(5000) });
    expect((await refusal(oversized)).code).toBe(1009);

    const extra = await openRealtime(baseUrl);
    extra.send({ type: 'auth', token: await tokenOf('jugador1'), merchant: 'demo' });
    expect(await refusal(extra)).toEqual({ code: 4400, reason: 'request_param_err' });
  });

  it('refuses a revoked and an expired session, a trial account and an unknown merchant', async () => {
    const token = await tokenOf('jugador1');
    await apiClient(baseUrl, { token }).call(logout, {});
    const revoked = await openRealtime(baseUrl);
    revoked.send({ type: 'auth', token });
    expect(await refusal(revoked)).toEqual(notSignedIn);

    const expiring = await tokenOf('jugador1');
    await t.db.execute(sql`update platform.member_sessions set expires_at = now() - interval '1 second'
      where member_id = ${await memberId('jugador1')} and revoked_at is null`);
    const expired = await openRealtime(baseUrl);
    expired.send({ type: 'auth', token: expiring });
    expect(await refusal(expired)).toEqual(notSignedIn);

    const trial = await openRealtime(baseUrl);
    trial.send({ type: 'auth', token: (await apiClient(baseUrl).call(freePlay, {})).token });
    expect(await refusal(trial)).toEqual({ code: 4403, reason: 'in_need_true_account' });

    const elsewhere = await openRealtime(baseUrl, { merchant: 'nope' });
    elsewhere.send({ type: 'auth', token: await tokenOf('jugador1') });
    expect(await refusal(elsewhere)).toEqual({ code: 4400, reason: 'merchant_not_found' });
  });

  it('answers pings once signed in, and counts its sockets', async () => {
    const player = await openSignedIn(baseUrl, await tokenOf('jugador1'), 'demo');
    player.send({ type: 'ping' });
    expect(await player.next()).toEqual({ type: 'pong' });
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).body).toMatch(
      /^realtime_sockets\{[^}]*\} [1-9]\d*$/m,
    );
    player.socket.close();
  });
});

describe('ending sockets', () => {
  it('disconnects a socket whose session signs out', async () => {
    const token = await tokenOf('jugador1');
    const player = await openSignedIn(baseUrl, token);
    await apiClient(baseUrl, { token }).call(logout, {});
    expect(await player.closed).toEqual(notSignedIn);
  });

  it('disconnects a socket whose session expired, at the next heartbeat', async () => {
    const token = await tokenOf('agente1');
    const agent = await openSignedIn(baseUrl, token);
    await t.db.execute(sql`update platform.member_sessions set expires_at = now() - interval '1 second'
      where member_id = ${await memberId('agente1')} and revoked_at is null`);
    expect(await agent.closed).toEqual(notSignedIn);
  });

  it('ends a socket that stops answering pings', async () => {
    const silent = await openRealtime(baseUrl, { autoPong: false });
    silent.send({ type: 'auth', token: await tokenOf('agente3') });
    expect(await silent.next()).toEqual({ type: 'ready' });
    // Terminated without a closing handshake: the client sees an abnormal closure.
    expect((await silent.closed).code).toBe(1006);
  });
});

describe('several instances', () => {
  it('delivers an entry posted through one instance to a socket on another', async () => {
    const instanceB = await startSecondInstance(t);
    const appB = instanceB.app;
    try {
      const urlB = await appB.listen({ host: '127.0.0.1', port: 0 });
      const onB = await openSignedIn(urlB, await tokenOf('agente3'));
      const entryId = await deposit('agente3', 4_200n);
      expect(await onB.next()).toMatchObject({ type: 'balance', balance: 42, entryId });
      onB.socket.close();
    } finally {
      await instanceB.close();
    }
  });
});

// Only PostgreSQL has a listener connection that can be lost (PGlite is in the process).
if (process.env['TEST_DATABASE_URL']) {
  describe('losing the database listener', () => {
    it('reconnects, tells the sockets to read again, and delivers what follows', async () => {
      const player = await openSignedIn(baseUrl, await tokenOf('jugador1'));
      await t.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query = 'listen ficha_realtime'`);
      expect(await player.next()).toEqual({ type: 'resync' });
      const entryId = await deposit('jugador1', 3n);
      expect(await player.next()).toMatchObject({ type: 'balance', entryId });
      player.socket.close();
    });
  });
}
