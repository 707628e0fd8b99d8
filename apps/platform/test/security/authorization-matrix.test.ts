import {
  bindBankAccount,
  exportLotteryReport,
  exportOperatorReport,
  exportPromotionReport,
  getBettingRecords,
  getMemberInfo,
  getTransactionHistory,
  getWalletBalance,
  launchGame,
  requestWithdrawal,
  seamlessEndpoints,
  startGatewayDeposit,
  submitDeposit,
  transferToUpline,
  processC2cTransaction,
  getOperatorSession,
  operatorLogout,
  updateLanguage,
  platformEndpoints,
  type Endpoint,
  type EndpointInput,
} from '@ficha/contract';
import { ApiError, type ApiClient } from '@ficha/contract/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, listen } from '../api-clients.ts';
import { banner, bannerPng, helpSection, popup } from '../content-inputs.ts';
import { createTestApp, type TestApp } from '../create-test-app.ts';
import { databaseState } from '../database-state.ts';
import { newRequestId } from '../money-helpers.ts';
import { pngProof } from './hostile-files.ts';
import { buildSecurityWorld, memberActorNames, worldPaymentPassword, type SecurityWorld } from './security-world.ts';
import type { MemberActorName } from './security-world.ts';

/**
 * QUALITY.md P11 as a matrix generated from the contract's route table: every member endpoint × anonymous, a
 * forged token, another player, the victim's agent and sub-agent, an unrelated agent and a trial account; every
 * console endpoint × anonymous, a member's token and an operator of another merchant. Each refusal is an envelope
 * error and leaves the database as it was. A new endpoint fails the first test until it has its row here.
 */

let t: TestApp;
let baseUrl: string;
let w: SecurityWorld;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t);
  w = await buildSecurityWorld(t, baseUrl);
});
afterAll(() => t.close());

type Ids = SecurityWorld['demoIds'];
type Victim = SecurityWorld['victim'];

/**
 * How a member endpoint reaches data: only the caller's own (`own`: the session says whose), or a thing the input
 * names (`named`: built here from the victim's things), which only `allowed` actors may reach.
 */
type MemberCase =
  | { reach: 'own' }
  | { reach: 'named'; input: (victim: Victim) => Record<string, unknown>; allowed?: readonly MemberActorName[] };

const own: MemberCase = { reach: 'own' };

