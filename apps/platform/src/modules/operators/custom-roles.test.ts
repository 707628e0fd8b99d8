import {
  approveWithdrawal,
  changeOperatorPassword,
  createOperatorAccount,
  createOperatorRole,
  deleteOperatorRole,
  getOperatorSession,
  listAuditLog,
  listOperatorAccounts,
  listOperatorRoles,
  operatorLogin,
  setOperatorRole,
  updateOperatorRole,
  type EndpointInput,
} from '@ficha/contract';
import type { ApiClient } from '@ficha/contract/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failureOf, listen } from '../../../test/api-clients.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { createMerchant, createOperator } from '../../../test/factories.ts';
import { loginDemoOperator } from '../../../test/operator-session.ts';
import { createAuditService } from '../audit/audit.service.ts';
import { createOperatorAccountService } from './operator-accounts.service.ts';
import { createCustomRoleService } from './custom-roles.service.ts';

let t: TestApp;
let baseUrl: string;
let owner: ApiClient;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t);
  owner = apiClient(baseUrl, { token: await loginDemoOperator(t.app) });
});
afterAll(() => t.close());

const initialPassword = 'Primera#2026';
const ownPassword = 'Segunda#2026';

function newRole(name: string, extra: Partial<EndpointInput<typeof createOperatorRole>> = {}) {
  return owner.call(createOperatorRole, { name, description: '', permissions: ['withdrawals.view'], ...extra });
}

/** An operator made by the owner with `role`, signed in and past its forced password change. */
async function signedInOperator(username: string, role: EndpointInput<typeof createOperatorAccount>['role']) {
  await owner.call(createOperatorAccount, {
    username,
    displayName: username,
    role,
    password: initialPassword,
    allowedCidrs: [],
  });
  const answer = await apiClient(baseUrl).call(operatorLogin, {
    merchantCode: 'demo',
    username,
    password: initialPassword,
  });
  const client = apiClient(baseUrl, { token: answer.token });
  await client.call(changeOperatorPassword, { currentPassword: initialPassword, newPassword: ownPassword });
  return { answer, client };
}

async function auditOf(action: string, target: string) {
  const { list } = await owner.call(listAuditLog, { pageNo: 1, pageSize: 100 });
  return list.find((entry) => entry.action === action && entry.target === target);
}

describe('custom roles', () => {
  it('lists the built-in roles beside the custom ones, with what a custom role may hold', async () => {
    const roles = await owner.call(listOperatorRoles, {});
    expect(roles.builtIn.map((r) => r.role)).toEqual([
      'owner',
      'admin',
      'finance',
      'support',
      'content',
      'risk',
      'read-only',
    ]);
    expect(roles.grantable).toContain('withdrawals.review');
    for (const ownerOnly of ['operators.manage', 'protection.manage', 'security.manage', 'session'] as const) {
      expect(roles.grantable).not.toContain(ownerOnly);
    }
  });

  it('creates, edits and deletes a role, adding the views its permissions imply, audited before and after', async () => {
    const created = await newRole('Caja nocturna', {
      description: 'Night desk',
      permissions: ['withdrawals.pay', 'kyc.review'],
    });
    expect(created).toMatchObject({ name: 'Caja nocturna', description: 'Night desk', operatorCount: 0 });
    expect(created.permissions).toEqual(['session', 'withdrawals.view', 'withdrawals.pay', 'kyc.view', 'kyc.review']);
    expect(await auditOf('operator_role.created', 'role:Caja nocturna')).toMatchObject({
      before: null,
      after: { name: 'Caja nocturna', permissions: created.permissions },
    });

    const edited = await owner.call(updateOperatorRole, {
      id: created.id,
      name: 'Caja de noche',
      description: '',
      permissions: ['deposits.review'],
    });
    expect(edited.permissions).toEqual(['session', 'deposits.view', 'deposits.review']);
    expect(await auditOf('operator_role.updated', 'role:Caja de noche')).toMatchObject({
      before: { name: 'Caja nocturna', permissions: created.permissions },
      after: { name: 'Caja de noche', permissions: edited.permissions },
    });
    expect((await owner.call(listOperatorRoles, {})).custom.map((r) => r.name)).toContain('Caja de noche');

    expect(await owner.call(deleteOperatorRole, { id: created.id })).toEqual({ id: created.id });
    expect((await owner.call(listOperatorRoles, {})).custom.map((r) => r.id)).not.toContain(created.id);
    expect(await auditOf('operator_role.deleted', 'role:Caja de noche')).toMatchObject({
      before: { name: 'Caja de noche' },
      after: null,
    });
  });

  it('refuses an empty, too long or duplicate name, unknown and owner-only permissions', async () => {
    expect(
      (await failureOf(owner, createOperatorRole, { name: ' ', description: '', permissions: [] })).fields,
    ).toEqual([expect.objectContaining({ field: 'name', reason: 'too_small' })]);
    const long = await failureOf(owner, createOperatorRole, { name: 'x'.repeat(41), description: '', permissions: [] });
    expect(long.fields).toEqual([expect.objectContaining({ field: 'name', reason: 'too_big' })]);

    await newRole('Auditoría');
    const duplicate = await failureOf(owner, createOperatorRole, {
      name: 'AUDITORÍA',
      description: '',
      permissions: [],
    });
    expect(duplicate).toMatchObject({ errorCode: 'role_name_taken', status: 409 });
    expect(duplicate.fields).toEqual([{ field: 'name', reason: 'role_name_taken' }]);

    const unknown = await failureOf(owner, createOperatorRole, {
      name: 'Rara',
      description: '',
      permissions: ['withdrawals.view', 'everything.manage' as 'withdrawals.view'],
    });
    expect(unknown.errorCode).toBe('request_param_err');
    expect(unknown.fields).toEqual([expect.objectContaining({ field: 'permissions.1' })]);

    const ownerOnly = await failureOf(owner, createOperatorRole, {
      name: 'Casi dueño',
      description: '',
      permissions: ['members.view', 'operators.manage', 'protection.manage'],
    });
    expect(ownerOnly.fields).toEqual([
      { field: 'permissions.1', reason: 'permission_owner_only' },
      { field: 'permissions.2', reason: 'permission_owner_only' },
    ]);
    expect((await owner.call(listOperatorRoles, {})).custom.map((r) => r.name)).not.toContain('Casi dueño');
  });

  it('refuses a role of another merchant, and deleting a role its operators hold', async () => {
    const rival = await createMerchant(t.db, { code: 'rivalroles' });
    const roles = createCustomRoleService(t.db, { audit: createAuditService(t.db) });
    const actor = { type: 'operator' as const, id: 0, name: 'someone', ip: '127.0.0.1' };
    const foreign = await roles.create(rival.id, { name: 'Ajena', description: '', permissions: [] }, actor);

    const refused = await failureOf(owner, createOperatorAccount, {
      username: 'ajeno1',
      displayName: 'Ajeno',
      role: { customRoleId: foreign.id },
      password: initialPassword,
      allowedCidrs: [],
    });
    expect(refused.fields).toEqual([{ field: 'role', reason: 'role_unknown' }]);
    expect(
      (await failureOf(owner, updateOperatorRole, { id: foreign.id, name: 'Mía', permissions: [] })).errorCode,
    ).toBe('not_found');
    expect((await failureOf(owner, deleteOperatorRole, { id: foreign.id })).errorCode).toBe('not_found');

    const held = await newRole('Ocupada');
    await owner.call(createOperatorAccount, {
      username: 'ocupado1',
      displayName: 'Ocupado',
      role: { customRoleId: held.id },
      password: initialPassword,
      allowedCidrs: [],
    });
    const inUse = await failureOf(owner, deleteOperatorRole, { id: held.id });
    expect(inUse).toMatchObject({ errorCode: 'role_in_use', status: 409 });
    expect(inUse.fields).toEqual([{ field: 'id', reason: 'role_in_use' }]);
    expect((await owner.call(listOperatorRoles, {})).custom.find((r) => r.id === held.id)?.operatorCount).toBe(1);
  });

  it('keeps the last owner: giving it a custom role is refused like any demotion', async () => {
    const solo = await createMerchant(t.db, { code: 'solorole' });
    const only = await createOperator(t.db, { merchantId: solo.id, username: 'solo-boss', role: 'owner' });
    const audit = createAuditService(t.db);
    const roles = createCustomRoleService(t.db, { audit });
    const accounts = createOperatorAccountService(t.db, { audit });
    const actor = { type: 'operator' as const, id: 0, name: 'someone', ip: '127.0.0.1' };
    const custom = await roles.create(
      solo.id,
      { name: 'Todo', description: '', permissions: ['members.manage'] },
      actor,
    );
    await expect(accounts.setRole(solo.id, only.id, { customRoleId: custom.id }, actor)).rejects.toMatchObject({
      code: 'operator_last_owner',
    });
  });
});

