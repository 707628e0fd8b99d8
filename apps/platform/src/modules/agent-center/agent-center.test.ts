import {
  changePassword,
  createConsoleNotice,
  createDownlineAccount,
  getAgentAnnouncements,
  getAnnouncements,
  getCaptcha,
  getMemberInfo,
  getRegisterCenter,
  getTeamMember,
  getUserLoss,
  getWalletBalance,
  listAgentSignups,
  listAuditLog,
  listTeamMembers,
  login,
  registerMember,
  resetDownlinePassword,
  setDownlineStatus,
  updateMerchantSettings,
} from '@ficha/contract';
import type { ApiClient } from '@ficha/contract/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failureOf, listen } from '../../../test/api-clients.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { createMerchant } from '../../../test/factories.ts';
import { moneyHelpers } from '../../../test/money-helpers.ts';
import { loginDemoOperator } from '../../../test/operator-session.ts';
import { foldAllMemberStats } from '../agent-reports/member-stats-fold.ts';

/**
 * The agent center (issue 14, decision 0038): register center and team management act inside the calling agent's
 * subtree only, on its merchant; each is switched by its module; accounts an agent creates must change their
 * password before anything else.
 */

let t: TestApp;
let baseUrl: string;
let m: ReturnType<typeof moneyHelpers>;
let operator: ApiClient;
let agente1: ApiClient;
let agente2: ApiClient;
let agente3: ApiClient;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t);
  m = moneyHelpers(t, baseUrl);
  operator = apiClient(baseUrl, { token: await loginDemoOperator(t.app) });
  await operator.call(updateMerchantSettings, { modules: { REGMOBVERF3: false } });
  // agente3's own players (the demo's jugador1 is agente3's too), funded so balances show.
  await m.addMember('equipoA', 0, 'agente3');
  await m.addMember('equipoB', 0, 'agente3');
  await m.fund('equipoA', 2_550n);
  await createMerchant(t.db, { code: 'other', domain: 'other.test' });
  await m.addMember('otroAgente', 1, null, 'other');
  agente1 = await m.signIn('agente1');
  agente2 = await m.signIn('agente2');
  agente3 = await m.signIn('agente3');
});
afterAll(() => t.close());

const anonymous = () => apiClient(baseUrl);

describe('register center', () => {
  it("answers the agent's code, a link on each merchant domain and the types it may create", async () => {
    const center = await agente1.call(getRegisterCenter, {});
    expect(center.invitationCode).toBe('AGENTE1');
    const host = new URL(baseUrl).host;
    expect(center.links).toEqual(
      expect.arrayContaining([
        { domain: '127.0.0.1', url: `http://${host}/register?affiliateCode=AGENTE1` },
        { domain: 'localhost', url: 'https://localhost/register?affiliateCode=AGENTE1' },
      ]),
    );
    expect(center.downlineTypes).toEqual([0, 2, 41, 42]);
  });

  it('creates a downline player that must change its password before anything else', async () => {
    const created = await agente1.call(createDownlineAccount, {
      username: 'directo01',
      password: 'Inicio123',
      type: 0,
    });
    expect(created).toMatchObject({ username: 'directo01', type: 0 });
    const { token } = await anonymous().call(login, { username: 'directo01', password: 'Inicio123' });
    const player = apiClient(baseUrl, { token });
    expect(await player.call(getMemberInfo, {})).toMatchObject({ mustChangePassword: true, isAgent: false });
    expect((await failureOf(player, getWalletBalance, {})).errorCode).toBe('password_change_required');
    await player.call(changePassword, {
      oldPassword: 'Inicio123',
      newPassword: 'Propia456',
      confirmNewPassword: 'Propia456',
    });
    const again = await anonymous().call(login, { username: 'directo01', password: 'Propia456' });
    expect(await apiClient(baseUrl, { token: again.token }).call(getWalletBalance, {})).toBeDefined();
    const team = await agente1.call(listTeamMembers, { query: 'directo01' });
    expect(team.list).toEqual([expect.objectContaining({ username: 'directo01', level: 1, directCount: 0 })]);
    const audit = await operator.call(listAuditLog, {});
    expect(audit.list.map((entry) => entry.action)).toContain('agent.downline.create');
  });

  it('creates a sub-agent of an allowed type with its own code, and refuses other types, taken names and weak passwords', async () => {
    await agente1.call(createDownlineAccount, { username: 'subagente01', password: 'Inicio123', type: 2 });
    const sub = await anonymous().call(login, { username: 'subagente01', password: 'Inicio123' });
    expect(await apiClient(baseUrl, { token: sub.token }).call(getMemberInfo, {})).toMatchObject({ isAgent: true });
    const topType = await failureOf(agente1, createDownlineAccount, {
      username: 'jefe0001',
      password: 'Inicio123',
      type: 1,
    });
    expect(topType.fields).toEqual([{ field: 'type', reason: 'invalid' }]);
    const trialType = await failureOf(agente1, createDownlineAccount, {
      username: 'prueba99',
      password: 'Inicio123',
      type: 4,
    });
    expect(trialType.errorCode).toBe('request_param_err');
    const taken = await failureOf(agente1, createDownlineAccount, {
      username: 'JUGADOR1',
      password: 'Inicio123',
      type: 0,
    });
    expect(taken.errorCode).toBe('username_taken');
    const weak = await failureOf(agente1, createDownlineAccount, { username: 'x', password: '1', type: 0 });
    expect(weak.errorCode).toBe('request_param_err');
    expect(weak.fields?.map((f) => f.field).sort()).toEqual(['password', 'username']);
  });

  it("lists the members who registered through the agent's code, not those it created", async () => {
    const issued = await anonymous().call(getCaptcha, {});
    await anonymous().call(registerMember, {
      username: 'porenlace1',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      affiliateCode: 'agente2',
      captchaId: issued.captchaId,
      captcha: 'team',
      registerUrl: 'http://127.0.0.1/register?affiliateCode=AGENTE2',
    });
    await agente2.call(createDownlineAccount, { username: 'creado002', password: 'Inicio123', type: 0 });
    const signups = await agente2.call(listAgentSignups, {});
    expect(signups.list.map((row) => row.username)).toEqual(['porenlace1']);
    expect(signups.list[0]?.registerUrl).toContain('affiliateCode=AGENTE2');
    expect((await agente1.call(listAgentSignups, {})).list.map((row) => row.username)).not.toContain('porenlace1');
  });
});

