import { z } from 'zod';

/** Console operator roles of a merchant (issue 11). `owner` alone may change the protections of money (decision 0019). */
export const merchantOperatorRoles = ['owner', 'admin', 'finance', 'support', 'content', 'risk', 'read-only'] as const;
/** The roles an owner may give: a merchant's own (the platform role is never given from a merchant's console). */
export const merchantOperatorRoleSchema = z.enum(merchantOperatorRoles);
export type MerchantOperatorRole = z.infer<typeof merchantOperatorRoleSchema>;

/**
 * Every operator role: a merchant's, and `platform` — the super-operator who creates and configures merchants
 * (decision 0069). It reads no merchant's players, money or settings; merchant roles never manage merchants.
 */
export const operatorRoles = [...merchantOperatorRoles, 'platform'] as const;
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
  'tree.manage',
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
  'support.view',
  'support.chat',
  'support.manage',
  'security.view',
  'security.manage',
  'kyc.view',
  'kyc.review',
  'kyc.manage',
  'reports.view',
  'rg.view',
  'rg.manage',
  'promotions.view',
  'promotions.manage',
  'loyalty.view',
  'loyalty.manage',
  'loyalty.review',
  'risk.view',
  'risk.manage',
  'messages.view',
  'messages.manage',
  'operators.view',
  'operators.manage',
  'lottery.view',
  'lottery.manage',
  'lottery.cancel',
  'sportsbook.view',
  'sportsbook.manage',
  'sportsbook.void',
  'merchants.manage',
] as const;
export const operatorPermissionSchema = z.enum(operatorPermissions);
export type OperatorPermission = z.infer<typeof operatorPermissionSchema>;

/** What a merchant's roles may hold: everything but the platform's merchant management (decision 0069). */
export const merchantPermissions: readonly OperatorPermission[] = operatorPermissions.filter(
  (p) => p !== 'merchants.manage',
);

/** Who the merchant's operators are and where they may sign in from is the owners' and admins' to read (0066). */
const viewing = operatorPermissions.filter(
  (p) => p.endsWith('.view') && p !== 'outbox.view' && p !== 'kyc.view' && p !== 'operators.view',
);

/**
 * The permission matrix: each role and what it may do. The outbox holds players' codes and recovery links,
 * so only those who help players read it; identity documents likewise (`kyc.view`: finance, support and risk
 * see them, risk and finance review them, owners and admins set the rules, decision 0049). The protections of money (dual-approval thresholds, withdrawal
 * limits and rules) and lifting sign-in locks or resetting another operator's second factor are the owner's
 * alone. Every role manages its own second factor (`session`). Moving members between agents (`tree.manage`)
 * changes who earns on whom, so it is the owners' and admins' (decision 0040). The points mall (decision 0055):
 * content keeps its catalog and rules, support and finance fulfil or reject its item redeems.
 * changes who earns on whom, so it is the owners' and admins' (decision 0040). Risk alerts (decision 0047): risk works
 * them (`risk.manage`), finance reads them. Operator messages (decision 0064): support composes and sends them
 * (`messages.manage`) as owners and admins do; read-only reads them and their read receipts. Operator accounts
 * (decision 0066): owners create and manage them (`operators.manage`), admins may read the list (`operators.view`).
 * The lottery's back office (decision 0084): finance and risk read it, risk also sets its limits
 * (`lottery.manage`); cancelling a draw refunds every ticket of the merchant on it, so it is the owners' and
 * admins' alone (`lottery.cancel`). The sportsbook's back office (decision 0089) likewise: finance and risk read
 * it, risk suspends and reopens markets (`sportsbook.manage`), voiding an event or a market refunds the merchant's
 * bets on it, so it is the owners' and admins' alone (`sportsbook.void`).
 */
export const rolePermissions: Readonly<Record<OperatorRole, readonly OperatorPermission[]>> = {
  owner: merchantPermissions,
  admin: merchantPermissions.filter(
    (p) => p !== 'protection.manage' && p !== 'security.manage' && p !== 'operators.manage',
  ),
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
    'kyc.view',
    'kyc.review',
    'reports.view',
    'rg.view',
    'promotions.view',
    'loyalty.view',
    'loyalty.review',
    'risk.view',
    'lottery.view',
    'sportsbook.view',
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
    'support.view',
    'support.chat',
    'kyc.view',
    'rg.view',
    'rg.manage',
    'promotions.view',
    'loyalty.view',
    'loyalty.review',
    'messages.view',
    'messages.manage',
  ],
  content: [
    'session',
    'content.view',
    'content.manage',
    'catalog.view',
    'catalog.manage',
    'feedback.view',
    'promotions.view',
    'loyalty.view',
    'loyalty.manage',
  ],
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
    'kyc.view',
    'kyc.review',
    'reports.view',
    'rg.view',
    'rg.manage',
    'promotions.view',
    'risk.view',
    'risk.manage',
    'lottery.view',
    'lottery.manage',
    'sportsbook.view',
    'sportsbook.manage',
  ],
  'read-only': ['session', ...viewing],
  // Decision 0069: merchants and nothing inside one; its own session and second factor.
  platform: ['session', 'merchants.manage'],
};

