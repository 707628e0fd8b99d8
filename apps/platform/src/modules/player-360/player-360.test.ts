import {
  addPlayerNote,
  getMemberDetail,
  getPlayer360,
  searchMembers,
  setPlayerTags,
  type EndpointInput,
} from '@ficha/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failureOf, listen } from '../../../test/api-clients.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { databaseState } from '../../../test/database-state.ts';
import { moneyFixtures, type MoneyFixtures } from '../../../test/money-fixtures.ts';
import {
  demoOperators,
  foreignOperatorClient,
  loginDemoOperator,
  loginOperator,
} from '../../../test/operator-session.ts';
import { members } from '../../db/schema/index.ts';
import { foldAllMemberStats } from '../agent-reports/member-stats-fold.ts';

let t: TestApp;
let baseUrl: string;
let f: MoneyFixtures;
let admin: ReturnType<typeof apiClient>;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t);
  f = moneyFixtures(t, baseUrl);
  admin = apiClient(baseUrl, { token: await loginDemoOperator(t.app) });
});
afterAll(() => t.close());

const signIn = async (credentials: { username: string; password: string; totpSecret?: string }) =>
  apiClient(baseUrl, { token: await loginOperator(t.app, credentials) });

describe('player 360', () => {
  it('answers money and play per day from the aggregates, and IPs shared with other accounts', async () => {
    const player = await f.player();
    const other = await f.player();
    await f.deposit(player.member, 300_00n);
    await f.bet(player.member, 40_00n);
    await f.win(player.member, 15_00n);
    await f.bet(player.member, 10_00n);
    await foldAllMemberStats(t.db);

    const view = await admin.call(getPlayer360, { memberId: player.member.id });
    expect(view.days).toHaveLength(1);
    expect(view.days[0]).toMatchObject({ bets: 50, wins: 15, deposits: 300, withdrawals: 0 });
    expect(view.totals).toEqual({ bets: 50, wins: 15, deposits: 300, withdrawals: 0 });
    // Both signed in from the test's address.
    const shared = view.sharedIps.find((s) => s.ip === '127.0.0.1');
    expect(shared?.accounts.map((a) => a.username)).toContain(other.username);
    expect(shared?.accounts.map((a) => a.username)).not.toContain(player.username);
    expect(view).toMatchObject({ notes: [], tags: [], audit: [] });
  });

  it('adds notes and replaces tags, each audited in the account trail', async () => {
    const player = await f.player();
    const noted = await admin.call(addPlayerNote, { memberId: player.member.id, body: '  Llamó por un retiro  ' });
    expect(noted.notes.map((n) => [n.operator, n.body])).toEqual([['admin', 'Llamó por un retiro']]);
    expect(
      await admin.call(setPlayerTags, { memberId: player.member.id, tags: ['vip', 'revisar', 'vip', 'alto_riesgo'] }),
    ).toEqual({ tags: ['alto_riesgo', 'revisar', 'vip'] });
    const view = await admin.call(getPlayer360, { memberId: player.member.id });
    expect(view.tags).toEqual(['alto_riesgo', 'revisar', 'vip']);
    expect(view.audit.map((a) => [a.actor, a.action])).toEqual([
      ['admin', 'member.tags'],
      ['admin', 'member.note'],
    ]);
    expect(view.audit[0]).toMatchObject({ before: { tags: [] }, after: { tags: ['alto_riesgo', 'revisar', 'vip'] } });
  });

  it('refuses bad notes and tags with field errors and changes nothing', async () => {
    const player = await f.player();
    const before = await databaseState(t.db);
    const bad: Array<[typeof addPlayerNote | typeof setPlayerTags, Record<string, unknown>]> = [
      [addPlayerNote, { memberId: player.member.id, body: '   ' }],
      [addPlayerNote, { memberId: player.member.id, body: 'x'.repeat(1001) }],
      [addPlayerNote, { memberId: -1, body: 'hola' }],
      [setPlayerTags, { memberId: player.member.id, tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }],
      [setPlayerTags, { memberId: player.member.id, tags: ['<script>'] }],
      [setPlayerTags, { memberId: player.member.id, tags: ['x'.repeat(33)] }],
      [setPlayerTags, { memberId: player.member.id, tags: [''] }],
    ];
    for (const [endpoint, input] of bad) {
      const failure = await failureOf(admin, endpoint, input as EndpointInput<typeof endpoint>);
      expect([failure.status, failure.errorCode], JSON.stringify(input).slice(0, 80)).toEqual([
        400,
        'request_param_err',
      ]);
    }
    expect((await failureOf(admin, getPlayer360, { memberId: 99_999_999 })).errorCode).toBe('not_found');
    expect(await databaseState(t.db)).toEqual(before);
  });

  it('masks contact details for roles that read members without managing them', async () => {
    const player = await f.player();
    await t.db
      .update(members)
      .set({ email: 'ana.perez@example.com', mobileNum: '5512345678' })
      .where(eq(members.id, player.member.id));
    const finance = await signIn(demoOperators.cashier);
    const reader = await signIn({ username: 'lector', password: 'Lector#2026' });
    const support = await signIn({ username: 'soporte', password: 'Soporte#2026' });

    for (const masked of [finance, reader]) {
      expect(await masked.call(getMemberDetail, { memberId: player.member.id })).toMatchObject({
        email: 'a***@example.com',
        mobileNum: '***5678',
        payeeName: 'A***',
      });
      const [row] = (await masked.call(searchMembers, { query: player.username })).list;
      expect(row).toMatchObject({ email: 'a***@example.com', mobileNum: '***5678' });
    }
    for (const whole of [support, admin]) {
      expect(await whole.call(getMemberDetail, { memberId: player.member.id })).toMatchObject({
        email: 'ana.perez@example.com',
        mobileNum: '5512345678',
        payeeName: 'Ana Pérez',
      });
    }
    // Reading is members.view; notes and tags are members.manage.
    expect((await reader.call(getPlayer360, { memberId: player.member.id })).tags).toEqual([]);
    expect((await failureOf(reader, addPlayerNote, { memberId: player.member.id, body: 'x' })).errorCode).toBe(
      'operator_forbidden',
    );
    expect((await support.call(addPlayerNote, { memberId: player.member.id, body: 'ok' })).notes).toHaveLength(1);
  });

  it("keeps another merchant's operators out", async () => {
    const player = await f.player();
    const rival = await foreignOperatorClient(t, baseUrl);
    const before = await databaseState(t.db, { merchantId: (await f.demoMerchant()).id });
    for (const call of [
      () => failureOf(rival, getPlayer360, { memberId: player.member.id }),
      () => failureOf(rival, addPlayerNote, { memberId: player.member.id, body: 'x' }),
      () => failureOf(rival, setPlayerTags, { memberId: player.member.id, tags: ['x'] }),
    ])
      expect((await call()).errorCode).toBe('not_found');
    expect(await databaseState(t.db, { merchantId: (await f.demoMerchant()).id })).toEqual(before);
  });
});