describe('operators with a custom role', () => {
  it('follows the role on every call: refused without withdrawal approval, allowed once the role is edited', async () => {
    const cashier = await newRole('Cajero', { permissions: ['withdrawals.view', 'members.view'] });
    const { answer, client } = await signedInOperator('cajera1', { customRoleId: cashier.id });
    expect(answer.operator).toMatchObject({ role: null, customRole: { id: cashier.id, name: 'Cajero' } });
    expect(answer.operator.permissions).toEqual(['session', 'members.view', 'withdrawals.view']);

    // No such withdrawal either way: the access hook answers before the service looks.
    const refused = await failureOf(client, approveWithdrawal, { withdrawalId: 999_999 });
    expect(refused).toMatchObject({ errorCode: 'operator_forbidden', status: 403 });

    await owner.call(updateOperatorRole, {
      id: cashier.id,
      name: 'Cajero',
      description: '',
      permissions: ['withdrawals.review', 'members.view'],
    });
    // The same session: the edit applies to the next call without signing in again.
    expect((await failureOf(client, approveWithdrawal, { withdrawalId: 999_999 })).errorCode).toBe('not_found');
    expect((await client.call(getOperatorSession, {})).permissions).toContain('withdrawals.review');

    // Back to a built-in role, the matrix's list applies again.
    const id = (await owner.call(listOperatorAccounts, {})).list.find((o) => o.username === 'cajera1')?.id ?? 0;
    const changed = await owner.call(setOperatorRole, { operatorId: id, role: 'content' });
    expect(changed).toMatchObject({ role: 'content', customRole: null });
    expect(await auditOf('operator.role', 'operator:cajera1')).toMatchObject({
      before: { role: null, customRole: 'Cajero' },
      after: { role: 'content', customRole: null },
    });
    expect((await failureOf(client, approveWithdrawal, { withdrawalId: 999_999 })).errorCode).toBe(
      'operator_forbidden',
    );
  });

  it('asks a custom role that pays withdrawals for the second factor, as finance', async () => {
    const payer = await newRole('Pagador', { permissions: ['withdrawals.pay'] });
    const { answer } = await signedInOperator('pagador1', { customRoleId: payer.id });
    expect(answer.operator.totpRequired).toBe(true);
    const viewer = await newRole('Mirón', { permissions: ['withdrawals.view'] });
    expect((await signedInOperator('miron1', { customRoleId: viewer.id })).answer.operator.totpRequired).toBe(false);
  });
});