describe('team management', () => {
  it('lists the whole subtree with levels and balances, searched, sorted and paged', async () => {
    const all = await agente2.call(listTeamMembers, { sort: 'username', order: 'asc', pageSize: 100 });
    const names = all.list.map((row) => row.username);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(names).toEqual(expect.arrayContaining(['agente3', 'jugador1', 'equipoA', 'equipoB']));
    expect(names).not.toContain('agente2');
    expect(names).not.toContain('agente1');
    const equipoA = all.list.find((row) => row.username === 'equipoA');
    expect(equipoA).toMatchObject({ level: 2, balance: 25.5, status: 'active', isAgent: false });
    expect(all.list.find((row) => row.username === 'agente3')).toMatchObject({ level: 1, isAgent: true });

    const page = await agente2.call(listTeamMembers, { sort: 'username', order: 'asc', pageSize: 2, pageNo: 2 });
    expect(page.list.map((row) => row.username)).toEqual(names.slice(2, 4));
    expect(page.total).toBe(all.total);
    const byBalance = await agente2.call(listTeamMembers, { sort: 'balance', order: 'desc', pageSize: 100 });
    const balances = byBalance.list.map((row) => row.balance);
    expect(balances).toEqual([...balances].sort((a, b) => b - a));
    expect((await agente2.call(listTeamMembers, { query: 'EQUIPO' })).total).toBe(2);
  });

  it("shows each member's deposits, valid bets and P&L for a period as user loss counts them, sortable", async () => {
    await foldAllMemberStats(t.db);
    const today = await agente2.call(listTeamMembers, { sort: 'deposits', order: 'desc', pageSize: 100 });
    expect(today.period).toMatchObject({ period: 'today', timeZone: 'UTC' });
    expect(today.list.find((row) => row.username === 'equipoA')).toMatchObject({
      deposits: 25.5,
      validBets: 0,
      profit: 0,
    });
    const deposits = today.list.map((row) => row.deposits);
    expect(deposits).toEqual([...deposits].sort((a, b) => b - a));
    const loss = await agente2.call(getUserLoss, { period: 'today', pageSize: 100 });
    for (const row of loss.list) {
      expect(
        today.list.find((member) => member.id === row.memberId),
        row.username,
      ).toMatchObject({
        deposits: row.deposits,
        validBets: row.validBets,
        profit: row.profit,
      });
    }
    const lastMonth = await agente2.call(listTeamMembers, { period: 'lastMonth', sort: 'profit', pageSize: 100 });
    expect(lastMonth.list.find((row) => row.username === 'equipoA')).toMatchObject({ deposits: 0 });
    const day = new Date().toISOString().slice(0, 10);
    const custom = await agente2.call(listTeamMembers, {
      period: 'custom',
      startDate: day,
      endDate: day,
      query: 'equipoA',
    });
    expect(custom.list[0]).toMatchObject({ username: 'equipoA', deposits: 25.5 });
  });

  it('refuses a bad period of the team list with field errors', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ period: 'someday' }, 'period', 'invalid_value'],
      [{ period: 'custom', startDate: '2026-01-01', endDate: '2026-12-31' }, 'endDate', 'date_range'],
      [{ period: 'custom', startDate: '2026-02-30', endDate: '2026-03-01' }, 'startDate', 'date_format'],
      [{ period: 'today', endDate: '2026-03-01' }, 'endDate', 'custom_period_only'],
      [{ sort: 'winnings' }, 'sort', 'invalid_value'],
    ];
    for (const [input, field, reason] of cases) {
      const error = await failureOf(agente2, listTeamMembers, input as never);
      expect(error.errorCode, JSON.stringify(input)).toBe('request_param_err');
      expect(error.fields, JSON.stringify(input)).toContainEqual(expect.objectContaining({ field, reason }));
    }
  });

  it('opens the tree one level at a time, only inside the subtree', async () => {
    const agente3Row = (await agente2.call(listTeamMembers, { query: 'agente3' })).list[0];
    const agente2Id = (await agente2.call(getMemberInfo, {})).id;
    const top = await agente2.call(listTeamMembers, { parentId: agente2Id, pageSize: 100 });
    expect(top.list.map((row) => row.username)).toContain('agente3');
    expect(top.list.every((row) => row.level === 1)).toBe(true);
    const below = await agente2.call(listTeamMembers, { parentId: agente3Row!.id, sort: 'username', order: 'asc' });
    expect(below.list.map((row) => row.username)).toEqual(expect.arrayContaining(['equipoA', 'equipoB', 'jugador1']));
    expect(below.list.every((row) => row.level === 2)).toBe(true);
    // A node's count of direct downline is exactly what opening it lists.
    expect(top.list.find((row) => row.username === 'agente3')?.directCount).toBe(below.total);
    const agente1Id = (await agente1.call(getMemberInfo, {})).id;
    const above = await failureOf(agente2, listTeamMembers, { parentId: agente1Id });
    expect(above.errorCode).toBe('not_downline');
  });

  it('shows one member with masked contact data and its path, and refuses members above, beside or elsewhere', async () => {
    const jugador1 = (await agente1.call(listTeamMembers, { query: 'jugador1' })).list[0]!;
    const detail = await agente1.call(getTeamMember, { memberId: jugador1.id });
    expect(detail).toMatchObject({
      username: 'jugador1',
      level: 3,
      email: 'j***@ficha.local',
      path: ['agente2', 'agente3'],
      isDirect: false,
      mayLock: false,
      mayResetPassword: false,
    });
    const agente1Id = (await agente1.call(getMemberInfo, {})).id;
    expect((await failureOf(agente3, getTeamMember, { memberId: agente1Id })).errorCode).toBe('not_downline');
    const sibling = (await agente1.call(listTeamMembers, { query: 'subagente01' })).list[0]!;
    expect((await failureOf(agente3, getTeamMember, { memberId: sibling.id })).errorCode).toBe('not_downline');
    const elsewhere = await m.member('otroAgente', 'other');
    expect((await failureOf(agente1, getTeamMember, { memberId: elsewhere.id })).errorCode).toBe('not_downline');
    expect((await failureOf(agente1, getTeamMember, { memberId: 999_999_999 })).errorCode).toBe('not_downline');
  });

  it('locks and unlocks a direct downline when the merchant allows it, never a deeper one', async () => {
    const equipoB = (await agente3.call(listTeamMembers, { query: 'equipoB' })).list[0]!;
    expect(await agente3.call(setDownlineStatus, { memberId: equipoB.id, status: 'locked' })).toEqual({
      memberId: equipoB.id,
      status: 'locked',
    });
    expect((await failureOf(anonymous(), login, { username: 'equipoB', password: 'Demo1234' })).errorCode).not.toBe(
      undefined,
    );
    await agente3.call(setDownlineStatus, { memberId: equipoB.id, status: 'active' });
    await anonymous().call(login, { username: 'equipoB', password: 'Demo1234' });

    const deeper = await failureOf(agente2, setDownlineStatus, { memberId: equipoB.id, status: 'locked' });
    expect(deeper.errorCode).toBe('forbidden');
    await operator.call(updateMerchantSettings, { agentsMayLockDownline: false });
    try {
      expect((await agente3.call(getTeamMember, { memberId: equipoB.id })).mayLock).toBe(false);
      const refused = await failureOf(agente3, setDownlineStatus, { memberId: equipoB.id, status: 'locked' });
      expect(refused.errorCode).toBe('function.not.available');
    } finally {
      await operator.call(updateMerchantSettings, { agentsMayLockDownline: true });
    }
  });

  it("resets a direct downline's password to a one-time one that must be changed", async () => {
    const equipoA = (await agente3.call(listTeamMembers, { query: 'equipoA' })).list[0]!;
    const { temporaryPassword } = await agente3.call(resetDownlinePassword, { memberId: equipoA.id });
    const session = await anonymous().call(login, { username: 'equipoA', password: temporaryPassword });
    expect(session.mustChangePassword).toBe(true);
    expect((await failureOf(agente2, resetDownlinePassword, { memberId: equipoA.id })).errorCode).toBe('forbidden');
  });
});

