import {
  getMemberDetail,
  getMemberInfo,
  getPasswordPolicy,
  getRegisterRulesForEdit,
  listAuditLog,
  login,
  resetMemberPassword,
  searchMembers,
  setMemberStatus,
  setMemberType,
  updatePasswordPolicy,
  updateRegisterRules,
} from '@ficha/contract';
import type { ApiClient } from '@ficha/contract/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failureOf, listen } from '../../../test/api-clients.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { fundWallet } from '../../../test/factories.ts';
import { moneyHelpers } from '../../../test/money-helpers.ts';
import { foreignOperatorClient, loginDemoOperator } from '../../../test/operator-session.ts';

let t: TestApp;
let baseUrl: string;
let operator: ApiClient;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t);
  operator = apiClient(baseUrl, { token: await loginDemoOperator(t.app) });
});
afterAll(() => t.close());

const memberId = async (username: string) => {
  const page = await operator.call(searchMembers, { query: username });
  const found = page.list.find((m) => m.username === username);
  if (!found) throw new Error(`no ${username}`);
  return found.id;
};

describe('console members', () => {
  it('searches by name and shows the upline chain', async () => {
    const page = await operator.call(searchMembers, { query: 'agente' });
    expect(page.list.map((m) => m.username).sort()).toEqual(['agente1', 'agente2', 'agente3']);
    const detail = await operator.call(getMemberDetail, { memberId: await memberId('jugador1') });
    expect(detail.ancestors).toEqual(['agente1', 'agente2', 'agente3']);
    expect(detail.upline).toBe('agente3');
  });

  it('locks a member (signing it out) and unlocks it, audited', async () => {
    const id = await memberId('jugador1');
    const { token } = await apiClient(baseUrl).call(login, { username: 'jugador1', password: 'Demo1234' });
    await operator.call(setMemberStatus, { memberId: id, status: 'locked' });
    expect((await failureOf(apiClient(baseUrl, { token }), getMemberInfo, {})).status).toBe(401);
    expect((await failureOf(apiClient(baseUrl), login, { username: 'jugador1', password: 'Demo1234' })).errorCode).toBe(
      'account_locked',
    );
    await operator.call(setMemberStatus, { memberId: id, status: 'active' });
    const audit = await operator.call(listAuditLog, { pageSize: 2 });
    expect(audit.list.map((e) => e.action)).toEqual(['member.status', 'member.status']);
  });

  it('resets a password to a one-time one that must be changed', async () => {
    const id = await memberId('agente3');
    const { temporaryPassword } = await operator.call(resetMemberPassword, { memberId: id });
    const result = await apiClient(baseUrl).call(login, { username: 'agente3', password: temporaryPassword });
    expect(result.mustChangePassword).toBe(true);
  });

  it('changes a member type, which decides agent status', async () => {
    const id = await memberId('jugador1');
    await operator.call(setMemberType, { memberId: id, type: 41 });
    const { token } = await apiClient(baseUrl).call(login, {
      username: 'jugador1',
      password: 'Demo1234',
      portal: 'agent',
    });
    expect((await apiClient(baseUrl, { token }).call(getMemberInfo, {})).isAgent).toBe(true);
    await operator.call(setMemberType, { memberId: id, type: 0 });
  });

  it('lists each balance and filters by status, type and a balance range', async () => {
    const money = moneyHelpers(t, baseUrl);
    const member = await money.member('agente2');
    const id = member.id;
    await fundWallet(t.db, { merchant: await money.merchantOf('demo'), member, amountMinor: 987_654_32n });
    const rich = await operator.call(searchMembers, { minBalance: 987_654.32, maxBalance: 987_654.32 });
    expect(rich.list.map((m) => [m.username, m.balance, m.currency])).toEqual([['agente2', 987_654.32, 'USD']]);
    const agents = await operator.call(searchMembers, { type: 1, pageSize: 100 });
    expect(agents.list.length).toBeGreaterThan(0);
    expect(agents.list.every((m) => m.type === 1)).toBe(true);

    await operator.call(setMemberStatus, { memberId: id, status: 'locked' });
    const locked = await operator.call(searchMembers, { status: 'locked', query: 'agente' });
    expect(locked.list.map((m) => m.username)).toEqual(['agente2']);
    await operator.call(setMemberStatus, { memberId: id, status: 'active' });
    expect((await operator.call(searchMembers, { status: 'locked', query: 'agente' })).list).toEqual([]);
    // A range whose minimum is above its maximum matches no one.
    expect((await operator.call(searchMembers, { minBalance: 10, maxBalance: 5 })).list).toEqual([]);
  });

  it('refuses a malformed balance filter with a field error', async () => {
    for (const query of ['minBalance=1.234', 'maxBalance=-5', 'minBalance=abc', 'status=gone', 'type=x']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${searchMembers.path}?${query}`,
        headers: { authorization: await loginDemoOperator(t.app) },
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ success: false, errorCode: expect.any(String) });
    }
  });

  it('keeps operators inside their merchant', async () => {
    const rival = await foreignOperatorClient(t, baseUrl);
    expect((await rival.call(searchMembers, {})).list).toEqual([]);
    const id = await memberId('jugador1');
    expect((await failureOf(rival, getMemberDetail, { memberId: id })).errorCode).toBe('not_found');
    expect((await failureOf(rival, setMemberStatus, { memberId: id, status: 'locked' })).errorCode).toBe('not_found');
  });
});

describe('registration rules and password policy', () => {
  it('edits rules, refusing min above max and a non-required username', async () => {
    const rules = await operator.call(getRegisterRulesForEdit, {});
    expect(rules.username).toMatchObject({ enabled: true, required: true, patternId: 1 });
    const bad = await failureOf(operator, updateRegisterRules, {
      rules: {
        qqNum: { enabled: true, required: false, patternId: 6, minLength: 10, maxLength: 5 },
        username: { enabled: true, required: false, patternId: 1, minLength: 6, maxLength: 16 },
      },
    });
    expect(bad.fields?.map((f) => f.field).sort()).toEqual(['rules.qqNum.minLength', 'rules.username.required']);
    const updated = await operator.call(updateRegisterRules, {
      rules: { qqNum: { enabled: true, required: false, patternId: 6, minLength: 5, maxLength: 12 } },
    });
    expect(updated.qqNum).toMatchObject({ enabled: true, acceptedPattern: '^[0-9]+$' });
  });

  it('reads and changes the password policy', async () => {
    expect(await operator.call(getPasswordPolicy, {})).toEqual({
      defaultWeakPassword: '123456',
      expiryDays: 0,
      captchaAfterFailures: 3,
      verifyNewIp: false,
    });
    expect(await operator.call(updatePasswordPolicy, { expiryDays: 90 })).toMatchObject({ expiryDays: 90 });
    expect((await failureOf(operator, updatePasswordPolicy, { expiryDays: -1 })).errorCode).toBe('request_param_err');
  });
});
