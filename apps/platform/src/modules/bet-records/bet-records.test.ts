import { randomUUID } from 'node:crypto';
import {
  freePlay,
  getBettingRecords,
  getPersonalProfit,
  getTransactionHistory,
  login,
  parseMoney,
  seamlessCredit,
  seamlessDebit,
  seamlessRollback,
} from '@ficha/contract';
import type { ApiClient } from '@ficha/contract/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failureOf, listen } from '../../../test/api-clients.ts';
import { insertGame, insertVendor, merchantIdOf } from '../../../test/catalog-factories.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { seamlessFixture, type SeamlessFixture } from '../../../test/seamless-client.ts';
import { periodRange } from './bet-records.service.ts';

let t: TestApp;
let baseUrl: string;
let f: SeamlessFixture;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t);
  f = await seamlessFixture(t.db, baseUrl);
  // The lobby lists the provider's slot-classic under its own vendor label, with names per language.
  const slots = await insertVendor(t.db, await merchantIdOf(t.db, 'demo'), {
    vassalage: 'FCLASSIC',
    providerCode: 'FICHA',
    gameType: 'RNG',
  });
  await insertGame(t.db, slots, {
    gameCode: 'slot-classic',
    name: 'Classic',
    names: { ES: 'Clásica', EN: 'Classic' },
    iconUrl: 'http://127.0.0.1:8081/icons/slot-classic.svg',
  });
  // The same provider's dice, listed as an in-house mini game (the provider's first category says slots).
  const mini = await insertVendor(t.db, await merchantIdOf(t.db, 'demo'), {
    vassalage: 'FMINI',
    providerCode: 'FICHA',
    gameType: 'INHOUSE',
  });
  await insertGame(t.db, mini, { gameCode: 'dice', name: 'Dice', names: { ES: 'Dados', EN: 'Dice' } });
});
afterAll(() => t.close());

const today = () => new Date().toISOString().slice(0, 10);

/** A signed wire amount in minor units (no float arithmetic on money). */
function minorOf(wire: number): bigint {
  const parsed = parseMoney(Math.abs(wire));
  if (!parsed.ok) throw new Error(`not money: ${wire}`);
  return wire < 0 ? -parsed.minor : parsed.minor;
}

async function signedInPlayer(balanceMinor: bigint, language = 'EN'): Promise<{ client: ApiClient; playerId: string }> {
  const password = 'Play1234';
  const player = await f.createPlayer(balanceMinor, password);
  const { token } = await apiClient(baseUrl).call(login, { username: player.username, password });
  return { client: apiClient(baseUrl, { token, language }), playerId: await f.authenticate(player.id) };
}

/** Four rounds: won (10 → 25), lost (5 → 0), open (3), cancelled (2, rolled back). */
async function play(playerId: string) {
  const round = () => randomUUID();
  const ids = { won: round(), lost: round(), open: round(), cancelled: round() };
  const debit = (roundId: string, amount: number, transactionId = randomUUID()) =>
    f.client.call(seamlessDebit, { playerId, transactionId, roundId, gameCode: 'slot-classic', amount });
  const credit = (roundId: string, amount: number) =>
    f.client.call(seamlessCredit, {
      playerId,
      transactionId: randomUUID(),
      roundId,
      gameCode: 'slot-classic',
      amount,
      roundEnded: true,
    });
  await debit(ids.won, 10);
  await credit(ids.won, 25);
  await debit(ids.lost, 5);
  await credit(ids.lost, 0);
  await debit(ids.open, 3);
  const bet = randomUUID();
  await debit(ids.cancelled, 2, bet);
  await f.client.call(seamlessRollback, {
    playerId,
    transactionId: randomUUID(),
    referenceTransactionId: bet,
    roundId: ids.cancelled,
  });
  return ids;
}