const memberCases: Record<string, MemberCase> = {
  changePassword: own,
  getMemberInfo: own,
  logout: own,
  updateLanguage: own,
  bindEmail: own,
  bindMobile: own,
  disableTotp: own,
  enableTotp: own,
  getMemberProfile: own,
  getMemberIcon: own,
  setMemberIcon: own,
  getPlayerAvatar: own,
  getSecurityConfig: own,
  listMemberLogins: own,
  listMemberSessions: own,
  revokeMemberSession: { reach: 'named', input: (v) => ({ sessionId: v.sessionId }) },
  sendBindEmailCode: own,
  sendBindMobileCode: own,
  setPaymentPassword: own,
  startTotpSetup: own,
  updateMemberProfile: own,
  getMerchantWallet: own,
  getWalletBalance: own,
  getDepositSettings: own,
  getMyDepositProof: { reach: 'named', input: (v) => ({ depositId: String(v.depositId) }) },
  listDepositChannels: own,
  listMyDeposits: own,
  startGatewayDeposit: own,
  submitDeposit: own,
  addFavoriteGame: own,
  getFavoriteGameIds: own,
  getFavoriteGamesList: own,
  getRecentGames: own,
  removeFavoriteGame: own,
  bindBankAccount: own,
  changeBankAccount: {
    reach: 'named',
    input: (v) => ({
      bankAccountId: v.bankAccountId,
      payeeName: 'Ladron',
      bankName: 'Banco Ladron',
      accountNumber: '1111222233',
      paymentPassword: worldPaymentPassword,
    }),
  },
  confirmWithdrawal: {
    reach: 'named',
    input: (v) => ({ withdrawalId: v.paidWithdrawalId, answer: 'received' }),
  },
  getPaymentConfirmationList: own,
  getWithdrawSettings: own,
  listBankAccounts: own,
  listMemberWithdrawals: own,
  requestWithdrawal: {
    reach: 'named',
    input: (v) => ({ amount: 10, bankAccountId: v.bankAccountId, paymentPassword: worldPaymentPassword }),
  },
  getTransferUpline: own,
  transferToDownline: {
    reach: 'named',
    input: (v) => ({
      username: v.username,
      amount: 1,
      paymentPassword: worldPaymentPassword,
      requestId: newRequestId(),
    }),
    // SPEC: an agent reaches exactly its subtree, at any depth.
    allowed: ['agent', 'subAgent'],
  },
  transferToUpline: own,
  walletTransfer: own,
  // A player-to-player transfer moves the caller's own money; the receiver is any player (issue 12).
  processC2cTransaction: own,
  // The agent center: lists and creations are the caller's own subtree; one member is reachable from above only.
  getAgentAnnouncements: own,
  getRegisterCenter: own,
  createDownlineAccount: own,
  listAgentSignups: own,
  listTeamMembers: own,
  getTeamMember: { reach: 'named', input: (v) => ({ memberId: String(v.id) }), allowed: ['agent', 'subAgent'] },
  // Lock and password reset reach the direct downline only: the victim's sub-agent, not the agent above it.
  setDownlineStatus: { reach: 'named', input: (v) => ({ memberId: v.id, status: 'locked' }), allowed: ['subAgent'] },
  resetDownlinePassword: { reach: 'named', input: (v) => ({ memberId: v.id }), allowed: ['subAgent'] },
  getTransactionDetail: { reach: 'named', input: (v) => ({ entryId: String(v.entryId) }) },
  getTransactionHistory: own,
  getWalletOverview: own,
  getBettingRecords: own,
  getPersonalProfit: own,
  launchGame: own,
  getGameRooms: own,
  // The lottery gateway (decision 0071): the member's own recent games; results are the same for everyone.
  lgwRecentGames: own,
  lottoOpenedNumero: own,
  lgwOpenedNumero: own,
  getInbox: own,
  getInboxEmfe: own,
  getInboxUnreadCountEmfe: own,
  getUnreadMessageCount: own,
  getChatUnreadCount: own,
  getChatPermission: own,
  markMessageRead: { reach: 'named', input: (v) => ({ id: v.messageId }) },
  // Agent reports: the caller's own subtree; naming a member outside it is refused (SPEC §6).
  getTeamOverview: own,
  getMyIncome: own,
  getTeamBetting: { reach: 'named', input: (v) => ({ username: v.username }), allowed: ['agent', 'subAgent'] },
  getUserLoss: { reach: 'named', input: (v) => ({ username: v.username }), allowed: ['agent', 'subAgent'] },
  getTeamAccountDetails: { reach: 'named', input: (v) => ({ username: v.username }), allowed: ['agent', 'subAgent'] },
  // KYC: the caller's own documents only (decision 0049).
  getMyKyc: own,
  uploadKycDocument: own,
  // Agent contracts (issue 15): the caller's own contracts and the ones it gave; another's contract id is a field
  // error, an offer reaches the direct downline only.
  getContractConsolidated: own,
  processDividendReq: own,
  processContractDividend: own,
  processDailySalContract: own,
  processDailySalaryContract: own,
  processContractHourSalary: own,
  processContractHourSalaryA: own,
  processRealTimeSalaryContract: own,
  listMyContracts: own,
  listMyContractBills: own,
  actOnAgentContract: own,
  offerAgentContract: {
    reach: 'named',
    input: (v) => ({
      agentId: v.id,
      kind: 'daily',
      period: 'day',
      activeThreshold: 0,
      tiers: [{ rate: 1, minValidBet: 0, minActiveMembers: 0 }],
    }),
    allowed: [],
  },
  // Responsible gaming: a member's own limits, reality check, exclusion and statement only.
  getResponsibleGaming: own,
  setRgLimit: own,
  removeRgLimit: own,
  setRgSessionLimit: own,
  confirmRgLimit: own,
  setRealityCheck: own,
  answerRealityCheck: own,
  excludeSelf: own,
  getActivityStatement: own,
  getAvailablePromotions: own,
  getPromotionClaimList: own,
  signUpRequestReward: own,
  claimLoginPromotion: own,
  getBonusDetails: own,
  // Issued and apply promotions (decision 0077): the caller's own issues and applications only.
  getUnappliedExtraRewardClaimList: own,
  claimIssuedPromotion: own,
  applyPromotion: own,
  getMyPromotionApplications: own,
  forfeitMyBonus: { reach: 'named', input: (v) => ({ bonusId: v.bonusId }) },
  // Points (decision 0055): the caller's own balance, redeems and conversions; the catalog is the merchant's.
  getPointBalance: own,
  getPointConfig: own,
  getPointRewardConversionType: own,
  getPointReward: own,
  redeemPointReward: own,
  getCustomerRebateSettingByProductType: own,
  getClaimableRebates: own,
  requestManualRebate: own,
  getRebateRecords: own,
  // Raffles (decision 0076): the caller's own tickets and prize; the winners are public (masked).
  getRafflePromotionStatus: own,
  claimRafflePromotion: own,
  claimRafflePromotionA: own,
  convertPoint: own,
  getRedeemPointList: own,
  getPlayerRankProgress: own,
  // Missions and leaderboards (decision 0078): the caller's own progress, claims and visits; boards are the
  // merchant's, the caller's place its own.
  getMissionSummaryDetails: own,
  claimMissionReward: own,
  getParticipableQuestList: own,
  getAchievementSettingList: own,
  recordCustomerHeartbeatDaily: own,
  getRankBoardList: own,
  getMissionLeaderboard: own,
  // Invite friends (decision 0081): the caller's own code and friends.
  getReferralDetails: own,
  getInvitedFriends: own,
};

/**
 * How a console endpoint reaches data: a thing of the demo merchant named in the input (`named`), or the
 * operator's own merchant (`merchant`). For another merchant's operator, `named` must be refused (and not for a
 * malformed input), `merchant` must answer nothing of the demo merchant; neither may change the demo merchant.
 */
type OperatorCase = { reach: 'named' | 'merchant' | 'platform'; input: (ids: Ids) => Record<string, unknown> };

const named = (input: OperatorCase['input']): OperatorCase => ({ reach: 'named', input });
const merchantWide = (input: OperatorCase['input'] = () => ({})): OperatorCase => ({ reach: 'merchant', input });
/** The platform super-operator's calls (decision 0069): every merchant's operator is refused them, its owner too. */
const platformOnly = (input: OperatorCase['input'] = () => ({})): OperatorCase => ({ reach: 'platform', input });

/** A whole merchant configuration, valid, for the platform's create and update rows. */
const merchantConfig = {
  name: 'Hijacked Brand',
  domains: ['hijacked.example'],
  defaultLanguage: 'EN',
  supportLanguages: ['EN'],
  currency: 'USD',
  timeZone: 'UTC',
  theme: { brandColour: '#000000', onBrandColour: '#ffffff' },
  customerService: [],
  resources: [],
  appLinks: { android: '', ios: '' },
  agentSupportHours: null,
  modules: {},
};

const channelFields = {
  kind: 'bank_transfer',
  name: 'Rival bank',
  names: {},
  bankName: 'Rival',
  accountHolder: 'Rival SA',
  accountNumber: '000111',
  instructions: '',
  minAmount: 10,
  maxAmount: 100,
  enabled: true,
  sortOrder: 1,
};
const providerFields = {
  name: 'Rival games',
  baseUrl: 'https://games.rival.example',
  enabled: true,
  categories: ['slots'],
};

