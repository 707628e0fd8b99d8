import {
  changeOperatorPassword,
  createOperatorAccount,
  getOperatorSession,
  listAuditLog,
  listOperatorAccounts,
  operatorLogin,
  resetOperatorPassword,
  searchMembers,
  setOperatorAllowedIps,
  setOperatorRole,
  setOperatorStatus,
  type EndpointInput,
} from '@ficha/contract';
import type { ApiClient } from '@ficha/contract/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failureOf, listen } from '../../../test/api-clients.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { createMerchant, createOperator } from '../../../test/factories.ts';
import { demoOperators, loginDemoOperator, loginOperator } from '../../../test/operator-session.ts';
import { createAuditService } from '../audit/audit.service.ts';
import { createOperatorAccountService } from './operator-accounts.service.ts';

let t: TestApp;
let baseUrl: string;
let owner: ApiClient;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
  baseUrl = await listen(t);
  owner = apiClient(baseUrl, { token: await loginDemoOperator(t.app) });
});
afterAll(() => t.close());

const initialPassword = 'Primera#2026';

function newOperator(username: string, extra: Partial<EndpointInput<typeof createOperatorAccount>> = {}) {
  return owner.call(createOperatorAccount, {
    username,
    displayName: `Operator ${username}`,
    role: 'support',
    password: initialPassword,
    allowedCidrs: [],
    ...extra,
  });
}

async function signIn(username: string, password = initialPassword, ip = '127.0.0.1') {
  const answer = await apiClient(baseUrl, { ip }).call(operatorLogin, { merchantCode: 'demo', username, password });
  return { answer, client: apiClient(baseUrl, { token: answer.token, ip }) };
}

async function auditOf(action: string, target: string) {
  const { list } = await owner.call(listAuditLog, { pageNo: 1, pageSize: 100 });
  return list.find((entry) => entry.action === action && entry.target === target);
}

describe('creating operators', () => {
  it('creates an operator whose initial password must be changed before anything else', async () => {
    const created = await newOperator('ayuda1', { displayName: 'Ayuda Uno' });
    expect(created).toMatchObject({
      username: 'ayuda1',
      displayName: 'Ayuda Uno',
      role: 'support',
      status: 'active',
      totpEnabled: false,
      mustChangePassword: true,
      allowedCidrs: [],
      lastSignInAt: null,
    });
    expect(await auditOf('operator.created', 'operator:ayuda1')).toMatchObject({
      before: null,
      after: { role: 'support', status: 'active', mustChangePassword: true },
    });

    const { answer, client } = await signIn('ayuda1');
    expect(answer.operator).toMatchObject({ mustChangePassword: true, role: 'support' });
    expect((await failureOf(client, searchMembers, { pageNo: 1, pageSize: 10 })).errorCode).toBe(
      'password_change_required',
    );
    expect(await client.call(getOperatorSession, {})).toMatchObject({ mustChangePassword: true });

    const wrong = await failureOf(client, changeOperatorPassword, {
      currentPassword: 'Nope#20260',
      newPassword: 'Segunda#2026',
    });
    expect(wrong.errorCode).toBe('password_incorrect');
    const same = await failureOf(client, changeOperatorPassword, {
      currentPassword: initialPassword,
      newPassword: initialPassword,
    });
    expect(same.fields).toEqual([{ field: 'newPassword', reason: 'password_reused' }]);
    const weak = await failureOf(client, changeOperatorPassword, {
      currentPassword: initialPassword,
      newPassword: 'onlyletterslong',
    });
    expect(weak.fields).toEqual([expect.objectContaining({ field: 'newPassword', reason: 'password_weak' })]);

    expect(
      await client.call(changeOperatorPassword, { currentPassword: initialPassword, newPassword: 'Segunda#2026' }),
    ).toEqual({ changed: true });
    await client.call(searchMembers, { pageNo: 1, pageSize: 10 });
    expect(await client.call(getOperatorSession, {})).toMatchObject({ mustChangePassword: false });
    expect((await signIn('ayuda1', 'Segunda#2026')).answer.operator.mustChangePassword).toBe(false);

    const { list } = await owner.call(listOperatorAccounts, {});
    const row = list.find((o) => o.username === 'ayuda1');
    expect(row).toMatchObject({ mustChangePassword: false, lastSignInAt: expect.any(String) });
    expect(list.map((o) => o.username)).toEqual(expect.arrayContaining(['admin', 'cajero', 'socio', 'ayuda1']));
  });

  it('answers field errors for a duplicate username, a weak password, an unknown role and a malformed range', async () => {
    await newOperator('ayuda2');
    const duplicate = await failureOf(owner, createOperatorAccount, {
      username: 'AYUDA2',
      displayName: 'Again',
      role: 'support',
      password: initialPassword,
      allowedCidrs: [],
    });
    expect([duplicate.status, duplicate.errorCode, duplicate.fields]).toEqual([
      409,
      'username_taken',
      [{ field: 'username', reason: 'username_taken' }],
    ]);

    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ password: 'short1' }, 'password', 'too_small'],
      [{ password: 'no-digits-at-all' }, 'password', 'password_weak'],
      [{ password: '1234567890123' }, 'password', 'password_weak'],
      [{ role: 'superuser' }, 'role', ''],
      [{ username: 'a b' }, 'username', 'username_format'],
      [{ allowedCidrs: ['not-a-range'] }, 'allowedCidrs.0', 'cidr_format'],
      [{ allowedCidrs: ['10.0.0.0/8', '10.0.0.300/8'] }, 'allowedCidrs.1', 'cidr_format'],
      [{ allowedCidrs: ['10.0.0.0/33'] }, 'allowedCidrs.0', 'cidr_format'],
    ];
    for (const [change, field, reason] of cases) {
      const body = {
        username: 'ayuda3',
        displayName: 'Three',
        role: 'support',
        password: initialPassword,
        allowedCidrs: [],
        ...change,
      } as EndpointInput<typeof createOperatorAccount>;
      const error = await failureOf(owner, createOperatorAccount, body);
      expect([error.status, error.errorCode], JSON.stringify(change)).toEqual([400, 'request_param_err']);
      expect(error.fields?.map((f) => f.field)).toEqual([field]);
      if (reason) expect(error.fields?.[0]?.reason).toBe(reason);
    }
    expect((await owner.call(listOperatorAccounts, {})).list.some((o) => o.username === 'ayuda3')).toBe(false);
  });
});