describe('agent announcements', () => {
  it('shows the notices of type AG to agents only, never on the player site', async () => {
    const notice = await operator.call(createConsoleNotice, {
      type: 'AG',
      execution: null,
      texts: [{ language: 'ES', title: 'Nueva comisión', content: '<p>Desde el lunes</p>' }],
      sequence: 1,
      startsAt: null,
      endsAt: null,
      enabled: true,
    });
    const { list } = await agente2.call(getAgentAnnouncements, {});
    expect(list).toEqual([expect.objectContaining({ id: notice.id, title: 'Nueva comisión', execution: null })]);
    const site = await anonymous().call(getAnnouncements, {});
    expect([...site.player, ...site.popup].map((n) => n.id)).not.toContain(notice.id);
    const player = await m.signIn('jugador1');
    expect((await failureOf(player, getAgentAnnouncements, {})).errorCode).toBe('error_not_agent');
    await operator.call(updateMerchantSettings, { modules: { AGENTANNOUNCE3: false } });
    try {
      expect((await failureOf(agente2, getAgentAnnouncements, {})).errorCode).toBe('function.not.available');
    } finally {
      await operator.call(updateMerchantSettings, { modules: { AGENTANNOUNCE3: true } });
    }
  });
});

describe('who may call', () => {
  it('refuses players and trial accounts', async () => {
    const player = await m.signIn('jugador1');
    expect((await failureOf(player, listTeamMembers, {})).errorCode).toBe('error_not_agent');
    expect((await failureOf(player, getRegisterCenter, {})).errorCode).toBe('error_not_agent');
    const trial = await m.signIn('prueba1');
    expect((await failureOf(trial, listTeamMembers, {})).errorCode).toBe('in_need_true_account');
  });

  it('refuses bad input with field errors', async () => {
    const tooBig = await failureOf(agente1, listTeamMembers, { pageSize: 101 });
    expect(tooBig.errorCode).toBe('request_param_err');
    expect(tooBig.fields?.map((f) => f.field)).toEqual(['pageSize']);
    const unknown = await failureOf(agente1, listTeamMembers, { level: 2 } as never);
    expect(unknown.fields).toContainEqual({ field: 'level', reason: 'unknown_field' });
    const badSort = await failureOf(agente1, listTeamMembers, { sort: 'password' } as never);
    expect(badSort.fields?.map((f) => f.field)).toEqual(['sort']);
    const badId = await failureOf(agente1, getTeamMember, { memberId: 'abc' } as never);
    expect(badId.fields?.map((f) => f.field)).toEqual(['memberId']);
  });

  it('follows the module switches: REGCEN and DOWNMAN off refuse their calls', async () => {
    await operator.call(updateMerchantSettings, { modules: { REGCEN: false, DOWNMAN: false } });
    try {
      expect((await failureOf(agente1, getRegisterCenter, {})).errorCode).toBe('function.not.available');
      expect((await failureOf(agente1, listAgentSignups, {})).errorCode).toBe('function.not.available');
      const create = await failureOf(agente1, createDownlineAccount, {
        username: 'apagado1',
        password: 'Inicio123',
        type: 0,
      });
      expect(create.errorCode).toBe('function.not.available');
      expect((await failureOf(agente1, listTeamMembers, {})).errorCode).toBe('function.not.available');
    } finally {
      await operator.call(updateMerchantSettings, { modules: { REGCEN: true, DOWNMAN: true } });
    }
    expect((await agente1.call(getRegisterCenter, {})).invitationCode).toBe('AGENTE1');
  });
});