const operatorCases: Record<string, OperatorCase> = {
  approveDeposit: named((ids) => ({ depositId: ids.depositId })),
  createPaymentChannel: merchantWide(() => ({ code: 'rival-bank', ...channelFields })),
  getDepositProof: named((ids) => ({ depositId: String(ids.depositId) })),
  listPaymentChannels: merchantWide(),
  rejectDeposit: named((ids) => ({ depositId: ids.depositId, reason: 'not yours' })),
  searchDeposits: merchantWide(() => ({ username: 'victima' })),
  updatePaymentChannel: named((ids) => ({ id: ids.channelId, name: 'Hijacked' })),
  createCatalogContainer: named((ids) => ({ vendorId: ids.vendorId, name: 'Hijacked' })),
  getLaneRules: merchantWide(),
  listCatalogGames: merchantWide((ids) => ({ vendorId: String(ids.vendorId) })),
  listCatalogVendors: merchantWide(),
  syncCatalog: named(() => ({ providerCode: 'FICHA' })),
  updateCatalogGame: named((ids) => ({ nodeId: ids.nodeId, names: { EN: 'Hijacked' } })),
  updateCatalogVendor: named((ids) => ({ id: ids.vendorId, displayName: 'Hijacked' })),
  updateLaneRules: merchantWide(() => ({ esportVendors: [], cockfightVendors: [], excludedRngVendors: [] })),
  getMerchantSettings: merchantWide(),
  getOperatorSession: merchantWide(),
  listAuditLog: merchantWide(),
  operatorLogout: merchantWide(),
  updateMerchantSettings: merchantWide(() => ({ maintenance: true })),
  getC2cSettings: merchantWide(),
  updateC2cSettings: merchantWide(() => ({ minAmount: 1, maxAmount: 2, dailyMaxAmount: 3 })),
  getMemberDetail: named((ids) => ({ memberId: String(ids.memberId) })),
  getPasswordPolicy: merchantWide(),
  getRegisterRulesForEdit: merchantWide(),
  listOutbox: merchantWide(),
  resetMemberPassword: named((ids) => ({ memberId: ids.memberId })),
  searchMembers: merchantWide(() => ({ query: 'victima' })),
  setMemberStatus: named((ids) => ({ memberId: ids.memberId, status: 'locked' })),
  setMemberType: named((ids) => ({ memberId: ids.memberId, type: 1 })),
  updatePasswordPolicy: merchantWide(() => ({ captchaAfterFailures: 1 })),
  updateRegisterRules: merchantWide(() => ({ rules: {} })),
  approveWithdrawal: named((ids) => ({ withdrawalId: ids.pendingWithdrawalId })),
  getWithdrawalProof: named((ids) => ({ withdrawalId: String(ids.paidWithdrawalId) })),
  getWithdrawalSettingsForEdit: merchantWide(),
  listWithdrawalQueue: merchantWide(() => ({ member: 'victima' })),
  payWithdrawal: named((ids) => ({ withdrawalId: ids.approvedWithdrawalId })),
  rejectWithdrawal: named((ids) => ({ withdrawalId: ids.pendingWithdrawalId, reason: 'not yours' })),
  updateWithdrawalSettings: merchantWide(() => ({ dailyCount: 9 })),
  createAdjustment: named((ids) => ({
    memberId: ids.memberId,
    direction: 'credit',
    amount: 10,
    reasonCode: 'goodwill',
    note: 'rival',
    requestId: newRequestId(),
  })),
  decideAdjustment: named((ids) => ({ adjustmentId: ids.adjustmentId, decision: 'approve' })),
  getAdjustmentSettings: merchantWide(),
  getMemberWallet: named((ids) => ({ memberId: String(ids.memberId) })),
  listAdjustments: merchantWide((ids) => ({ memberId: String(ids.memberId) })),
  updateAdjustmentSettings: merchantWide(() => ({ dualApprovalThreshold: 1 })),
  createProvider: merchantWide(() => ({ code: 'RIVALP', ...providerFields })),
  getProviderReconciliation: merchantWide(() => ({ date: new Date().toISOString().slice(0, 10) })),
  listProviders: merchantWide(),
  // The lottery back office (decision 0084): the demo merchant's provider code names nothing of the rival's.
  listLotteryProviders: merchantWide(),
  getLotterySettings: named(() => ({ providerCode: 'FICHA' })),
  saveLotteryGameSettings: named(() => ({
    providerCode: 'FICHA',
    gameCode: 'ssc-1m',
    enabled: false,
    maxStakePerDraw: null,
    maxPayoutPerDraw: 1,
    betLimits: [],
  })),
  listLotteryDraws: named(() => ({ providerCode: 'FICHA', gameCode: 'ssc-1m' })),
  getLotteryLiability: named(() => ({ providerCode: 'FICHA', gameCode: 'ssc-1m' })),
  getLotteryReport: named(() => ({ providerCode: 'FICHA', period: 'today' })),
  exportLotteryReport: named(() => ({ providerCode: 'FICHA', period: 'today' })),
  cancelLotteryDraw: named(() => ({ providerCode: 'FICHA', drawCode: 'SSC1-202611270000', reason: 'Hijacked' })),
  // The sportsbook back office (decision 0089): the same path, the `sports` category.
  listSportsbookProviders: merchantWide(),
  listSportsbookEvents: named(() => ({ providerCode: 'FICHA', scope: 'open' })),
  setSportsbookMarketState: named(() => ({ providerCode: 'FICHA', marketId: 'ev-1:1x2', action: 'suspend' })),
  voidSportsbookBets: named(() => ({ providerCode: 'FICHA', eventId: 'ev-1', marketId: null, reason: 'Hijacked' })),
  getSportsbookExposure: named(() => ({ providerCode: 'FICHA' })),
  searchSportsbookBets: named(() => ({ providerCode: 'FICHA', page: 1, pageSize: 25 })),
  rotateProviderSecret: named((ids) => ({ id: ids.providerId })),
  updateProvider: named((ids) => ({ id: ids.providerId, ...providerFields })),
  answerConsoleFeedback: named((ids) => ({ id: ids.feedbackId, answer: 'Hijacked' })),
  createConsoleBanner: merchantWide(() => banner({ title: 'Rival banner' })),
  createConsoleNotice: merchantWide(() => popup('A', 'Rival popup')),
  deleteConsoleBanner: named((ids) => ({ id: ids.bannerId })),
  deleteConsoleNotice: named((ids) => ({ id: ids.noticeId })),
  listConsoleBanners: merchantWide(),
  listConsoleFeedback: merchantWide(),
  listConsoleNotices: merchantWide(),
  updateConsoleBanner: named((ids) => ({ ...banner({ title: 'Hijacked' }), id: ids.bannerId })),
  // Banner images (decision 0065): an upload is always the operator's own merchant's.
  uploadConsoleBannerImage: merchantWide(() => ({
    contentType: 'image/png',
    dataBase64: bannerPng(640, 200, 7).toString('base64'),
  })),
  updateConsoleNotice: named((ids) => ({ ...popup('A', 'Hijacked'), id: ids.noticeId })),
  createConsoleHelpEntry: merchantWide(() => ({ ...helpSection, tag: 'rival-help' })),
  deleteConsoleHelpEntry: named((ids) => ({ id: ids.helpEntryId })),
  listConsoleHelpEntries: merchantWide(),
  updateConsoleHelpEntry: named((ids) => ({ ...helpSection, tag: 'hijacked', id: ids.helpEntryId })),
  listProtectionChanges: merchantWide(),
  approveProtectionChange: named((ids) => ({ changeId: ids.protectionChangeId })),
  cancelProtectionChange: named((ids) => ({ changeId: ids.protectionChangeId })),
  // The second factor: an operator sets up and turns off only its own (a wrong code is refused either way).
  startOperatorTotp: merchantWide(),
  confirmOperatorTotp: named(() => ({ code: '000000' })),
  disableOperatorTotp: named(() => ({ code: '000000' })),
  listConsoleOperators: merchantWide(),
  resetOperatorTotp: named((ids) => ({ operatorId: ids.operatorId })),
  listLoginLocks: merchantWide(),
  // Lifting names an account by username: only the caller's merchant's locks are looked up.
  liftLoginLock: merchantWide(() => ({ scope: 'member', username: 'victima' })),
  listSignInActivity: merchantWide(() => ({ pageNo: 1, pageSize: 20 })),
  getAgentSummary: named((ids) => ({ memberId: String(ids.agentId) })),
  // The dashboard and reports read the caller's merchant's aggregates only; the export answers a CSV file.
  getOperatorDashboard: merchantWide(),
  getConsoleAttention: merchantWide(),
  getOperatorReport: merchantWide(() => ({ groupBy: 'player' })),
  exportOperatorReport: merchantWide(() => ({ groupBy: 'player' })),
  // Promotion reports (decision 0085): the caller's merchant's day rows; a named promotion of another merchant is
  // promotion_not_found.
  getPromotionReport: named((ids) => ({ groupBy: 'promotion', promotionId: String(ids.promotionId) })),
  exportPromotionReport: named((ids) => ({ groupBy: 'day', promotionId: String(ids.promotionId) })),
  searchConsoleBets: merchantWide(() => ({
    from: new Date(Date.now() - 86_400_000).toISOString(),
    to: new Date(Date.now() + 86_400_000).toISOString(),
  })),
  searchAgentTree: merchantWide(() => ({ username: 'victima' })),
  getAgentTreeMember: named((ids) => ({ memberId: String(ids.memberId) })),
  listAgentTreeDownline: named((ids) => ({ memberId: String(ids.agentId) })),
  moveTreeMember: named((ids) => ({ memberId: ids.memberId, uplineId: ids.agentId, withDownline: true, reason: 'x' })),
  // The support chat: conversations, messages and images by id; canned replies are the merchant's own.
  listSupportConversations: merchantWide(),
  getSupportConversation: named((ids) => ({ conversationId: String(ids.supportConversationId) })),
  getMemberSupportHistory: named((ids) => ({ memberId: String(ids.memberId) })),
  getSupportImage: named((ids) => ({ messageId: String(ids.supportMessageId) })),
  listKycDocuments: merchantWide(() => ({ username: 'victima' })),
  getMemberKyc: named((ids) => ({ memberId: String(ids.memberId) })),
  getKycDocumentFile: named((ids) => ({ documentId: String(ids.kycDocumentId) })),
  reviewKycDocument: named((ids) => ({ documentId: ids.kycDocumentId, decision: 'reject', reason: 'Borrosa' })),
  getKycRules: merchantWide(),
  listConsolePromotions: merchantWide(),
  createPromotion: merchantWide(() => ({
    kind: 'signup_reward',
    category: 'welcome',
    texts: { ES: { title: 'Rival', summary: '', rules: '' } },
    art: 'ember',
    startsAt: new Date(Date.now() - 3_600_000).toISOString(),
    endsAt: new Date(Date.now() + 86_400_000).toISOString(),
    budget: 10,
    amount: 1,
    wageringMultiplier: 1,
    expiryHours: 1,
  })),
  updatePromotion: named((ids) => ({
    promotionId: ids.promotionId,
    kind: 'signup_reward',
    category: 'welcome',
    texts: { ES: { title: 'Robada', summary: '', rules: '' } },
    art: 'ember',
    startsAt: new Date(Date.now() - 3_600_000).toISOString(),
    endsAt: new Date(Date.now() + 86_400_000).toISOString(),
    budget: 1,
    amount: 1,
    wageringMultiplier: 1,
    expiryHours: 1,
  })),
  setPromotionStatus: named((ids) => ({ promotionId: ids.promotionId, status: 'paused' })),
  listConsolePromotionClaims: named((ids) => ({ promotionId: String(ids.promotionId) })),
  // Decision 0077: issuing names a promotion of the demo merchant; an application by id (the demo merchant has
  // none in this world: these name one it does not have); the art upload is the operator's own merchant's.
  issuePromotion: named((ids) => ({ promotionId: ids.promotionId, audience: { kind: 'everyone' } })),
  listPromotionIssues: named((ids) => ({ promotionId: String(ids.promotionId) })),
  listPromotionApplications: merchantWide(),
  getPromotionApplicationImage: named(() => ({ applicationId: '1', position: '1' })),
  decidePromotionApplication: named(() => ({ applicationId: 1, decision: 'approve' })),
  uploadConsolePromotionArt: merchantWide(() => ({
    contentType: 'image/png',
    dataBase64: bannerPng(640, 200, 9).toString('base64'),
  })),
  getPlayerBonuses: named((ids) => ({ memberId: String(ids.memberId) })),
  forfeitPlayerBonus: named((ids) => ({ memberId: ids.memberId, bonusId: ids.bonusId, reason: 'Hijacked' })),
  extendPlayerBonus: named((ids) => ({ memberId: ids.memberId, bonusId: ids.bonusId, hours: 1, reason: 'Hijacked' })),
  updateKycRules: merchantWide(() => ({
    levels: [['id_front']],
    requiredLevel: 1,
    withdrawalAbove: 1,
    lifetimeDepositsAbove: 0,
    minimumAge: 21,
  })),
  replySupportConversation: named((ids) => ({ conversationId: ids.supportConversationId, text: 'Hijacked' })),
  markSupportConversationRead: named((ids) => ({
    conversationId: ids.supportConversationId,
    upToId: ids.supportMessageId,
  })),
  assignSupportConversation: named((ids) => ({ conversationId: ids.supportConversationId })),
  setSupportConversationStatus: named((ids) => ({ conversationId: ids.supportConversationId, status: 'closed' })),
  listCannedReplies: merchantWide(),
  createCannedReply: merchantWide(() => ({ title: 'Rival', text: 'Rival reply' })),
  updateCannedReply: named((ids) => ({ id: ids.cannedReplyId, title: 'Hijacked', text: 'Hijacked' })),
  deleteCannedReply: named((ids) => ({ id: ids.cannedReplyId })),
  getContractSetup: merchantWide(),
  updateContractTemplate: merchantWide(() => ({ kind: 'daily', enabled: true, maxRate: 1, tiers: [] })),
  updateContractSettings: merchantWide(() => ({
    payer: 'house',
    approvalThreshold: 1,
    secondApprovalThreshold: 2,
    carryNegativeDividend: false,
  })),
  listConsoleContracts: merchantWide(() => ({ kind: 'daily' })),
  offerHouseContract: named((ids) => ({
    agentId: ids.agentId,
    kind: 'daily',
    period: 'day',
    activeThreshold: 0,
    tiers: [{ rate: 1, minValidBet: 0, minActiveMembers: 0 }],
  })),
  // No contract or bill of the demo merchant exists in this world: these name one it does not have.
  actOnHouseContract: named(() => ({ contractId: 1, action: 'terminate' })),
  listContractBills: merchantWide(),
  decideContractBill: named(() => ({ billId: 1, decision: 'reject' })),
  runContractPeriod: merchantWide(() => ({ kind: 'daily', period: 'day', at: '2020-01-01T00:00:00Z' })),
  diffContractPeriod: merchantWide(() => ({ kind: 'daily', period: 'day', at: '2020-01-01T00:00:00Z' })),
  listContractActions: named(() => ({ contractId: '1' })),
  // Responsible gaming: a player of the merchant by id; reports and register imports are the merchant's own.
  getPlayerRg: named((ids) => ({ memberId: String(ids.memberId) })),
  setPlayerRgLimit: named((ids) => ({ memberId: ids.memberId, kind: 'loss', period: 'day', amount: 5 })),
  liftPlayerRgLimit: named((ids) => ({ memberId: ids.memberId, kind: 'loss', period: 'day' })),
  excludePlayer: named((ids) => ({ memberId: ids.memberId, duration: '24h' })),
  getRgReport: merchantWide(() => ({ from: '2026-01-01', to: '2026-12-31' })),
  importRgRegister: merchantWide(() => ({ csv: 'nobody-at-all@example.com,,' })),
  // The points mall: rules and catalog are the merchant's own; a reward or a redeem by id (the demo merchant has
  // none in this world: these name ones it does not have).
  getPointSettings: merchantWide(),
  updatePointSettings: merchantWide(() => ({
    betRates: [],
    defaultBetRate: 1,
    depositRate: 1,
    convertPoints: 1,
    convertAmount: 1,
    convertTargets: ['cash'],
    bonusMultiplier: 1,
    bonusDays: 1,
  })),
  listPointRewards: merchantWide(),
  savePointReward: named(() => ({ id: 1, kind: 'item', name: 'Hijacked', points: 1, stock: 1 })),
  listPointRedeems: merchantWide(),
  decidePointRedeem: named(() => ({ redeemId: 1, decision: 'reject', reason: 'Out of stock' })),
  listRebateRequests: merchantWide(),
  decideRebateRequest: named(() => ({ requestId: 1, decision: 'approve' })),
  getRaffleDraw: named((ids) => ({ promotionId: String(ids.promotionId) })),
  listVipRanks: merchantWide(),
  saveVipRanks: merchantWide(() => ({ ranks: [] })),
  getLoyaltyReport: merchantWide(),
  // Missions and leaderboards: the merchant's own lists and new ones; a mission or board by id (the demo's first).
  listConsoleMissions: merchantWide(),
  saveMission: named(() => ({
    id: 1,
    titles: { ES: 'Robada' },
    period: 'daily',
    goal: 'rounds',
    targetCount: 1,
    rewardKind: 'points',
    rewardPoints: 1,
    startsAt: new Date(Date.now() - 3_600_000).toISOString(),
    endsAt: new Date(Date.now() + 86_400_000).toISOString(),
    active: true,
  })),
  listConsoleLeaderboards: merchantWide(),
  saveLeaderboard: named(() => ({
    id: 1,
    titles: { ES: 'Robada' },
    metric: 'valid_bet',
    period: 'daily',
    minBet: 0,
    prizeKind: 'points',
    pointPrizes: [1],
    startsAt: new Date(Date.now() - 3_600_000).toISOString(),
    endsAt: new Date(Date.now() + 86_400_000).toISOString(),
    active: true,
  })),
  listLeaderboardResults: named(() => ({ leaderboardId: '1' })),
  // Referrals: the merchant's own rules and list; the rules name a promotion of the demo merchant, which another
  // merchant's operator must not get to pay from.
  getReferralRules: merchantWide(),
  saveReferralRules: named((ids) => ({
    enabled: true,
    promotionId: ids.promotionId,
    rewardKind: 'cash',
    reward: 1,
    minFirstDeposit: 1,
    minValidBets: 0,
    withinDays: 1,
    maxRewardedFriends: 1,
  })),
  listReferrals: merchantWide(),
  // Risk alerts: an alert of the merchant by id; the queue and the rules are the merchant's own.
  listRiskAlerts: merchantWide(() => ({ status: 'open' })),
  getRiskAlert: named((ids) => ({ alertId: String(ids.riskAlertId) })),
  assignRiskAlert: named((ids) => ({ alertId: ids.riskAlertId, take: true })),
  noteRiskAlert: named((ids) => ({ alertId: ids.riskAlertId, body: 'Hijacked' })),
  closeRiskAlert: named((ids) => ({ alertId: ids.riskAlertId, note: 'Hijacked' })),
  lockRiskAlertMember: named((ids) => ({ alertId: ids.riskAlertId })),
  getRiskRules: merchantWide(),
  updateRiskRule: merchantWide(() => ({ rule: 'large_deposit', enabled: true, threshold: 1 })),
  // Player 360: a player of the merchant by id.
  getPlayer360: named((ids) => ({ memberId: String(ids.memberId) })),
  addPlayerNote: named((ids) => ({ memberId: ids.memberId, body: 'Hijacked' })),
  setPlayerTags: named((ids) => ({ memberId: ids.memberId, tags: ['hijacked'] })),
  listPlayerMessages: named((ids) => ({ memberId: String(ids.memberId) })),
  // Operator messages: an audience is always of the caller's merchant (a demo username is an unknown one there,
  // the messages' own test); a message of the merchant by id.
  previewMessageAudience: merchantWide(() => ({ audience: { kind: 'everyone' } })),
  sendOperatorMessage: merchantWide(() => ({ audience: { kind: 'everyone' }, subject: 'Rival', body: 'Rival' })),
  listOperatorMessages: merchantWide(),
  getOperatorMessage: named((ids) => ({ id: String(ids.operatorMessageId) })),
  cancelOperatorMessage: named((ids) => ({ id: ids.operatorMessageId })),
  // Operator accounts (decision 0066): an operator of the merchant by id; the list and a new one are the merchant's.
  listOperatorAccounts: merchantWide(),
  createOperatorAccount: merchantWide(() => ({
    username: 'rival-op',
    displayName: 'Rival',
    role: 'owner',
    password: 'Hijacked#2026',
    allowedCidrs: [],
  })),
  setOperatorRole: named((ids) => ({ operatorId: ids.operatorId, role: 'read-only' })),
  setOperatorStatus: named((ids) => ({ operatorId: ids.operatorId, status: 'inactive' })),
  resetOperatorPassword: named((ids) => ({ operatorId: ids.operatorId, password: 'Hijacked#2026' })),
  setOperatorAllowedIps: named((ids) => ({ operatorId: ids.operatorId, allowedCidrs: ['10.0.0.0/8'] })),
  // Merchants (decision 0069): the platform's; the demo merchant itself is what a rival would reconfigure.
  listPlatformMerchants: platformOnly(),
  createPlatformMerchant: platformOnly(() => ({
    code: 'hijacked',
    ...merchantConfig,
    owner: { username: 'hijacker', displayName: 'Hijacker', password: 'Hijacked#2026' },
  })),
  updatePlatformMerchant: platformOnly(() => ({ code: 'demo', ...merchantConfig })),
  uploadPlatformMerchantLogo: platformOnly(() => ({
    code: 'demo',
    contentType: 'image/png',
    dataBase64: bannerPng(320, 120, 3).toString('base64'),
  })),
  // The caller's own password (the rival owner's, security-world.ts): its own session stays.
  changeOperatorPassword: merchantWide(() => ({ currentPassword: 'Rival#2026', newPassword: 'Rival#2026-changed' })),
  // Custom roles (decision 0068): the rival lists and makes its own; the demo merchant's role is not its to touch.
  listOperatorRoles: merchantWide(),
  createOperatorRole: merchantWide(() => ({ name: 'Rival role', description: '', permissions: ['members.view'] })),
  updateOperatorRole: named((ids) => ({
    id: ids.customRoleId,
    name: 'Hijacked',
    description: '',
    permissions: ['members.manage'],
  })),
  deleteOperatorRole: named((ids) => ({ id: ids.customRoleId })),
};