describe('managing operators', () => {
  it('changes a role with its before and after audited; never the caller its own', async () => {
    const target = await newOperator('ayuda4');
    const changed = await owner.call(setOperatorRole, { operatorId: target.id, role: 'content' });
    expect(changed.role).toBe('content');
    expect(await auditOf('operator.role', 'operator:ayuda4')).toMatchObject({
      actor: 'admin',
      before: { role: 'support' },
      after: { role: 'content' },
    });

    const self = (await owner.call(getOperatorSession, {})).id;
    for (const error of [
      await failureOf(owner, setOperatorRole, { operatorId: self, role: 'support' }),
      await failureOf(owner, setOperatorStatus, { operatorId: self, status: 'inactive' }),
      await failureOf(owner, resetOperatorPassword, { operatorId: self, password: 'Another#2026' }),
      await failureOf(owner, setOperatorAllowedIps, { operatorId: self, allowedCidrs: ['10.0.0.0/8'] }),
    ]) {
      expect([error.status, error.errorCode]).toEqual([409, 'operator_self_change']);
    }
    expect(await owner.call(getOperatorSession, {})).toMatchObject({ role: 'owner' });
  });

  it('ends a deactivated operator’s sessions at once and refuses its sign-in until reactivated', async () => {
    const target = await newOperator('ayuda5');
    const { client } = await signIn('ayuda5');
    await client.call(changeOperatorPassword, { currentPassword: initialPassword, newPassword: 'Segunda#2026' });
    await client.call(searchMembers, { pageNo: 1, pageSize: 10 });

    expect((await owner.call(setOperatorStatus, { operatorId: target.id, status: 'inactive' })).status).toBe(
      'inactive',
    );
    const refused = await failureOf(client, searchMembers, { pageNo: 1, pageSize: 10 });
    expect([refused.status, refused.errorCode]).toEqual([401, 'operator_not_login']);
    const signIn401 = await failureOf(apiClient(baseUrl), operatorLogin, {
      merchantCode: 'demo',
      username: 'ayuda5',
      password: 'Segunda#2026',
    });
    expect(signIn401.errorCode).toBe('operator_login_failed');
    expect(await auditOf('operator.status', 'operator:ayuda5')).toMatchObject({
      before: { status: 'active' },
      after: { status: 'inactive' },
    });

    await owner.call(setOperatorStatus, { operatorId: target.id, status: 'active' });
    await (await signIn('ayuda5', 'Segunda#2026')).client.call(searchMembers, { pageNo: 1, pageSize: 10 });
  });

  it('resets a password: the sessions end and the temporary password must be changed', async () => {
    const target = await newOperator('ayuda6');
    const { client } = await signIn('ayuda6');
    await client.call(changeOperatorPassword, { currentPassword: initialPassword, newPassword: 'Segunda#2026' });

    const reset = await owner.call(resetOperatorPassword, { operatorId: target.id, password: 'Temporal#2026' });
    expect(reset.mustChangePassword).toBe(true);
    expect((await failureOf(client, getOperatorSession, {})).errorCode).toBe('operator_not_login');
    const weak = await failureOf(owner, resetOperatorPassword, { operatorId: target.id, password: 'weakweakweak' });
    expect(weak.fields).toEqual([expect.objectContaining({ field: 'password', reason: 'password_weak' })]);

    const again = await signIn('ayuda6', 'Temporal#2026');
    expect(again.answer.operator.mustChangePassword).toBe(true);
    expect((await failureOf(again.client, searchMembers, { pageNo: 1, pageSize: 10 })).errorCode).toBe(
      'password_change_required',
    );
    const entry = await auditOf('operator.password.reset', 'operator:ayuda6');
    expect(entry).toMatchObject({ before: { mustChangePassword: false }, after: { mustChangePassword: true } });
    expect(JSON.stringify(entry)).not.toMatch(/argon2|Temporal/);
  });

  it('keeps the merchant an active owner: the last one is never demoted nor deactivated', async () => {
    const solo = await createMerchant(t.db, { code: 'solo' });
    const only = await createOperator(t.db, { merchantId: solo.id, username: 'solo-owner', role: 'owner' });
    const accounts = createOperatorAccountService(t.db, { audit: createAuditService(t.db) });
    // An actor other than the owner (an owner acting always leaves itself): the rule holds for any caller.
    const actor = { type: 'operator' as const, id: 0, name: 'someone', ip: '127.0.0.1' };
    await expect(accounts.setRole(solo.id, only.id, 'admin', actor)).rejects.toMatchObject({
      code: 'operator_last_owner',
    });
    await expect(accounts.setStatus(solo.id, only.id, 'inactive', actor)).rejects.toMatchObject({
      code: 'operator_last_owner',
    });

    // With a second active owner, one of them may go.
    const second = await createOperator(t.db, { merchantId: solo.id, username: 'solo-second', role: 'owner' });
    expect((await accounts.setRole(solo.id, only.id, 'admin', actor)).role).toBe('admin');
    await expect(accounts.setStatus(solo.id, second.id, 'inactive', actor)).rejects.toMatchObject({
      code: 'operator_last_owner',
    });
  });

  it('refuses an owner of another merchant the demo merchant’s operators', async () => {
    const rival = await createMerchant(t.db, { code: 'rivalops' });
    await createOperator(t.db, { merchantId: rival.id, username: 'rival-owner', role: 'owner' });
    const rivalOwner = apiClient(baseUrl, {
      token: await loginOperator(t.app, { merchantCode: 'rivalops', username: 'rival-owner' }),
    });
    const demoId = (await owner.call(listOperatorAccounts, {})).list.find((o) => o.username === 'cajero')?.id ?? 0;
    const error = await failureOf(rivalOwner, setOperatorStatus, { operatorId: demoId, status: 'inactive' });
    expect(error.errorCode).toBe('not_found');
    const { list } = await rivalOwner.call(listOperatorAccounts, {});
    expect(list.map((o) => o.username)).toEqual(['rival-owner']);
    await loginOperator(t.app, demoOperators.cashier);
  });
});

