import { describe, expect, it } from 'vitest';
import { platformEndpoints } from './endpoints/index.ts';
import {
  consoleEndpointPermissions,
  merchantOperatorRoles,
  merchantPermissions,
  customRolePermissions,
  grantablePermissions,
  impliedPermissions,
  operatorPermissions,
  ownerOnlyPermissions,
  operatorRoles,
  roleMayCall,
  rolePermissions,
} from './operator-permissions.ts';

describe('operator permission matrix', () => {
  it('names a permission for every operator endpoint of the route table, and nothing else', () => {
    const operatorEndpoints = platformEndpoints.filter((e) => e.auth === 'operator').map((e) => e.name);
    expect(Object.keys(consoleEndpointPermissions).sort()).toEqual([...operatorEndpoints].sort());
  });

  it('uses every permission somewhere and grants only known ones', () => {
    const used = new Set(Object.values(consoleEndpointPermissions));
    expect([...operatorPermissions].filter((p) => !used.has(p))).toEqual([]);
    for (const role of operatorRoles) {
      for (const permission of rolePermissions[role]) expect(operatorPermissions).toContain(permission);
    }
  });

  it('lets every role see its own session, the owner do everything, and only the owner change protections', () => {
    for (const role of operatorRoles) {
      expect(roleMayCall(role, 'getOperatorSession')).toBe(true);
      expect(roleMayCall(role, 'updateAdjustmentSettings')).toBe(role === 'owner');
      expect(roleMayCall(role, 'updateWithdrawalSettings')).toBe(role === 'owner');
      expect(roleMayCall(role, 'approveProtectionChange')).toBe(role === 'owner');
    }
    expect(rolePermissions.owner).toEqual(merchantPermissions);
  });

  it('keeps merchants to the platform role, and the platform role out of every merchant (decision 0069)', () => {
    for (const role of operatorRoles) {
      expect(rolePermissions[role].includes('merchants.manage'), role).toBe(role === 'platform');
    }
    expect(rolePermissions.platform).toEqual(['session', 'merchants.manage']);
    expect(merchantOperatorRoles).not.toContain('platform');
  });

  it('keeps read-only to reading, and the outbox (codes and recovery links) from it', () => {
    for (const permission of rolePermissions['read-only']) expect(permission).toMatch(/^session$|\.view$/);
    expect(rolePermissions['read-only']).not.toContain('outbox.view');
  });

  it('lets only owners and admins move members between agents, and every member reader view the tree', () => {
    for (const role of operatorRoles) {
      expect(roleMayCall(role, 'moveTreeMember'), role).toBe(role === 'owner' || role === 'admin');
      expect(roleMayCall(role, 'listAgentTreeDownline'), role).toBe(rolePermissions[role].includes('members.view'));
    }
  });

  it('gives the support chat to those who help players: support answers, read-only reads, content neither', () => {
    const support = (role: (typeof operatorRoles)[number]) =>
      rolePermissions[role].filter((p) => p.startsWith('support.')).sort();
    expect(support('owner')).toEqual(['support.chat', 'support.manage', 'support.view']);
    expect(support('admin')).toEqual(['support.chat', 'support.manage', 'support.view']);
    expect(support('support')).toEqual(['support.chat', 'support.view']);
    expect(support('read-only')).toEqual(['support.view']);
    for (const role of ['finance', 'content', 'risk'] as const) expect(support(role)).toEqual([]);
    expect(roleMayCall('support', 'replySupportConversation')).toBe(true);
    expect(roleMayCall('support', 'createCannedReply')).toBe(false);
    expect(roleMayCall('read-only', 'replySupportConversation')).toBe(false);
  });

  it("shows identity documents to finance, support and risk, not to read-only or content; rules are the admins'", () => {
    for (const role of merchantOperatorRoles) {
      expect(roleMayCall(role, 'getKycDocumentFile'), role).toBe(!['read-only', 'content'].includes(role));
      expect(roleMayCall(role, 'reviewKycDocument'), role).toBe(['owner', 'admin', 'finance', 'risk'].includes(role));
      expect(roleMayCall(role, 'updateKycRules'), role).toBe(role === 'owner' || role === 'admin');
    }
  });

  it('refuses unknown endpoint names, inherited keys included', () => {
    expect(roleMayCall('owner', 'noSuchEndpoint')).toBe(false);
    expect(roleMayCall('owner', 'toString')).toBe(false);
  });

  it('keeps the owners their own permissions out of custom roles (decision 0068)', () => {
    expect(ownerOnlyPermissions).toEqual(['protection.manage', 'security.manage', 'operators.manage']);
    for (const permission of [...ownerOnlyPermissions, 'session' as const]) {
      expect(grantablePermissions).not.toContain(permission);
    }
  });

  it('brings an area view along where every built-in role does, and nothing where the area has none', () => {
    expect(impliedPermissions('withdrawals.pay')).toEqual(['withdrawals.view']);
    expect(impliedPermissions('kyc.review')).toEqual(['kyc.view']);
    expect(impliedPermissions('channels.manage')).toEqual([]);
    expect(impliedPermissions('members.view')).toEqual([]);
  });

  it('reads a custom role through the same check: its list, session always, never an owner-only permission', () => {
    expect(customRolePermissions(['withdrawals.review', 'operators.manage', 'nonsense'])).toEqual([
      'session',
      'withdrawals.view',
      'withdrawals.review',
    ]);
    const cashier = { permissions: ['withdrawals.review'] };
    expect(roleMayCall(cashier, 'approveWithdrawal')).toBe(true);
    expect(roleMayCall(cashier, 'listWithdrawalQueue')).toBe(true);
    expect(roleMayCall(cashier, 'getOperatorSession')).toBe(true);
    expect(roleMayCall(cashier, 'payWithdrawal')).toBe(false);
    expect(roleMayCall({ permissions: ['operators.manage'] }, 'createOperatorRole')).toBe(false);
  });
});
