import { createHash, randomUUID } from 'node:crypto';
import {
  seamlessAuthenticate,
  seamlessBalance,
  seamlessCredit,
  seamlessDebit,
  seamlessPaths,
  seamlessRollback,
} from '@ficha/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../../../test/api-clients.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { createMerchant, createProvider } from '../../../test/factories.ts';
import { seamlessFixture, type SeamlessFixture } from '../../../test/seamless-client.ts';
import {
  betRecords,
  rgState,
  journalEntries,
  members,
  seamlessLaunchTokens,
  seamlessProviders,
  seamlessTransactions,
} from '../../db/schema/index.ts';

let t: TestApp;
let baseUrl: string;
let f: SeamlessFixture;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t);
  f = await seamlessFixture(t.db, baseUrl);
});
afterAll(() => t.close());

const id = () => randomUUID();

const debit = (playerId: string, transactionId: string, roundId: string, amount: unknown, gameCode = 'slot-classic') =>
  f.client.call(seamlessDebit, { playerId, transactionId, roundId, gameCode, amount });

const credit = (
  playerId: string,
  transactionId: string,
  roundId: string,
  amount: unknown,
  roundEnded = true,
  gameCode = 'slot-classic',
) => f.client.call(seamlessCredit, { playerId, transactionId, roundId, gameCode, amount, roundEnded });

const rollback = (playerId: string, transactionId: string, referenceTransactionId: string, roundId: string) =>
  f.client.call(seamlessRollback, { playerId, transactionId, referenceTransactionId, roundId });

const roundOf = async (roundId: string) =>
  (await t.db.select().from(betRecords).where(eq(betRecords.roundId, roundId)))[0];