/**
 * The permission each console call needs, by endpoint name. A console endpoint missing here is refused to
 * everyone (the access hook fails closed) and fails the contract test that walks the route table.
 */
export const consoleEndpointPermissions: Readonly<Record<string, OperatorPermission>> = {
  getOperatorSession: 'session',
  listLotteryProviders: 'lottery.view',
  getLotterySettings: 'lottery.view',
  saveLotteryGameSettings: 'lottery.manage',
  listLotteryDraws: 'lottery.view',
  getLotteryLiability: 'lottery.view',
  getLotteryReport: 'lottery.view',
  exportLotteryReport: 'lottery.view',
  cancelLotteryDraw: 'lottery.cancel',
  listSportsbookProviders: 'sportsbook.view',
  listSportsbookEvents: 'sportsbook.view',
  setSportsbookMarketState: 'sportsbook.manage',
  voidSportsbookBets: 'sportsbook.void',
  getSportsbookExposure: 'sportsbook.view',
  searchSportsbookBets: 'sportsbook.view',
  listConsolePromotions: 'promotions.view',
  listConsolePromotionClaims: 'promotions.view',
  getPlayerBonuses: 'promotions.view',
  createPromotion: 'promotions.manage',
  updatePromotion: 'promotions.manage',
  setPromotionStatus: 'promotions.manage',
  forfeitPlayerBonus: 'promotions.manage',
  extendPlayerBonus: 'promotions.manage',
  listRebateRequests: 'promotions.view',
  decideRebateRequest: 'promotions.manage',
  listPromotionApplications: 'promotions.view',
  getPromotionApplicationImage: 'promotions.view',
  decidePromotionApplication: 'promotions.manage',
  listPromotionIssues: 'promotions.view',
  issuePromotion: 'promotions.manage',
  uploadConsolePromotionArt: 'promotions.manage',
  getRaffleDraw: 'promotions.view',
  getPointSettings: 'loyalty.view',
  updatePointSettings: 'loyalty.manage',
  listPointRewards: 'loyalty.view',
  savePointReward: 'loyalty.manage',
  listPointRedeems: 'loyalty.view',
  decidePointRedeem: 'loyalty.review',
  listVipRanks: 'loyalty.view',
  saveVipRanks: 'loyalty.manage',
  getLoyaltyReport: 'loyalty.view',
  listConsoleMissions: 'loyalty.view',
  saveMission: 'loyalty.manage',
  listConsoleLeaderboards: 'loyalty.view',
  saveLeaderboard: 'loyalty.manage',
  // Referral rules pay from a promotion's budget (decision 0081): promotions' permissions.
  getReferralRules: 'promotions.view',
  saveReferralRules: 'promotions.manage',
  listReferrals: 'promotions.view',
  listLeaderboardResults: 'loyalty.view',
  getPlayerRg: 'rg.view',
  getRgReport: 'rg.view',
  setPlayerRgLimit: 'rg.manage',
  liftPlayerRgLimit: 'rg.manage',
  excludePlayer: 'rg.manage',
  importRgRegister: 'rg.manage',
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
  getConsoleAttention: 'session',
  getOperatorDashboard: 'reports.view',
  getOperatorReport: 'reports.view',
  exportOperatorReport: 'reports.view',
  getPromotionReport: 'reports.view',
  exportPromotionReport: 'reports.view',
  searchConsoleBets: 'reports.view',
  searchAgentTree: 'members.view',
  getContractSetup: 'settings.view',
  updateContractTemplate: 'settings.manage',
  updateContractSettings: 'protection.manage',
  listConsoleContracts: 'members.view',
  offerHouseContract: 'tree.manage',
  actOnHouseContract: 'tree.manage',
  listContractBills: 'wallets.view',
  decideContractBill: 'adjustments.decide',
  runContractPeriod: 'adjustments.decide',
  diffContractPeriod: 'wallets.view',
  listContractActions: 'audit.view',
  getAgentTreeMember: 'members.view',
  listAgentTreeDownline: 'members.view',
  moveTreeMember: 'tree.manage',
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
  uploadConsoleBannerImage: 'content.manage',
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
  listSupportConversations: 'support.view',
  getSupportConversation: 'support.view',
  getMemberSupportHistory: 'support.view',
  getSupportImage: 'support.view',
  listCannedReplies: 'support.view',
  replySupportConversation: 'support.chat',
  markSupportConversationRead: 'support.chat',
  assignSupportConversation: 'support.chat',
  setSupportConversationStatus: 'support.chat',
  createCannedReply: 'support.manage',
  updateCannedReply: 'support.manage',
  deleteCannedReply: 'support.manage',
  listKycDocuments: 'kyc.view',
  getMemberKyc: 'kyc.view',
  getKycDocumentFile: 'kyc.view',
  reviewKycDocument: 'kyc.review',
  getKycRules: 'kyc.view',
  updateKycRules: 'kyc.manage',
  listRiskAlerts: 'risk.view',
  getRiskAlert: 'risk.view',
  getRiskRules: 'risk.view',
  assignRiskAlert: 'risk.manage',
  noteRiskAlert: 'risk.manage',
  closeRiskAlert: 'risk.manage',
  lockRiskAlertMember: 'risk.manage',
  updateRiskRule: 'risk.manage',
  getPlayer360: 'members.view',
  addPlayerNote: 'members.manage',
  setPlayerTags: 'members.manage',
  previewMessageAudience: 'messages.manage',
  sendOperatorMessage: 'messages.manage',
  listOperatorMessages: 'messages.view',
  getOperatorMessage: 'messages.view',
  listPlayerMessages: 'messages.view',
  cancelOperatorMessage: 'messages.manage',
  changeOperatorPassword: 'session',
  listOperatorAccounts: 'operators.view',
  createOperatorAccount: 'operators.manage',
  setOperatorRole: 'operators.manage',
  setOperatorStatus: 'operators.manage',
  resetOperatorPassword: 'operators.manage',
  setOperatorAllowedIps: 'operators.manage',
  listPlatformMerchants: 'merchants.manage',
  createPlatformMerchant: 'merchants.manage',
  updatePlatformMerchant: 'merchants.manage',
  uploadPlatformMerchantLogo: 'merchants.manage',
  listOperatorRoles: 'operators.view',
  createOperatorRole: 'operators.manage',
  updateOperatorRole: 'operators.manage',
  deleteOperatorRole: 'operators.manage',
};