const memberEndpoints = platformEndpoints.filter((e) => e.auth === 'member');
const operatorEndpoints = platformEndpoints.filter((e) => e.auth === 'operator');

/** The answer of a call, success or envelope failure, as text (to look for what must not leak). */
async function outcome(client: ApiClient, endpoint: Endpoint, input: Record<string, unknown>) {
  try {
    return { ok: true as const, text: JSON.stringify(await client.call(endpoint, input as EndpointInput<Endpoint>)) };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { ok: false as const, error, text: JSON.stringify({ ...error, message: error.message }) };
  }
}

/** Console endpoints that answer a file rather than an envelope. */
const fileEndpoints = new Set<string>([
  exportOperatorReport.name,
  exportPromotionReport.name,
  exportLotteryReport.name,
]);

/** The answer of a file endpoint as `outcome` gives it: the file as text when it is one, else the refusal. */
async function fileOutcome(token: string, endpoint: Endpoint, input: Record<string, unknown>) {
  const query = new URLSearchParams(Object.entries(input).map(([k, v]): [string, string] => [k, String(v)]));
  const response = await fetch(`${baseUrl}${endpoint.path}?${query}`, { headers: { authorization: token } });
  const text = await response.text();
  if (response.status === 200 && /^text\/csv/.test(response.headers.get('content-type') ?? '')) {
    return { ok: true as const, text };
  }
  const body = JSON.parse(text) as { errorCode: string; message: string };
  return { ok: false as const, error: new ApiError(body.errorCode, body.message, response.status), text };
}