describe('betting record (personalHistoryCopy)', () => {
  it("lists the member's own rounds with stake, valid bet, win, profit, status, vendor and detail link", async () => {
    const { client, playerId } = await signedInPlayer(100_00n);
    const ids = await play(playerId);
    const all = await client.call(getBettingRecords, { startDate: today(), endDate: today() });
    expect(all.list).toHaveLength(4);
    const byRound = new Map(all.list.map((r) => [r.roundId, r]));
    expect(byRound.get(ids.won)).toMatchObject({
      vendorCode: 'FICHA',
      vendorName: 'Ficha Games',
      gameCode: 'slot-classic',
      gameName: 'Classic',
      gameIconUrl: 'http://127.0.0.1:8081/icons/slot-classic.svg',
      category: 'slots',
      stake: 10,
      validBet: 10,
      win: 25,
      profit: 15,
      status: 'settled',
      detailUrl: `http://127.0.0.1:8081/rgs/v1/rounds/${ids.won}`,
    });
    expect(byRound.get(ids.lost)).toMatchObject({ stake: 5, validBet: 5, win: 0, profit: -5, status: 'settled' });
    expect(byRound.get(ids.open)).toMatchObject({
      stake: 3,
      validBet: 0,
      profit: null,
      status: 'open',
      settledAt: null,
    });
    expect(byRound.get(ids.cancelled)).toMatchObject({ stake: 0, profit: null, status: 'cancelled' });

    const settled = await client.call(getBettingRecords, { startDate: today(), endDate: today(), status: 'settled' });
    expect(settled.list.map((r) => r.roundId).sort()).toEqual([ids.won, ids.lost].sort());
    const page2 = await client.call(getBettingRecords, {
      startDate: today(),
      endDate: today(),
      pageNo: 2,
      pageSize: 3,
    });
    expect(page2).toMatchObject({ pageNo: 2, totalPages: 2 });
    expect(page2.list).toHaveLength(1);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect((await client.call(getBettingRecords, { startDate: yesterday, endDate: yesterday })).list).toEqual([]);

    const other = await signedInPlayer(0n);
    expect((await other.client.call(getBettingRecords, { startDate: today(), endDate: today() })).list).toEqual([]);
  });

  it("names each game as the lobby does in the player's language, and by its code alone once unlisted", async () => {
    const { client, playerId } = await signedInPlayer(100_00n, 'ES');
    const ids = await play(playerId);
    const unlisted = randomUUID();
    await f.client.call(seamlessDebit, {
      playerId,
      transactionId: randomUUID(),
      roundId: unlisted,
      gameCode: 'slot-retired',
      amount: 1,
    });
    const { list } = await client.call(getBettingRecords, { startDate: today(), endDate: today() });
    const byRound = new Map(list.map((r) => [r.roundId, r]));
    expect(byRound.get(ids.won)).toMatchObject({ gameCode: 'slot-classic', gameName: 'Clásica' });
    expect(byRound.get(unlisted)).toMatchObject({ gameCode: 'slot-retired', gameName: null });
  });

  it('totals every round of the filter on every page, and the totals reconcile with the ledger', async () => {
    const { client, playerId } = await signedInPlayer(100_00n);
    await play(playerId);
    const range = { startDate: today(), endDate: today() };
    // Stake and win of the rounds not cancelled (the open round's 3 included), profit of the settled ones.
    const totals = { rounds: 4, stake: 18, validBet: 15, win: 25, profit: 10 };
    for (const pageNo of [1, 2, 3, 4]) {
      const page = await client.call(getBettingRecords, { ...range, pageNo, pageSize: 1 });
      expect(page.list).toHaveLength(1);
      expect(page.totals).toEqual(totals);
    }
    expect((await client.call(getBettingRecords, { ...range, status: 'settled' })).totals).toEqual({
      rounds: 2,
      stake: 15,
      validBet: 15,
      win: 25,
      profit: 10,
    });
    expect((await client.call(getBettingRecords, { ...range, status: 'cancelled' })).totals).toEqual({
      rounds: 1,
      stake: 0,
      validBet: 0,
      win: 0,
      profit: 0,
    });

    // The wallet's game movements in the ledger: every bet out, rollbacks and wins in.
    const { list } = await client.call(getTransactionHistory, { ...range, pageSize: 100 });
    const ledgerSum = (kind: string) =>
      list.filter((m) => m.kind === kind).reduce((sum, m) => sum + minorOf(m.amount), 0n);
    expect(ledgerSum('win')).toBe(minorOf(totals.win));
    expect(-(ledgerSum('bet') + ledgerSum('rollback'))).toBe(minorOf(totals.stake));
  });

  it('totals nothing for a range without rounds', async () => {
    const { client } = await signedInPlayer(0n);
    expect((await client.call(getBettingRecords, { startDate: today(), endDate: today() })).totals).toEqual({
      rounds: 0,
      stake: 0,
      validBet: 0,
      win: 0,
      profit: 0,
    });
  });

  it('refuses bad ranges, visitors and trial accounts', async () => {
    const { client } = await signedInPlayer(0n);
    for (const range of [
      { startDate: today(), endDate: '2000-01-01' },
      { startDate: '2020-01-01', endDate: '2020-12-31' },
      { startDate: '2026-02-30', endDate: '2026-03-01' },
      { startDate: 'today', endDate: today() },
    ]) {
      expect((await failureOf(client, getBettingRecords, range)).status).toBe(400);
    }
    expect(
      (await failureOf(apiClient(baseUrl), getBettingRecords, { startDate: today(), endDate: today() })).status,
    ).toBe(401);
    const trial = apiClient(baseUrl, { token: (await apiClient(baseUrl).call(freePlay, {})).token });
    expect(await failureOf(trial, getPersonalProfit, {})).toMatchObject({ errorCode: 'in_need_true_account' });
  });
});

