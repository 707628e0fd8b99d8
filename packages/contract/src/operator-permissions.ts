import { z } from 'zod';

/** Console operator roles (issue 11). `owner` alone may change the protections of money (decision 0019). */
export const operatorRoles = ['owner', 'admin', 'finance', 'support', 'content', 'risk', 'read-only'] as const;
export const operatorRoleSchema = z.enum(operatorRoles);
export type OperatorRole = z.infer<typeof operatorRoleSchema>;

/** What an operator may do in the console: each console endpoint needs exactly one of these. */
export const operatorPermissions = [
  'session',
  'settings.view',
  'settings.manage',
  'audit.view',
  'members.view',
  'members.manage',
  'outbox.view',
  'wallets.view',
  'adjustments.request',
  'adjustments.decide',
  'protection.view',
  'protection.manage',
  'deposits.view',
  'deposits.review',
  'channels.manage',
  'withdrawals.view',
  'withdrawals.review',
  'withdrawals.pay',
  'providers.view',
  'providers.manage',
  'catalog.view',
  'catalog.manage',
  'content.view',
  'content.manage',
  'feedback.view',
  'feedback.answer',
  'security.view',
  'security.manage',
] as const;
export const operatorPermissionSchema = z.enum(operatorPermissions);
export type OperatorPermission = z.infer<typeof operatorPermissionSchema>;

const viewing = operatorPermissions.filter((p) => p.endsWith('.view') && p !== 'outbox.view');

/**
 * The permission matrix: each role and what it may do. The outbox holds players' codes and recovery links,
 * so only those who help players read it; the protections of money (dual-approval thresholds, withdrawal
 * limits and rules) and lifting sign-in locks or resetting another operator's second factor are the owner's
 * alone. Every role manages its own second factor (`session`).
 */
export const rolePermissions: Readonly<Record<OperatorRole, readonly OperatorPermission[]>> = {
  owner: operatorPermissions,
  admin: operatorPermissions.filter((p) => p !== 'protection.manage' && p !== 'security.manage'),
  finance: [
    'session',
    'audit.view',
    'members.view',
    'wallets.view',
    'adjustments.request',
    'adjustments.decide',
    'protection.view',
    'deposits.view',
    'deposits.review',
    'withdrawals.view',
    'withdrawals.review',
    'withdrawals.pay',
    'providers.view',
  ],
  support: [
    'session',
    'members.view',
    'members.manage',
    'outbox.view',
    'wallets.view',
    'deposits.view',
    'withdrawals.view',
    'content.view',
    'feedback.view',
    'feedback.answer',
  ],
  content: ['session', 'content.view', 'content.manage', 'catalog.view', 'catalog.manage', 'feedback.view'],
  risk: [
    'session',
    'audit.view',
    'settings.view',
    'members.view',
    'members.manage',
    'wallets.view',
    'protection.view',
    'deposits.view',
    'deposits.review',
    'withdrawals.view',
    'withdrawals.review',
    'providers.view',
    'security.view',
  ],
  'read-only': ['session', ...viewing],
};

/**
 * The permission each console call needs, by endpoint name. A console endpoint missing here is refused to
 * everyone (the access hook fails closed) and fails the contract test that walks the route table.
 */
export const consoleEndpointPermissions: Readonly<Record<string, OperatorPermission>> = {
  getOperatorSession: 'session',
  operatorLogout: 'session',
  getMerchantSettings: 'settings.view',
  updateMerchantSettings: 'settings.manage',
  getC2cSettings: 'settings.view',
  updateC2cSettings: 'settings.manage',
  getRegisterRulesForEdit: 'settings.view',
  updateRegisterRules: 'settings.manage',
  getPasswordPolicy: 'settings.view',
  updatePasswordPolicy: 'settings.manage',
  listAuditLog: 'audit.view',
  searchMembers: 'members.view',
  getMemberDetail: 'members.view',
  getAgentSummary: 'members.view',
  setMemberStatus: 'members.manage',
  resetMemberPassword: 'members.manage',
  setMemberType: 'members.manage',
  listOutbox: 'outbox.view',
  getMemberWallet: 'wallets.view',
  listAdjustments: 'wallets.view',
  createAdjustment: 'adjustments.request',
  decideAdjustment: 'adjustments.decide',
  getAdjustmentSettings: 'protection.view',
  updateAdjustmentSettings: 'protection.manage',
  getWithdrawalSettingsForEdit: 'protection.view',
  updateWithdrawalSettings: 'protection.manage',
  listProtectionChanges: 'protection.view',
  approveProtectionChange: 'protection.manage',
  cancelProtectionChange: 'protection.manage',
  searchDeposits: 'deposits.view',
  getDepositProof: 'deposits.view',
  approveDeposit: 'deposits.review',
  rejectDeposit: 'deposits.review',
  listPaymentChannels: 'deposits.view',
  createPaymentChannel: 'channels.manage',
  updatePaymentChannel: 'channels.manage',
  listWithdrawalQueue: 'withdrawals.view',
  getWithdrawalProof: 'withdrawals.view',
  approveWithdrawal: 'withdrawals.review',
  rejectWithdrawal: 'withdrawals.review',
  payWithdrawal: 'withdrawals.pay',
  listProviders: 'providers.view',
  getProviderReconciliation: 'providers.view',
  createProvider: 'providers.manage',
  updateProvider: 'providers.manage',
  rotateProviderSecret: 'providers.manage',
  listCatalogVendors: 'catalog.view',
  listCatalogGames: 'catalog.view',
  getLaneRules: 'catalog.view',
  updateCatalogVendor: 'catalog.manage',
  updateCatalogGame: 'catalog.manage',
  createCatalogContainer: 'catalog.manage',
  syncCatalog: 'catalog.manage',
  updateLaneRules: 'catalog.manage',
  listConsoleBanners: 'content.view',
  listConsoleNotices: 'content.view',
  listConsoleHelpEntries: 'content.view',
  createConsoleBanner: 'content.manage',
  updateConsoleBanner: 'content.manage',
  deleteConsoleBanner: 'content.manage',
  createConsoleNotice: 'content.manage',
  updateConsoleNotice: 'content.manage',
  deleteConsoleNotice: 'content.manage',
  createConsoleHelpEntry: 'content.manage',
  updateConsoleHelpEntry: 'content.manage',
  deleteConsoleHelpEntry: 'content.manage',
  listConsoleFeedback: 'feedback.view',
  answerConsoleFeedback: 'feedback.answer',
  startOperatorTotp: 'session',
  confirmOperatorTotp: 'session',
  disableOperatorTotp: 'session',
  listConsoleOperators: 'security.view',
  listLoginLocks: 'security.view',
  listSignInActivity: 'security.view',
  resetOperatorTotp: 'security.manage',
  liftLoginLock: 'security.manage',
};

/** Whether `role` may call the console endpoint named `endpointName` (unknown names: never). */
export function roleMayCall(role: OperatorRole, endpointName: string): boolean {
  const permission = Object.hasOwn(consoleEndpointPermissions, endpointName)
    ? consoleEndpointPermissions[endpointName]
    : undefined;
  return permission !== undefined && rolePermissions[role].includes(permission);
}
