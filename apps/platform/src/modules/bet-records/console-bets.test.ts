import { randomUUID } from 'node:crypto';
import { searchConsoleBets, seamlessCredit, seamlessDebit, type EndpointInput } from '@ficha/contract';
import type { ApiClient } from '@ficha/contract/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failureOf, listen } from '../../../test/api-clients.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { createOperator } from '../../../test/factories.ts';
import { loginDemoOperator, loginOperator } from '../../../test/operator-session.ts';
import { seamlessFixture, type SeamlessFixture } from '../../../test/seamless-client.ts';

let t: TestApp;
let f: SeamlessFixture;
let owner: ApiClient;
let baseUrl: string;
let player: { memberId: number; playerId: string };
let username: string;
const roundIds: string[] = [];

const hour = 3_600_000;
const range = () => ({
  from: new Date(Date.now() - hour).toISOString(),
  to: new Date(Date.now() + hour).toISOString(),
});

/** A round of `gameCode`: a stake, then a win that ends it (or none: the round stays open). */
async function round(gameCode: string, stake: number, win: number | null) {
  const roundId = `bs-${randomUUID()}`;
  roundIds.push(roundId);
  const common = { playerId: player.playerId, roundId, gameCode };
  const debit = await f.client.call(seamlessDebit, { ...common, transactionId: `d-${randomUUID()}`, amount: stake });
  expect(debit.envelope.success, JSON.stringify(debit.envelope)).toBe(true);
  if (win === null) return;
  const credit = await f.client.call(seamlessCredit, {
    ...common,
    transactionId: `c-${randomUUID()}`,
    amount: win,
    roundEnded: true,
  });
  expect(credit.envelope.success, JSON.stringify(credit.envelope)).toBe(true);
}

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t);
  f = await seamlessFixture(t.db, baseUrl);
  player = await f.authenticatedPlayer(500_00n);
  const other = await f.authenticatedPlayer(100_00n);
  const [row] = await t.db.query.members.findMany({ where: (m, { eq }) => eq(m.id, player.memberId) });
  username = row!.username;
  await round('slot-classic', 10, 25);
  await round('dice', 5, 0);
  await round('slot-classic', 20, null);
  // Another player's round never shows in this player's search.
  player = { ...player, playerId: other.playerId };
  await round('dice', 7, 0);
  owner = apiClient(baseUrl, { token: await loginDemoOperator(t.app) });
});
afterAll(() => t.close());

const search = (input: Partial<EndpointInput<typeof searchConsoleBets>>) =>
  owner.call(searchConsoleBets, { ...range(), ...input });

describe('bet search', () => {
  it("finds a player's rounds across providers newest first, with the replay link", async () => {
    const answer = await search({ username: username.toUpperCase() });
    expect(answer.list.map((bet) => bet.roundId)).toEqual(roundIds.slice(0, 3).reverse());
    expect(answer.list[2]).toMatchObject({
      username,
      vendorCode: 'FICHA',
      gameCode: 'slot-classic',
      stake: 10,
      win: 25,
      profit: 15,
      status: 'settled',
    });
    expect(answer.list[0]).toMatchObject({ status: 'open', profit: null });
    expect(answer.list[0]!.detailUrl).not.toBe('');
    expect(answer.hasMore).toBe(false);
  });

  it('narrows by round id, game, status and stake range, and pages', async () => {
    expect((await search({ roundId: roundIds[1] })).list.map((bet) => bet.roundId)).toEqual([roundIds[1]]);
    const dice = await search({ gameCode: 'dice' });
    expect(dice.list.map((bet) => bet.roundId)).toEqual([roundIds[3], roundIds[1]]);
    expect((await search({ username, status: 'open' })).list.map((bet) => bet.roundId)).toEqual([roundIds[2]]);
    const staked = await search({ minStake: '6', maxStake: '10.00' });
    expect(staked.list.map((bet) => bet.stake).sort()).toEqual([10, 7].sort());
    const first = await search({ username, pageSize: 2 });
    expect(first).toMatchObject({ pageNo: 1, hasMore: true });
    const second = await search({ username, pageSize: 2, pageNo: 2 });
    expect(second.list.map((bet) => bet.roundId)).toEqual([roundIds[0]]);
    expect(second.hasMore).toBe(false);
    expect((await search({ username: 'nobody-here' })).list).toEqual([]);
  });

  it('refuses reversed and too long ranges, stake ranges upside down and malformed amounts', async () => {
    const now = Date.now();
    const cases: Array<[Partial<EndpointInput<typeof searchConsoleBets>>, string, string]> = [
      [{ from: new Date(now).toISOString(), to: new Date(now - hour).toISOString() }, 'to', 'date_range'],
      [{ from: new Date(now - 40 * 24 * hour).toISOString(), to: new Date(now).toISOString() }, 'to', 'date_range'],
      [{ minStake: '10', maxStake: '5' }, 'minStake', 'min_above_max'],
      [{ minStake: '1.234' }, 'minStake', 'money_format'],
      [{ from: 'yesterday' }, 'from', 'invalid_format'],
    ];
    for (const [input, field, reason] of cases) {
      const error = await failureOf(owner, searchConsoleBets, { ...range(), ...input });
      expect(error.errorCode, JSON.stringify(input)).toBe('request_param_err');
      expect(error.fields, JSON.stringify(input)).toContainEqual(expect.objectContaining({ field, reason }));
    }
  });

  it('is for roles that see reports', async () => {
    await createOperator(t.db, { merchantId: f.merchant.id, username: 'bets-support', role: 'support' });
    const support = apiClient(baseUrl, { token: await loginOperator(t.app, { username: 'bets-support' }) });
    expect((await failureOf(support, searchConsoleBets, range())).errorCode).toBe('operator_forbidden');
  });
});