describe('launch tokens', () => {
  it('are random 256-bit tokens stored only as their hash, one use, for one provider', async () => {
    const player = await f.createPlayer(5_00n);
    const token = await f.launchToken(player.id, 'slot-classic');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.db.select().from(seamlessLaunchTokens).where(eq(seamlessLaunchTokens.memberId, player.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(5 * 60_000);

    const first = await f.client.call(seamlessAuthenticate, { launchToken: token });
    expect(first).toMatchObject({
      status: 200,
      envelope: { success: true, value: { currency: 'USD', balance: 5, language: 'EN' } },
    });
    const again = await f.client.call(seamlessAuthenticate, { launchToken: token });
    expect(again).toMatchObject({ status: 404, envelope: { errorCode: 'PLAYER_NOT_FOUND' } });
  });

  it('answers an opaque player id, stable per member and provider', async () => {
    const player = await f.createPlayer();
    const a = await f.client.call(seamlessAuthenticate, {
      launchToken: await f.launchToken(player.id),
    });
    const b = await f.client.call(seamlessAuthenticate, {
      launchToken: await f.launchToken(player.id),
    });
    if (!a.envelope.success || !b.envelope.success) throw new Error('authenticate failed');
    expect(a.envelope.value.playerId).toBe(b.envelope.value.playerId);
    expect(a.envelope.value.playerId).toMatch(/^[0-9a-f]{32}$/);
    expect(a.envelope.value.playerId).not.toContain(player.username);
  });

  it('refuses an expired token, and is refused for a disabled or unknown provider or another merchant', async () => {
    const player = await f.createPlayer();
    const token = await f.launchToken(player.id);
    await t.db
      .update(seamlessLaunchTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(seamlessLaunchTokens.memberId, player.id));
    expect((await f.client.call(seamlessAuthenticate, { launchToken: token })).envelope).toMatchObject({
      errorCode: 'PLAYER_NOT_FOUND',
    });
    await expect(f.launchToken(player.id, 'slot-classic', 'NOPE')).rejects.toMatchObject({ code: 'not_found' });
    const [trial] = await t.db.select().from(members).where(eq(members.username, 'prueba1'));
    await expect(f.launchToken(trial!.id)).rejects.toMatchObject({ code: 'in_need_true_account' });
    await createProvider(t.db, { merchantId: f.merchant.id, code: 'OFFLINE', name: 'Offline', enabled: false });
    await expect(f.launchToken(player.id, 'slot-classic', 'OFFLINE')).rejects.toMatchObject({
      code: 'PROVIDER_DISABLED',
    });
  });
});

describe('balance, debit and credit', () => {
  it('answers the balance, moves a stake to the house and a win back, and keeps the bet record', async () => {
    const { memberId, playerId } = await f.authenticatedPlayer(100_00n);
    expect((await f.client.call(seamlessBalance, { playerId })).envelope).toEqual({
      success: true,
      value: { balance: 100, currency: 'USD' },
    });
    const roundId = id();
    const bet = await debit(playerId, id(), roundId, 12.5);
    expect(bet).toMatchObject({ status: 200, envelope: { success: true, value: { balance: 87.5 } } });
    expect(await roundOf(roundId)).toMatchObject({
      memberId,
      providerCode: 'FICHA',
      gameCode: 'slot-classic',
      category: 'slots',
      stakeMinor: 12_50n,
      winMinor: 0n,
      validBetMinor: 0n,
      status: 'open',
      settledAt: null,
      detailUrl: `http://127.0.0.1:8081/rgs/v1/rounds/${roundId}`,
    });
    const win = await credit(playerId, id(), roundId, 30.25);
    expect(win.envelope).toMatchObject({ success: true, value: { balance: 117.75 } });
    expect(await roundOf(roundId)).toMatchObject({
      stakeMinor: 12_50n,
      winMinor: 30_25n,
      validBetMinor: 12_50n,
      status: 'settled',
    });
    expect((await roundOf(roundId))?.settledAt).toBeInstanceOf(Date);
    expect(await f.balanceOf(memberId)).toBe(117_75n);

    const ledgerId = Number((bet.envelope as { value: { ledgerId: string } }).value.ledgerId);
    const [entry] = await t.db.select().from(journalEntries).where(eq(journalEntries.id, ledgerId));
    expect(entry).toMatchObject({ kind: 'bet', source: 'provider:FICHA' });
  });

  it('replays the first answer for the same transaction and refuses other content as a duplicate', async () => {
    const { memberId, playerId } = await f.authenticatedPlayer(50_00n);
    const roundId = id();
    const txId = id();
    const first = await debit(playerId, txId, roundId, 10);
    await debit(playerId, id(), roundId, 1);
    const again = await debit(playerId, txId, roundId, 10);
    expect(again.envelope).toEqual(first.envelope);
    expect(await f.balanceOf(memberId)).toBe(39_00n);
    for (const other of [
      () => debit(playerId, txId, roundId, 11),
      () => debit(playerId, txId, id(), 10),
      () => debit(playerId, txId, roundId, 10, 'other-game'),
      () => credit(playerId, txId, roundId, 10),
    ]) {
      expect(await other()).toMatchObject({ status: 409, envelope: { errorCode: 'DUPLICATE_TRANSACTION' } });
    }
    const other = await f.authenticatedPlayer(50_00n);
    expect((await debit(other.playerId, txId, roundId, 10)).envelope).toMatchObject({
      errorCode: 'DUPLICATE_TRANSACTION',
    });
    const winId = id();
    const win = await credit(playerId, winId, roundId, 5, false);
    expect((await credit(playerId, winId, roundId, 5, false)).envelope).toEqual(win.envelope);
    expect((await credit(playerId, winId, roundId, 5, true)).envelope).toMatchObject({
      errorCode: 'DUPLICATE_TRANSACTION',
    });
    expect(await f.balanceOf(memberId)).toBe(44_00n);
    expect(await f.balanceOf(other.memberId)).toBe(50_00n);
  });

  it('answers INSUFFICIENT_FUNDS with the balance and moves nothing', async () => {
    const { memberId, playerId } = await f.authenticatedPlayer(3_00n);
    const roundId = id();
    const answer = await debit(playerId, id(), roundId, 3.01);
    expect(answer).toMatchObject({
      status: 409,
      envelope: { success: false, errorCode: 'INSUFFICIENT_FUNDS', value: { balance: 3 } },
    });
    expect(await f.balanceOf(memberId)).toBe(3_00n);
    expect(await roundOf(roundId)).toBeUndefined();
  });

  it('accepts a credit of 0, mints nothing for a round without a debit, and closes rounds', async () => {
    const { memberId, playerId } = await f.authenticatedPlayer(10_00n);
    const lonely = id();
    expect((await credit(playerId, id(), lonely, 5)).envelope).toMatchObject({ errorCode: 'TRANSACTION_NOT_FOUND' });
    expect((await credit(playerId, id(), lonely, 0)).envelope).toEqual({
      success: true,
      value: { balance: 10, ledgerId: null },
    });
    expect(await f.balanceOf(memberId)).toBe(10_00n);

    const lost = id();
    await debit(playerId, id(), lost, 2);
    expect((await credit(playerId, id(), lost, 0, true)).envelope).toMatchObject({ success: true });
    expect(await roundOf(lost)).toMatchObject({ status: 'settled', validBetMinor: 2_00n, winMinor: 0n });
    expect((await debit(playerId, id(), lost, 1)).envelope).toMatchObject({ errorCode: 'ROUND_CLOSED' });
    expect((await credit(playerId, id(), lost, 1)).envelope).toMatchObject({ errorCode: 'ROUND_CLOSED' });
    expect(await f.balanceOf(memberId)).toBe(8_00n);
  });

  it('pays a win after the launch expired and the account was locked, but takes no stake then', async () => {
    const { memberId, playerId } = await f.authenticatedPlayer(10_00n);
    const roundId = id();
    await debit(playerId, id(), roundId, 4);
    await t.db
      .update(seamlessLaunchTokens)
      .set({ expiresAt: new Date(Date.now() - 3_600_000) })
      .where(eq(seamlessLaunchTokens.memberId, memberId));
    await t.db.update(members).set({ status: 'locked' }).where(eq(members.id, memberId));
    expect((await debit(playerId, id(), id(), 1)).envelope).toMatchObject({ errorCode: 'PLAYER_NOT_FOUND' });
    expect((await credit(playerId, id(), roundId, 9)).envelope).toMatchObject({
      success: true,
      value: { balance: 15 },
    });
    expect(await f.balanceOf(memberId)).toBe(15_00n);
  });

  it('refuses a debit over the responsible-gaming limits with LIMIT_REACHED', async () => {
    const { memberId, playerId } = await f.authenticatedPlayer(100_00n);
    await t.db.insert(rgState).values({ memberId, merchantId: f.merchant.id, wagerDay: 10_00n });
    const roundId = id();
    expect((await debit(playerId, id(), roundId, 6)).envelope).toMatchObject({ success: true });
    expect(await debit(playerId, id(), roundId, 4.01)).toMatchObject({
      status: 403,
      envelope: { errorCode: 'LIMIT_REACHED' },
    });
    expect((await debit(playerId, id(), roundId, 4)).envelope).toMatchObject({ success: true });
    await credit(playerId, id(), roundId, 10);

    const loser = await f.authenticatedPlayer(100_00n);
    await t.db.insert(rgState).values({ memberId: loser.memberId, merchantId: f.merchant.id, lossDay: 5_00n });
    const won = id();
    await debit(loser.playerId, id(), won, 5);
    await credit(loser.playerId, id(), won, 5);
    // Won back what it staked: today's loss is 0, so another 5 may go.
    expect((await debit(loser.playerId, id(), id(), 5)).envelope).toMatchObject({ success: true });
    expect((await debit(loser.playerId, id(), id(), 0.01)).envelope).toMatchObject({ errorCode: 'LIMIT_REACHED' });
    expect(await f.balanceOf(loser.memberId)).toBe(95_00n);
  });
});

describe('rounds', () => {
  it("refuses a stake or a win in another player's round and moves nothing", async () => {
    const owner = await f.authenticatedPlayer(10_00n);
    const intruder = await f.authenticatedPlayer(10_00n);
    const roundId = id();
    await debit(owner.playerId, id(), roundId, 1);
    for (const answer of [
      await debit(intruder.playerId, id(), roundId, 1),
      await credit(intruder.playerId, id(), roundId, 5),
    ]) {
      expect(answer).toMatchObject({ status: 400, envelope: { errorCode: 'request_param_err' } });
    }
    expect(await f.balanceOf(intruder.memberId)).toBe(10_00n);
    expect(await roundOf(roundId)).toMatchObject({ memberId: owner.memberId, stakeMinor: 1_00n });
  });
});

describe('rollback', () => {
  it('reverses a debit once with a reversing entry; a second rollback succeeds with no effect', async () => {
    const { memberId, playerId } = await f.authenticatedPlayer(20_00n);
    const roundId = id();
    const betId = id();
    const bet = await debit(playerId, betId, roundId, 7);
    const rollbackId = id();
    const first = await rollback(playerId, rollbackId, betId, roundId);
    expect(first.envelope).toEqual({ success: true, value: { balance: 20 } });
    expect(await f.balanceOf(memberId)).toBe(20_00n);
    expect(await roundOf(roundId)).toMatchObject({ status: 'cancelled', stakeMinor: 0n });

    const [row] = await t.db
      .select()
      .from(seamlessTransactions)
      .where(eq(seamlessTransactions.transactionId, rollbackId));
    const [entry] = await t.db.select().from(journalEntries).where(eq(journalEntries.id, row!.entryId!));
    expect(entry).toMatchObject({
      kind: 'rollback',
      reversesEntryId: Number((bet.envelope as { value: { ledgerId: string } }).value.ledgerId),
    });

    expect((await rollback(playerId, rollbackId, betId, roundId)).envelope).toEqual(first.envelope);
    expect((await rollback(playerId, id(), betId, roundId)).envelope).toEqual({
      success: true,
      value: { balance: 20 },
    });
    expect(await f.balanceOf(memberId)).toBe(20_00n);
    expect((await debit(playerId, betId, roundId, 7)).envelope).toMatchObject({ errorCode: 'TRANSACTION_CANCELLED' });
  });

  it('leaves a tombstone when it comes before its debit, and the late debit is refused', async () => {
    const { memberId, playerId } = await f.authenticatedPlayer(20_00n);
    const roundId = id();
    const betId = id();
    expect((await rollback(playerId, id(), betId, roundId)).envelope).toEqual({
      success: true,
      value: { balance: 20 },
    });
    expect(await debit(playerId, betId, roundId, 5)).toMatchObject({
      status: 409,
      envelope: { errorCode: 'TRANSACTION_CANCELLED' },
    });
    expect(await f.balanceOf(memberId)).toBe(20_00n);
    expect(await roundOf(roundId)).toBeUndefined();
  });

  it('is refused with ROUND_CLOSED once the round has a win, and with TRANSACTION_NOT_FOUND for a non-debit', async () => {
    const { memberId, playerId } = await f.authenticatedPlayer(20_00n);
    const roundId = id();
    const betId = id();
    const winId = id();
    await debit(playerId, betId, roundId, 5);
    await credit(playerId, winId, roundId, 8, false);
    expect(await rollback(playerId, id(), betId, roundId)).toMatchObject({
      status: 409,
      envelope: { errorCode: 'ROUND_CLOSED' },
    });
    expect((await rollback(playerId, id(), winId, roundId)).envelope).toMatchObject({
      errorCode: 'TRANSACTION_NOT_FOUND',
    });
    expect((await rollback(playerId, id(), betId, id())).envelope).toMatchObject({
      errorCode: 'TRANSACTION_NOT_FOUND',
    });
    expect(await f.balanceOf(memberId)).toBe(23_00n);
  });
});

describe('signed calls', () => {
  it('verifies the exact raw bytes: spacing and key order as sent are fine', async () => {
    const { playerId } = await f.authenticatedPlayer(1_00n);
    const body = `{ "timestamp" : ${Date.now()},\n  "playerId":"${playerId}", "requestId": "${id()}" }`;
    const answer = await f.client.postRaw(seamlessPaths.balance, body, f.client.headersFor(body));
    expect(answer.envelope).toEqual({ success: true, value: { balance: 1, currency: 'USD' } });
  });

  it('changes nothing for forged, stale, future, unsigned, wrong-provider or disabled-provider calls', async () => {
    const { memberId, playerId } = await f.authenticatedPlayer(10_00n);
    const input = { playerId, transactionId: id(), roundId: id(), gameCode: 'slot-classic', amount: 5 };
    const body = f.client.bodyOf(input);
    const cases: Array<[string, Record<string, string>, number, string]> = [
      [body, f.client.headersFor(`${body} `), 401, 'INVALID_SIGNATURE'],
      [body, f.client.headersFor(body, 'FICHA', 'another-secret-0123456789'), 401, 'INVALID_SIGNATURE'],
      [body, f.client.headersFor(body, 'UNKNOWN'), 401, 'INVALID_SIGNATURE'],
      [body, { 'x-provider': 'FICHA' }, 401, 'INVALID_SIGNATURE'],
      [body, { ...f.client.headersFor(body), 'x-signature': 'zz' }, 401, 'INVALID_SIGNATURE'],
    ];
    const stale = f.client.bodyOf({ ...input, timestamp: Date.now() - 5 * 60_000 - 1000 });
    const future = f.client.bodyOf({ ...input, timestamp: Date.now() + 5 * 60_000 + 1000 });
    cases.push([stale, f.client.headersFor(stale), 401, 'REQUEST_EXPIRED']);
    cases.push([future, f.client.headersFor(future), 401, 'REQUEST_EXPIRED']);
    for (const [sent, headers, status, errorCode] of cases) {
      expect(await f.client.postRaw(seamlessPaths.debit, sent, headers)).toMatchObject({
        status,
        envelope: { success: false, errorCode },
      });
    }
    await t.db.update(seamlessProviders).set({ enabled: false }).where(eq(seamlessProviders.code, 'FICHA'));
    try {
      expect(await f.client.postRaw(seamlessPaths.debit, body, f.client.headersFor(body))).toMatchObject({
        status: 403,
        envelope: { errorCode: 'PROVIDER_DISABLED' },
      });
    } finally {
      await t.db.update(seamlessProviders).set({ enabled: true }).where(eq(seamlessProviders.code, 'FICHA'));
    }
    expect(await f.balanceOf(memberId)).toBe(10_00n);
    expect(
      await t.db.select().from(seamlessTransactions).where(eq(seamlessTransactions.transactionId, input.transactionId)),
    ).toEqual([]);
    // The same body, correctly signed and fresh, goes through.
    expect((await f.client.postRaw(seamlessPaths.debit, body, f.client.headersFor(body))).envelope).toMatchObject({
      success: true,
    });
  });

  it("never lets a provider reach another merchant's or another provider's players", async () => {
    const { memberId, playerId } = await f.authenticatedPlayer(10_00n);
    const other = await createMerchant(t.db, { code: 'otro' });
    await createProvider(t.db, { merchantId: other.id, code: 'OTHERV', name: 'Other vendor' });
    const foreign = await seamlessFixture(t.db, baseUrl, { merchantCode: 'otro', providerCode: 'OTHERV' });
    const input = { playerId, transactionId: id(), roundId: id(), gameCode: 'x', amount: 1 };
    for (const answer of [
      await foreign.client.call(seamlessDebit, input),
      await foreign.client.call(seamlessBalance, { playerId }),
    ]) {
      expect(answer).toMatchObject({ status: 404, envelope: { errorCode: 'PLAYER_NOT_FOUND' } });
    }
    expect((await foreign.client.call(seamlessCredit, { ...input, roundEnded: true })).envelope).toMatchObject({
      errorCode: 'PLAYER_NOT_FOUND',
    });
    // A launch token of the demo merchant's provider does not open anything for the other provider.
    const token = await f.launchToken(memberId);
    expect((await foreign.client.call(seamlessAuthenticate, { launchToken: token })).envelope).toMatchObject({
      errorCode: 'PLAYER_NOT_FOUND',
    });
    await expect(foreign.launchToken(memberId, 'slot-classic', 'OTHERV').then(() => 'issued')).rejects.toMatchObject({
      code: 'forbidden',
    });
    expect(await f.balanceOf(memberId)).toBe(10_00n);
  });
});

describe('bad amounts', () => {
  it('answer 400 request_param_err and move nothing', async () => {
    const { memberId, playerId } = await f.authenticatedPlayer(10_00n);
    const roundId = id();
    await debit(playerId, id(), roundId, 1);
    const bad: unknown[] = [-1, 1.234, '1e3', 1e20, '5', null, true, {}, [], Number.NaN];
    for (const amount of [...bad, 0]) {
      expect(await debit(playerId, id(), roundId, amount), `debit ${String(amount)}`).toMatchObject({
        status: 400,
        envelope: { errorCode: 'request_param_err' },
      });
    }
    for (const amount of bad) {
      expect(await credit(playerId, id(), roundId, amount), `credit ${String(amount)}`).toMatchObject({
        status: 400,
        envelope: { errorCode: 'request_param_err' },
      });
    }
    const nan = `{"requestId":"${id()}","timestamp":${Date.now()},"playerId":"${playerId}","transactionId":"${id()}","roundId":"${roundId}","gameCode":"g","amount":NaN}`;
    expect(await f.client.postRaw(seamlessPaths.debit, nan, f.client.headersFor(nan))).toMatchObject({
      status: 400,
      envelope: { errorCode: 'request_param_err' },
    });
    const missing = await f.client.call(seamlessDebit, { playerId, transactionId: id(), roundId, gameCode: 'g' });
    expect(missing.status).toBe(400);
    const extra = await debit(playerId, id(), roundId, 1).then(() =>
      f.client.call(seamlessDebit, { playerId, transactionId: id(), roundId, gameCode: 'g', amount: 1, bonus: 1 }),
    );
    expect(extra.status).toBe(400);
    expect(await f.balanceOf(memberId)).toBe(8_00n);
  });
});

describe('races', () => {
  it('gives one effect for 20 concurrent duplicates of one debit', async () => {
    const { memberId, playerId } = await f.authenticatedPlayer(50_00n);
    const input = { playerId, transactionId: id(), roundId: id(), gameCode: 'slot-classic', amount: 7 };
    const answers = await Promise.all(Array.from({ length: 20 }, () => f.client.call(seamlessDebit, input)));
    expect(new Set(answers.map((a) => JSON.stringify(a.envelope))).size).toBe(1);
    expect(answers[0]?.envelope).toMatchObject({ success: true, value: { balance: 43 } });
    expect(await f.balanceOf(memberId)).toBe(43_00n);
    const rows = await t.db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.source, 'provider:FICHA'), eq(journalEntries.idempotencyKey, input.transactionId)));
    expect(rows).toHaveLength(1);
  });

  it('never takes a wallet below zero under concurrent debits', async () => {
    const { memberId, playerId } = await f.authenticatedPlayer(10_00n);
    const answers = await Promise.all(Array.from({ length: 16 }, () => debit(playerId, id(), id(), 1)));
    const succeeded = answers.filter((a) => a.envelope.success);
    expect(succeeded).toHaveLength(10);
    for (const failed of answers.filter((a) => !a.envelope.success)) {
      expect(failed.envelope).toMatchObject({ errorCode: 'INSUFFICIENT_FUNDS' });
    }
    expect(await f.balanceOf(memberId)).toBe(0n);
    const rounds = await t.db.select().from(betRecords).where(eq(betRecords.memberId, memberId));
    expect(rounds).toHaveLength(10);
  });

  it('lets a concurrent debit and its rollback end cancelled, whichever comes first', async () => {
    const { memberId, playerId } = await f.authenticatedPlayer(10_00n);
    for (let i = 0; i < 5; i += 1) {
      const roundId = id();
      const betId = id();
      await Promise.all([debit(playerId, betId, roundId, 2), rollback(playerId, id(), betId, roundId)]);
      expect(await f.balanceOf(memberId)).toBe(10_00n);
    }
  });
});

describe('documentation', () => {
  it('publishes the six calls and the signing guide under /docs', async () => {
    const document = (await (await fetch(`${baseUrl}/docs/openapi.json`)).json()) as {
      paths: Record<string, { post?: { parameters: Array<{ name: string }> } }>;
      tags: Array<{ name: string; description: string }>;
    };
    for (const path of Object.values(seamlessPaths)) {
      expect(document.paths[path]?.post?.parameters.map((p) => p.name)).toEqual(
        expect.arrayContaining(['X-Provider', 'X-Signature']),
      );
    }
    const guide = document.tags.find((tag) => tag.name === 'seamless')?.description ?? '';
    for (const word of [
      'HMAC-SHA256',
      '5 minutes',
      'DUPLICATE_TRANSACTION',
      'tombstone',
      'INSUFFICIENT_FUNDS',
      'ROUND_NOT_SETTLED',
    ]) {
      expect(guide).toContain(word);
    }
    const page = await (await fetch(`${baseUrl}/docs`)).text();
    expect(page).toContain('/seamless/v1/debit');
    expect(page).toContain('X-Signature');
  });
});