const expectNoMarkers = (text: string, markers: readonly string[], label: string) => {
  for (const marker of markers)
    expect(text.toLowerCase(), `${label} leaked ${marker}`).not.toContain(marker.toLowerCase());
};

describe('the matrix covers the route table', () => {
  it('has a row for every member and console endpoint, and none for endpoints that are gone', () => {
    expect(Object.keys(memberCases).sort()).toEqual(memberEndpoints.map((e) => e.name).sort());
    expect(Object.keys(operatorCases).sort()).toEqual(operatorEndpoints.map((e) => e.name).sort());
  });

  it('sees a change in the database state it compares (the instrument of every "nothing changed")', async () => {
    const before = await databaseState(t.db);
    const demoBefore = await databaseState(t.db, { merchantId: w.demo.id });
    await w.actors.playerB.client.call(updateLanguage, { language: 'ES' });
    expect(await databaseState(t.db)).not.toEqual(before);
    expect(await databaseState(t.db, { merchantId: w.demo.id })).not.toEqual(demoBefore);
  });
});

describe('no session, a forged session, or the wrong kind of session', () => {
  const guarded = [...memberEndpoints, ...operatorEndpoints];
  const credentials = [
    { name: 'anonymous', authorization: () => undefined },
    { name: 'a forged token', authorization: () => 'A'.repeat(43) },
    // A member's session opens no console call, and an operator's no member call.
    {
      name: 'the other kind of session',
      authorization: (e: Endpoint) => (e.auth === 'member' ? w.adminToken : w.victim.token),
    },
  ];

  for (const credential of credentials) {
    it(`refuses every guarded endpoint to ${credential.name} with a 401 envelope, changing nothing`, async () => {
      const before = await databaseState(t.db);
      for (const endpoint of guarded) {
        const authorization = credential.authorization(endpoint);
        const response = await t.app.inject({
          method: endpoint.method,
          url: endpoint.path,
          headers: authorization ? { authorization } : {},
          ...(endpoint.method === 'GET' ? {} : { payload: {} }),
        });
        const label = `${credential.name} → ${endpoint.name}`;
        expect(response.statusCode, label).toBe(401);
        expect(response.json(), label).toMatchObject({ success: false, errorCode: expect.any(String) });
        expect(response.json<{ message: string }>().message.length, label).toBeGreaterThan(0);
      }
      expect(await databaseState(t.db)).toEqual(before);
    });
  }
});