describe('personal profit (personalProfit)', () => {
  it('totals the settled rounds of a period, in total and by category', async () => {
    const { client, playerId } = await signedInPlayer(100_00n);
    await play(playerId);
    const report = await client.call(getPersonalProfit, { period: 'today' });
    expect(report).toEqual({
      period: 'today',
      from: today(),
      to: today(),
      totals: { rounds: 2, stake: 15, validBet: 15, win: 25, profit: 10 },
      categories: [{ category: 'slots', rounds: 2, stake: 15, validBet: 15, win: 25, profit: 10 }],
    });
    expect((await client.call(getPersonalProfit, { period: 'last7Days' })).totals.profit).toBe(10);
    expect((await client.call(getPersonalProfit, { period: 'yesterday' })).totals).toEqual({
      rounds: 0,
      stake: 0,
      validBet: 0,
      win: 0,
      profit: 0,
    });
    expect((await failureOf(client, getPersonalProfit, { period: 'forever' as never })).status).toBe(400);
  });

  it("files each game under its own type, not its provider's first category", async () => {
    const { client, playerId } = await signedInPlayer(100_00n);
    await play(playerId);
    const dice = randomUUID();
    await f.client.call(seamlessDebit, {
      playerId,
      transactionId: randomUUID(),
      roundId: dice,
      gameCode: 'dice',
      amount: 4,
    });
    await f.client.call(seamlessCredit, {
      playerId,
      transactionId: randomUUID(),
      roundId: dice,
      gameCode: 'dice',
      amount: 7,
      roundEnded: true,
    });
    const report = await client.call(getPersonalProfit, { period: 'today' });
    expect(report.categories).toEqual([
      { category: 'mini', rounds: 1, stake: 4, validBet: 4, win: 7, profit: 3 },
      { category: 'slots', rounds: 2, stake: 15, validBet: 15, win: 25, profit: 10 },
    ]);
    expect(report.totals).toEqual({ rounds: 3, stake: 19, validBet: 19, win: 32, profit: 13 });
  });

  it('covers whole UTC days: today, yesterday, the last 7 and the last 30', () => {
    const now = new Date('2026-03-10T15:30:00Z');
    const days = (p: Parameters<typeof periodRange>[0]) => {
      const { from, to } = periodRange(p, now);
      return [from.toISOString(), to.toISOString()];
    };
    expect(days('today')).toEqual(['2026-03-10T00:00:00.000Z', '2026-03-11T00:00:00.000Z']);
    expect(days('yesterday')).toEqual(['2026-03-09T00:00:00.000Z', '2026-03-10T00:00:00.000Z']);
    expect(days('last7Days')).toEqual(['2026-03-04T00:00:00.000Z', '2026-03-11T00:00:00.000Z']);
    expect(days('last30Days')).toEqual(['2026-02-09T00:00:00.000Z', '2026-03-11T00:00:00.000Z']);
  });
});