/**
 * What only owners may hold (decision 0068): the permissions of `owner` that no other built-in role has — changing
 * the protections of money, lifting sign-in locks and managing operators and their roles. A custom role never
 * holds them, so an owner can't grant them away and lock the owners out.
 */
export const ownerOnlyPermissions: readonly OperatorPermission[] = operatorPermissions.filter((permission) =>
  operatorRoles.every((role) => role === 'owner' || !rolePermissions[role].includes(permission)),
);

/**
 * What an owner may put in a custom role: a merchant's permissions (never the platform operator's
 * `merchants.manage`) but `session` (always given) and the owner-only ones.
 */
export const grantablePermissions: readonly OperatorPermission[] = merchantPermissions.filter(
  (permission) => permission !== 'session' && !ownerOnlyPermissions.includes(permission),
);

/**
 * The permissions a permission brings along, where the matrix says so: an area's `view` comes with its other
 * permissions when every built-in role holding one of them also holds the view (`withdrawals.pay` brings
 * `withdrawals.view`; `kyc.review` brings `kyc.view`; `channels.manage` brings nothing, the area has no view).
 */
export function impliedPermissions(permission: OperatorPermission): OperatorPermission[] {
  const area = permission.slice(0, permission.indexOf('.'));
  const view = `${area}.view`;
  if (permission === view || !operatorPermissions.includes(view as OperatorPermission)) return [];
  const holders = operatorRoles.filter((role) => rolePermissions[role].includes(permission));
  const implied = holders.every((role) => rolePermissions[role].includes(view as OperatorPermission));
  return implied ? [view as OperatorPermission] : [];
}

/**
 * A custom role's permissions as they apply: the chosen grantable ones, the views they imply and `session`, in
 * the matrix's order. Anything else (unknown, owner-only) is dropped, so a stored list can never widen the rule.
 */
export function customRolePermissions(chosen: readonly string[]): OperatorPermission[] {
  const granted = new Set<OperatorPermission>(['session']);
  for (const permission of grantablePermissions) {
    if (!chosen.includes(permission)) continue;
    granted.add(permission);
    for (const implied of impliedPermissions(permission)) granted.add(implied);
  }
  return operatorPermissions.filter((permission) => granted.has(permission));
}

/** A custom role as the check reads it: its stored permission list (decision 0068). */
export interface CustomRoleGrant {
  readonly permissions: readonly string[];
}

/** What an operator holds: a built-in role of the matrix, or a custom role of its merchant. */
export type RoleGrant = OperatorRole | CustomRoleGrant;

/** Every permission a built-in or custom role gives. */
export function permissionsOf(grant: RoleGrant): readonly OperatorPermission[] {
  return typeof grant === 'string' ? rolePermissions[grant] : customRolePermissions(grant.permissions);
}

/**
 * Whether a role — built-in, or custom with its stored list — may call the console endpoint named `endpointName`
 * (unknown names: never). The one home of the rule: the access hook asks it for every console call.
 */
export function roleMayCall(grant: RoleGrant, endpointName: string): boolean {
  const permission = Object.hasOwn(consoleEndpointPermissions, endpointName)
    ? consoleEndpointPermissions[endpointName]
    : undefined;
  return permission !== undefined && permissionsOf(grant).includes(permission);
}