describe('the seamless wallet without a valid signature', () => {
  it('refuses every provider call unsigned or forged with 401 INVALID_SIGNATURE, changing nothing', async () => {
    const before = await databaseState(t.db);
    for (const endpoint of seamlessEndpoints) {
      for (const headers of [
        {},
        { 'x-provider': 'FICHA', 'x-signature': '0'.repeat(64) },
        { 'x-provider': 'NOBODY', 'x-signature': '0'.repeat(64) },
      ]) {
        const response = await t.app.inject({
          method: 'POST',
          url: endpoint.path,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: JSON.stringify({ requestId: 'forged-request', timestamp: Date.now(), playerId: 'x' }),
        });
        expect([response.statusCode, response.json<{ errorCode: string }>().errorCode], endpoint.name).toEqual([
          401,
          'INVALID_SIGNATURE',
        ]);
      }
    }
    expect(await databaseState(t.db)).toEqual(before);
  });
});

describe("members reaching another member's things", () => {
  const namedEndpoints = memberEndpoints.filter((e) => memberCases[e.name]?.reach === 'named');

  for (const endpoint of namedEndpoints) {
    const rule = memberCases[endpoint.name] as Extract<MemberCase, { reach: 'named' }>;
    for (const actorName of memberActorNames) {
      if (rule.allowed?.includes(actorName)) continue;
      it(`${endpoint.name}: refuses the ${actorName} the victim's thing and changes nothing`, async () => {
        const actor = w.actors[actorName];
        const before = await databaseState(t.db);
        const result = await outcome(actor.client, endpoint, rule.input(w.victim));
        expect(result.ok, result.text).toBe(false);
        if (result.ok) return;
        expect(result.error.status).toBeGreaterThanOrEqual(400);
        expect(result.error.status).toBeLessThan(500);
        expect(result.error.errorCode, 'a refusal for the thing, not for a malformed input').not.toBe(
          'request_param_err',
        );
        expectNoMarkers(result.text, w.victimMarkers, `${actorName} → ${endpoint.name}`);
        expect(await databaseState(t.db)).toEqual(before);
      });
    }
  }

  it("lets the victim's agent and sub-agent reach it (their subtree), so the refusals above are about scope", async () => {
    const rule = memberCases['transferToDownline'] as Extract<MemberCase, { reach: 'named' }>;
    const endpoint = memberEndpoints.find((e) => e.name === 'transferToDownline') as Endpoint;
    for (const actorName of rule.allowed ?? []) {
      const result = await outcome(w.actors[actorName].client, endpoint, rule.input(w.victim));
      expect(result.ok, `${actorName}: ${result.text}`).toBe(true);
    }
  });

  it('refuses a sub-agent its own upline and an agent a player outside its tree (transfers go down only)', async () => {
    const endpoint = memberEndpoints.find((e) => e.name === 'transferToDownline') as Endpoint;
    const before = await databaseState(t.db);
    for (const [actorName, username] of [
      ['subAgent', w.actors.agent.username],
      ['agent', w.actors.playerB.username],
      ['agent', w.actors.unrelatedAgent.username],
    ] as const) {
      const result = await outcome(w.actors[actorName].client, endpoint, {
        username,
        amount: 1,
        paymentPassword: worldPaymentPassword,
        requestId: newRequestId(),
      });
      expect(result.ok, `${actorName} → ${username}: ${result.text}`).toBe(false);
    }
    expect(await databaseState(t.db)).toEqual(before);
  });

  const uplineOfVictim = new Set<MemberActorName>(['agent', 'subAgent']);

  it("answers every member read with the caller's own data only, never the victim's", async () => {
    const reads = memberEndpoints.filter((e) => e.method === 'GET' && memberCases[e.name]?.reach === 'own');
    for (const actorName of memberActorNames) {
      for (const endpoint of reads) {
        const input = endpoint.request.safeParse({}).success ? {} : null;
        if (input === null) continue;
        const result = await outcome(w.actors[actorName].client, endpoint, input);
        // The victim's upline knows its username (it transfers to it by name); nothing more.
        const markers = uplineOfVictim.has(actorName) ? w.victimMarkers.slice(1) : w.victimMarkers;
        expectNoMarkers(result.text, markers, `${actorName} → ${endpoint.name}`);
      }
    }
  });

  it('refuses a trial account every call that needs a real wallet, changing nothing (SPEC §6)', async () => {
    const trial = w.actors.trial.client;
    const today = new Date().toISOString().slice(0, 10);
    const calls: Array<[Endpoint, Record<string, unknown>]> = [
      [getWalletBalance, {}],
      [getTransactionHistory, {}],
      [getBettingRecords, { startDate: today, endDate: today }],
      [submitDeposit, { channelCode: 'banco-demo', amount: 150, reference: 'REF-TRIAL', proof: pngProof }],
      [startGatewayDeposit, { channelCode: 'pasarela-demo', amount: 50 }],
      [
        bindBankAccount,
        {
          payeeName: 'Prueba Uno',
          bankName: 'Banco',
          accountNumber: '4445556667',
          paymentPassword: worldPaymentPassword,
        },
      ],
      [requestWithdrawal, { amount: 10, bankAccountId: w.victim.bankAccountId, paymentPassword: worldPaymentPassword }],
      [transferToUpline, { amount: 1, paymentPassword: worldPaymentPassword, requestId: newRequestId() }],
      [
        processC2cTransaction,
        { toUsername: 'victima', amount: 1, paymentPassword: worldPaymentPassword, requestId: newRequestId() },
      ],
      [launchGame, { nodeId: String(w.demoIds.nodeId) }],
    ];
    const before = await databaseState(t.db);
    for (const [endpoint, input] of calls) {
      const result = await outcome(trial, endpoint, input);
      expect(result.ok ? 'allowed' : [result.error.status, result.error.errorCode], endpoint.name).toEqual([
        403,
        'in_need_true_account',
      ]);
    }
    expect(await databaseState(t.db)).toEqual(before);
  });

  it('still lets the victim in: nobody revoked its session or changed its password', async () => {
    expect(await w.victim.client.call(getMemberInfo, {})).toMatchObject({ userName: 'victima' });
  });
});