describe('address ranges per operator', () => {
  it('refuses sign-in and every console call from outside the ranges; empty means any address', async () => {
    const target = await newOperator('ayuda7');
    const office = '198.51.100.7';
    const elsewhere = '203.0.113.9';
    const { client: fromElsewhere } = await signIn('ayuda7', initialPassword, elsewhere);

    const ranged = await owner.call(setOperatorAllowedIps, {
      operatorId: target.id,
      allowedCidrs: ['198.51.100.9/24', '2001:db8::/32'],
    });
    expect(ranged.allowedCidrs).toEqual(['198.51.100.0/24', '2001:db8::/32']);
    expect(await auditOf('operator.allowed_ips', 'operator:ayuda7')).toMatchObject({
      before: { allowedCidrs: [] },
      after: { allowedCidrs: ['198.51.100.0/24', '2001:db8::/32'] },
    });

    const call = await failureOf(fromElsewhere, getOperatorSession, {});
    expect([call.status, call.errorCode]).toEqual([403, 'operator_ip_not_allowed']);
    const login = await failureOf(apiClient(baseUrl, { ip: elsewhere }), operatorLogin, {
      merchantCode: 'demo',
      username: 'ayuda7',
      password: initialPassword,
    });
    expect([login.status, login.errorCode]).toEqual([403, 'operator_ip_not_allowed']);
    // A wrong password from elsewhere still reads as a failed sign-in: the range is no oracle for guessing.
    const guess = await failureOf(apiClient(baseUrl, { ip: elsewhere }), operatorLogin, {
      merchantCode: 'demo',
      username: 'ayuda7',
      password: 'Wrong#20260',
    });
    expect(guess.errorCode).toBe('operator_login_failed');

    const { client: fromOffice } = await signIn('ayuda7', initialPassword, office);
    expect(await fromOffice.call(getOperatorSession, {})).toMatchObject({ username: 'ayuda7' });

    const malformed = await failureOf(owner, setOperatorAllowedIps, {
      operatorId: target.id,
      allowedCidrs: ['198.51.100.0/24', '300.1.1.1/8'],
    });
    expect(malformed.fields).toEqual([{ field: 'allowedCidrs.1', reason: 'cidr_format', params: expect.anything() }]);

    await owner.call(setOperatorAllowedIps, { operatorId: target.id, allowedCidrs: [] });
    expect(await fromElsewhere.call(getOperatorSession, {})).toMatchObject({ username: 'ayuda7' });
  });
});