/**
 * Operators who must not reach the demo merchant. The roles of the demo merchant's own operators plug in here as
 * further rows once the permission matrix exists (they are walked endpoint × role by the roles' own test).
 */
const outsiders = [
  { name: 'an operator of another merchant', client: () => w.rival.client, token: () => w.rival.token },
];

describe("operators reaching another merchant's things", () => {
  for (const outsider of outsiders) {
    for (const endpoint of operatorEndpoints) {
      const rule = operatorCases[endpoint.name];
      if (!rule || endpoint.name === operatorLogout.name) continue;
      it(`${endpoint.name}: ${outsider.name} ${rule.reach === 'merchant' ? 'sees only its own' : 'is refused'}, and the demo merchant stays as it was`, async () => {
        const before = await databaseState(t.db, { merchantId: w.demo.id });
        const result = fileEndpoints.has(endpoint.name)
          ? await fileOutcome(outsider.token(), endpoint, rule.input(w.demoIds))
          : await outcome(outsider.client(), endpoint, rule.input(w.demoIds));
        if (rule.reach === 'platform') {
          expect(result.ok ? 'allowed' : [result.error.status, result.error.errorCode], result.text).toEqual([
            403,
            'operator_forbidden',
          ]);
        } else if (rule.reach === 'named') {
          expect(result.ok, result.text).toBe(false);
          if (!result.ok) {
            expect(result.error.status).toBeGreaterThanOrEqual(400);
            expect(result.error.status).toBeLessThan(500);
            expect(result.error.errorCode, 'a refusal for the thing, not for a malformed input').not.toBe(
              'request_param_err',
            );
          }
        } else {
          expect(result.ok, `the outsider's own ${endpoint.name} works: ${result.text}`).toBe(true);
        }
        expectNoMarkers(result.text, w.demoMarkers, `${outsider.name} → ${endpoint.name}`);
        expect(await databaseState(t.db, { merchantId: w.demo.id })).toEqual(before);
      });
    }
  }

  it("refuses the demo merchant's own owner every platform call, changing nothing anywhere", async () => {
    const before = await databaseState(t.db);
    for (const endpoint of operatorEndpoints.filter((e) => operatorCases[e.name]?.reach === 'platform')) {
      const result = await outcome(w.admin, endpoint, operatorCases[endpoint.name]!.input(w.demoIds));
      expect(result.ok ? 'allowed' : [result.error.status, result.error.errorCode], endpoint.name).toEqual([
        403,
        'operator_forbidden',
      ]);
    }
    expect(await databaseState(t.db)).toEqual(before);
  });

  it("ends only the outsider's own session at logout, never the demo operator's", async () => {
    const outsider = apiClient(baseUrl, { token: w.rival.token });
    await outsider.call(operatorLogout, {});
    expect(await w.admin.call(getOperatorSession, {})).toMatchObject({ username: 'admin', merchantCode: 'demo' });
  });
});
