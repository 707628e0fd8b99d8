import { fileURLToPath } from 'node:url';
import { installContractHttp } from '@ficha/contract/server';
import {
  healthRoutes,
  installMetrics,
  isDatabaseUnavailable,
  serverOptions,
  type SqlConnection,
} from '@ficha/server-kit';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Config } from './config.ts';
import { createLobbyChanges } from './cache/lobby-changes.ts';
import { createDb } from './db/database.ts';
import { accessCallers } from './http/access-hook.ts';
import { createCredentialAdmission } from './http/credential-admission.ts';
import { installCredentialAdmissionMetrics } from './http/credential-admission-metrics.ts';
import { startPeriodicJob } from '@ficha/server-kit';
import { docsRoutes } from './http/docs.routes.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { installStaticSites } from './http/static-sites.ts';
import { accountRoutes } from './modules/accounts/accounts.routes.ts';
import { agentCenterRoutes } from './modules/agent-center/agent-center.routes.ts';
import { createAgentCenterService } from './modules/agent-center/agent-center.service.ts';
import { agentTreeRoutes } from './modules/agent-tree/agent-tree.routes.ts';
import { createAgentTreeService } from './modules/agent-tree/agent-tree.service.ts';
import { agentReportRoutes } from './modules/agent-reports/agent-reports.routes.ts';
import { createAgentReportService } from './modules/agent-reports/agent-reports.service.ts';
import { startMemberStatsFold } from './modules/agent-reports/member-stats-fold.ts';
import { agentContractRoutes } from './modules/agent-contracts/agent-contracts.routes.ts';
import { createAgentContractService } from './modules/agent-contracts/agent-contracts.service.ts';
import { startContractSettlementJob } from './modules/agent-contracts/contract-jobs.ts';
import { createContractSettlement } from './modules/agent-contracts/contract-settlement.ts';
import { contractTestClockRoutes, createContractClock } from './modules/agent-contracts/contract-test-clock.ts';
import { createLoginService } from './modules/accounts/login.service.ts';
import { createLedgerService } from './modules/ledger/ledger.service.ts';
import { startBonusWalletJobs } from './modules/bonus-wallet/bonus-wallet-jobs.ts';
import { createBonusWalletService } from './modules/bonus-wallet/bonus-wallet.service.ts';
import { depositRoutes } from './modules/deposits/deposits.routes.ts';
import { createBonusHistoryService } from './modules/promotions/bonus-history.service.ts';
import { promotionRoutes } from './modules/promotions/promotions.routes.ts';
import { startRaffleJob } from './modules/promotions/raffle-jobs.ts';
import { raffleRoutes } from './modules/promotions/raffles.routes.ts';
import { createRaffleService } from './modules/promotions/raffles.service.ts';
import { startRebateJob } from './modules/promotions/rebate-jobs.ts';
import { rebateRoutes } from './modules/promotions/rebates.routes.ts';
import { createRebateService } from './modules/promotions/rebates.service.ts';
import { startLeaderboardJob } from './modules/missions/leaderboard-jobs.ts';
import { createLeaderboardService } from './modules/missions/leaderboards.service.ts';
import { missionRoutes } from './modules/missions/missions.routes.ts';
import { createMissionService } from './modules/missions/missions.service.ts';
import { startReferralJob } from './modules/referrals/referral-jobs.ts';
import { referralRoutes } from './modules/referrals/referrals.routes.ts';
import { createReferralService } from './modules/referrals/referrals.service.ts';
import { createPromotionService } from './modules/promotions/promotions.service.ts';
import { applicationRoutes } from './modules/promotions/applications.routes.ts';
import { createApplicationService } from './modules/promotions/applications.service.ts';
import { issuedPromotionRoutes } from './modules/promotions/issued.routes.ts';
import { createIssuedPromotionService } from './modules/promotions/issued.service.ts';
import { createDepositService } from './modules/deposits/deposits.service.ts';
import { paymentGatewayRoutes } from './modules/deposits/gateway/payment-gateway.routes.ts';
import { createPaymentGatewayService } from './modules/deposits/gateway/payment-gateway.service.ts';
import { createPaymentChannelService } from './modules/deposits/payment-channels.service.ts';
import { betRecordRoutes } from './modules/bet-records/bet-records.routes.ts';
import { createBetRecordService, type GameNames, type ListedGames } from './modules/bet-records/bet-records.service.ts';
import { createConsoleBetService } from './modules/bet-records/console-bets.service.ts';
import { operatorReportRoutes } from './modules/operator-reports/operator-reports.routes.ts';
import { promotionReportRoutes } from './modules/promotion-reports/promotion-reports.routes.ts';
import { createPromotionReportService } from './modules/promotion-reports/promotion-reports.service.ts';
import { attentionRoutes } from './modules/attention/attention.routes.ts';
import { createAttentionService } from './modules/attention/attention.service.ts';
import { createOperatorReportService } from './modules/operator-reports/operator-reports.service.ts';
import { providerRoutes } from './modules/seamless/providers.routes.ts';
import { createProviderDirectory, listenToProviderChanges } from './modules/seamless/provider-directory.ts';
import { createProviderRegistryService } from './modules/seamless/providers.service.ts';
import { seamlessCaller } from './modules/seamless/seamless-caller.ts';
import { seamlessRoutes } from './modules/seamless/seamless.routes.ts';
import { createSeamlessService } from './modules/seamless/seamless.service.ts';
import { walletRoutes } from './modules/wallet/wallet.routes.ts';
import { accountRecordRoutes } from './modules/account-records/account-records.routes.ts';
import { createAccountRecordsService } from './modules/account-records/account-records.service.ts';
import { adjustmentRoutes } from './modules/adjustments/adjustments.routes.ts';
import { createAdjustmentService } from './modules/adjustments/adjustments.service.ts';
import { transferRoutes } from './modules/transfers/transfers.routes.ts';
import { createTransferService } from './modules/transfers/transfers.service.ts';
import { createWalletService } from './modules/wallet/wallet.service.ts';
import { createPasswordService } from './modules/accounts/passwords.service.ts';
import { createRegistrationService } from './modules/accounts/registration.service.ts';
import { createAuditService } from './modules/audit/audit.service.ts';
import { captchaRoutes } from './modules/captcha/captcha.routes.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { createCatalogService } from './modules/catalog/catalog.service.ts';
import { consoleCatalogRoutes } from './modules/catalog/console-catalog.routes.ts';
import { createConsoleCatalogService } from './modules/catalog/console-catalog.service.ts';
import { winnerBoardRoutes } from './modules/catalog/winner-board.routes.ts';
import { gameFeedRoutes } from './modules/catalog/game-feeds.routes.ts';
import { createWinnerBoardService } from './modules/catalog/winner-board.service.ts';
import { launchRoutes } from './modules/launch/launch.routes.ts';
import { createLaunchService } from './modules/launch/launch.service.ts';
import { createGameRoomService } from './modules/launch/game-rooms.service.ts';
import { lotteryGatewayRoutes } from './modules/lottery-gateway/lottery-gateway.routes.ts';
import { createLotteryGatewayService } from './modules/lottery-gateway/lottery-gateway.service.ts';
import { lotteryConsoleRoutes } from './modules/provider-back-office/lottery-console.routes.ts';
import { createLotteryConsoleService } from './modules/provider-back-office/lottery-console.service.ts';
import { sportsbookConsoleRoutes } from './modules/provider-back-office/sportsbook-console.routes.ts';
import { createSportsbookConsoleService } from './modules/provider-back-office/sportsbook-console.service.ts';
import { createProviderBackOfficeService } from './modules/provider-back-office/provider-back-office.service.ts';
import { createCaptchaService } from './modules/captcha/captcha.service.ts';
import { startMailFromConfig } from './modules/mail/mail-from-config.ts';
import { memberSecurityRoutes } from './modules/member-security/member-security.routes.ts';
import { createMemberSecurityService } from './modules/member-security/member-security.service.ts';
import { consoleMemberRoutes } from './modules/members/console-members.routes.ts';
import { createConsoleMemberService } from './modules/members/console-members.service.ts';
import { outboxRoutes } from './modules/outbox/outbox.routes.ts';
import { createOutboxService } from './modules/outbox/outbox.service.ts';
import { realtimeRoutes, installWebSocket } from './modules/realtime/realtime.routes.ts';
import { installRealtimeMetrics } from './modules/realtime/realtime-metrics.ts';
import { startRealtime } from './modules/realtime/realtime.service.ts';
import { createRateLimiter } from './modules/rate-limits/rate-limits.service.ts';
import { createSessionService } from './modules/sessions/sessions.service.ts';
import { createResponsibleGamingService } from './modules/responsible-gaming/responsible-gaming.service.ts';
import { responsibleGamingRoutes } from './modules/responsible-gaming/responsible-gaming.routes.ts';
import { createSmsProviderFromConfig } from './modules/sms/sms-provider.ts';
import { createSmsService } from './modules/sms/sms.service.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { createContentService } from './modules/content/content.service.ts';
import { consoleContentRoutes } from './modules/content/console-content.routes.ts';
import { bannerImageRoutes } from './modules/content/banner-images.routes.ts';
import { createBannerImageService } from './modules/content/banner-images.service.ts';
import { createConsoleContentService } from './modules/content/console-content.service.ts';
import { createConsoleHelpService } from './modules/content/console-help.service.ts';
import { feedbackRoutes } from './modules/feedback/feedback.routes.ts';
import { createFeedbackService } from './modules/feedback/feedback.service.ts';
import { messageRoutes } from './modules/messages/messages.routes.ts';
import { createMessageService } from './modules/messages/messages.service.ts';
import { startOperatorMessageJob } from './modules/messages/operator-message-jobs.ts';
import { operatorMessageRoutes } from './modules/messages/operator-messages.routes.ts';
import { createOperatorMessageService } from './modules/messages/operator-messages.service.ts';
import { createMerchantService } from './modules/merchants/merchants.service.ts';
import { createMerchantLogoService } from './modules/merchants/merchant-logos.ts';
import { merchantOnboardingRoutes } from './modules/merchants/merchant-onboarding.routes.ts';
import { createMerchantOnboardingService } from './modules/merchants/merchant-onboarding.service.ts';
import { consoleRoutes } from './modules/operators/console.routes.ts';
import { createOperatorService } from './modules/operators/operators.service.ts';
import { createOperatorTotpService } from './modules/operators/operator-totp.service.ts';
import { operatorSecurityRoutes } from './modules/operators/operator-security.routes.ts';
import { operatorAccountRoutes } from './modules/operators/operator-accounts.routes.ts';
import { createOperatorAccountService } from './modules/operators/operator-accounts.service.ts';
import { customRoleRoutes } from './modules/operators/custom-roles.routes.ts';
import { createCustomRoleService } from './modules/operators/custom-roles.service.ts';
import { createLoginThrottle } from './modules/login-throttle/login-throttle.service.ts';
import { loginThrottleRoutes } from './modules/login-throttle/login-throttle.routes.ts';
import { createRegionService } from './modules/region/region.service.ts';
import { sessionKeyRoutes } from './modules/session-keys/session-keys.routes.ts';
import { createSessionKeyService } from './modules/session-keys/session-keys.service.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { startWithdrawalJobs } from './modules/withdrawals/withdrawal-jobs.ts';
import { createWithdrawalModule } from './modules/withdrawals/withdrawal-module.ts';
import { withdrawalRoutes } from './modules/withdrawals/withdrawals.routes.ts';
import { createPointsAdminService } from './modules/points/points-admin.service.ts';
import { createPointsService } from './modules/points/points.service.ts';
import { pointsRoutes } from './modules/points/points.routes.ts';
import { createVipService } from './modules/vip/vip.service.ts';
import { startBirthdayJob } from './modules/vip/birthday-jobs.ts';
import { loyaltyReportRoutes } from './modules/loyalty-reports/loyalty-reports.routes.ts';
import { createLoyaltyReportService } from './modules/loyalty-reports/loyalty-reports.service.ts';
import { createBirthdayRewards } from './modules/vip/vip-birthdays.ts';
import { vipRoutes } from './modules/vip/vip.routes.ts';
import { createSystemService } from './modules/system/system.service.ts';
import { createSiteService } from './modules/site/site.service.ts';
import { createClientEventService } from './modules/site/client-events.service.ts';
import { siteRoutes } from './modules/site/site.routes.ts';
import { kycRoutes } from './modules/kyc/kyc.routes.ts';
import { player360Routes } from './modules/player-360/player-360.routes.ts';
import { createPlayer360Service } from './modules/player-360/player-360.service.ts';
import { startRiskEvaluation } from './modules/risk/risk-evaluation.ts';
import { riskRoutes } from './modules/risk/risk.routes.ts';
import { createRiskService } from './modules/risk/risk.service.ts';
import { createKycService } from './modules/kyc/kyc.service.ts';
import { startProtectionChangeJobs } from './modules/protection-changes/protection-change-jobs.ts';
import { protectionChangeRoutes } from './modules/protection-changes/protection-changes.routes.ts';
import { createProtectionChangeService } from './modules/protection-changes/protection-changes.service.ts';
import { createCannedReplyService } from './modules/support-chat/canned-replies.service.ts';
import { startSupportChatLive } from './modules/support-chat/support-chat-live.ts';
import { supportChatRoutes } from './modules/support-chat/support-chat.routes.ts';
import { createSupportChatService } from './modules/support-chat/support-chat.service.ts';
import { createSupportInboxService } from './modules/support-chat/support-inbox.service.ts';
import { supportImRoutes } from './modules/support-chat/support-im.routes.ts';

export interface BuildAppOptions {
  config: Config;
  connection: SqlConnection;
  /** Test seams: deterministic captcha answers so a test can solve what it is shown. */
  testing?: { captchaAnswer?: () => string; now?: () => Date };
}

/**
 * The composition root of the platform: services wired to their few dependencies, then the HTTP layer.
 * Tests start exactly this with `app.inject`.
 */
export async function buildApp({ config, connection, testing }: BuildAppOptions): Promise<FastifyInstance> {
  const db = createDb(connection);
  const app = Fastify(
    serverOptions({
      service: 'platform',
      logLevel: config.LOG_LEVEL,
      trustProxy: config.TRUST_PROXY,
    }),
  );
  // Before every route, so the plugin sees each upgrade request.
  await installWebSocket(app);

  const audit = createAuditService(db);
  // Decision 0033: the lobby caches of every instance drop what a console change makes stale.
  const lobby = createLobbyChanges(db, app.log);
  const lobbyListener = await lobby.listen(connection);
  app.addHook('onClose', () => lobbyListener.close());
  const merchants = createMerchantService(db, {
    audit,
    defaultMerchantCode: config.DEFAULT_MERCHANT,
    hostFallback: config.MERCHANT_HOST_FALLBACK,
    lobby,
  });
  const region = createRegionService();
  const content = createContentService(db, { lobby });
  const paymentChannels = createPaymentChannelService(db, { audit, lobby });
  const system = createSystemService({ merchants, content, region, lobby, paymentChannels });
  const rateLimiter = createRateLimiter(db);
  const outbox = createOutboxService(db);
  const captcha = createCaptchaService(db, testing?.captchaAnswer ? { newAnswer: testing.captchaAnswer } : {});
  const loginThrottle = createLoginThrottle(db, { captcha, audit });
  const operators = createOperatorService(db, {
    merchants,
    sessionTtlMs: config.OPERATOR_SESSION_TTL_MINUTES * 60_000,
    throttle: loginThrottle,
    audit,
  });
  const operatorTotp = createOperatorTotpService(db, { audit });
  const operatorAccounts = createOperatorAccountService(db, { audit });
  const operatorRoles = createCustomRoleService(db, { audit });
  const sms = createSmsService(db, { provider: createSmsProviderFromConfig(config), outbox, rateLimiter });
  const mailRuntime = await startMailFromConfig(config, outbox);
  app.addHook('onClose', () => mailRuntime.close());
  const verification = { captcha, sms, mail: mailRuntime.mail, rateLimiter };
  const upkeep = startPeriodicJob(app.log, {
    name: 'prune-verification',
    everyMs: 3_600_000,
    work: () => Promise.all([captcha.prune(), sms.prune(), rateLimiter.prune(), loginThrottle.prune()]),
  });
  app.addHook('onClose', async () => upkeep.stop());
  const sessions = createSessionService(db, { ttlMs: config.MEMBER_SESSION_TTL_MINUTES * 60_000 });
  const login = createLoginService(db, { sessions, throttle: loginThrottle, ...verification });
  const registration = createRegistrationService(db, { sessions, merchants, ...verification });
  const passwords = createPasswordService(db, { sessions, merchants, ...verification });
  const kyc = createKycService(db, { audit });
  const security = createMemberSecurityService(db, { sessions, kyc, ...verification });
  const consoleMembers = createConsoleMemberService(db, { audit, sessions, merchants });
  const ledger = createLedgerService(db);
  const wallet = createWalletService({ ledger });
  const realtime = await startRealtime(app, {
    connection,
    sessions,
    heartbeatMs: config.REALTIME_HEARTBEAT_SECONDS * 1000,
  });
  const bonusWallet = createBonusWalletService(db, { ledger, ...(testing?.now ? { now: testing.now } : {}) });
  const bonusWalletJobs = startBonusWalletJobs(app.log, bonusWallet);
  app.addHook('onClose', async () => bonusWalletJobs.stop());
  const vip = createVipService(db, { audit, ...(testing?.now ? { now: testing.now } : {}) });
  const withdrawals = createWithdrawalModule(db, { ledger, audit, merchants, security, bonusWallet, kyc, vip });
  const points = createPointsService(db, {
    ledger,
    bonusWallet,
    security,
    ...(testing?.now ? { now: testing.now } : {}),
  });
  const pointsAdmin = createPointsAdminService(db, { ledger, audit });
  const withdrawalJobs = startWithdrawalJobs(app.log, db);
  app.addHook('onClose', async () => withdrawalJobs.stop());
  const transfers = createTransferService(db, { ledger, audit, rateLimiter });
  const catalog = createCatalogService(db, { lobby });
  const gameNames: GameNames = async (merchant, language) =>
    new Map(
      [...(await catalog.itemsByProviderGame({ merchant, language }))].map(([key, item]) => [key, item.gameName]),
    );
  const agentReports = createAgentReportService(db, {
    maxRangeDays: config.AGENT_REPORT_MAX_DAYS,
    gameNames,
    ...(testing?.now ? { now: testing.now } : {}),
  });
  const operatorReports = createOperatorReportService(db, {
    maxRangeDays: config.AGENT_REPORT_MAX_DAYS,
    gameNames,
    ...(testing?.now ? { now: testing.now } : {}),
  });
  const promotionReports = createPromotionReportService(db, {
    maxRangeDays: config.AGENT_REPORT_MAX_DAYS,
    ...(testing?.now ? { now: testing.now } : {}),
  });
  const agentCenter = createAgentCenterService(db, {
    merchants,
    members: consoleMembers,
    audit,
    rateLimiter,
    content,
    reports: agentReports,
  });
  const accountRecords = createAccountRecordsService(db, { ledger });
  const adjustments = createAdjustmentService(db, { ledger, audit, records: accountRecords });
  const protection = createProtectionChangeService(db, {
    audit,
    settings: {
      'adjustment-settings': adjustments.protectedSettings,
      'withdrawal-settings': withdrawals.settings.protectedSettings,
    },
    delayMs: config.PROTECTION_CHANGE_DELAY_HOURS * 3_600_000,
    now: testing?.now ?? (() => new Date()),
  });
  const protectionJobs = startProtectionChangeJobs(app.log, protection);
  app.addHook('onClose', async () => protectionJobs.stop());
  const bannerImages = createBannerImageService(db, { audit });
  const promotions = createPromotionService(db, {
    ledger,
    bonusWallet,
    audit,
    merchants,
    bannerImages,
    ...(testing?.now ? { now: testing.now } : {}),
  });
  const rebates = createRebateService(db, {
    ledger,
    bonusWallet,
    audit,
    merchants,
    vip,
    ...(testing?.now ? { now: testing.now } : {}),
  });
  const rebateJob = startRebateJob(app.log, rebates, config.REBATE_SETTLE_MS);
  app.addHook('onClose', async () => rebateJob.stop());
  // Birthday rewards are looked for on the rebate clock too (decision 0082).
  const birthdayJob = startBirthdayJob(
    app.log,
    createBirthdayRewards(db, { ledger, bonusWallet, merchants, vip, ...(testing?.now ? { now: testing.now } : {}) }),
    config.REBATE_SETTLE_MS,
  );
  app.addHook('onClose', async () => birthdayJob.stop());
  const raffles = createRaffleService(db, {
    ledger,
    bonusWallet,
    merchants,
    ...(testing?.now ? { now: testing.now } : {}),
  });
  const raffleJob = startRaffleJob(app.log, raffles, config.RAFFLE_DRAW_MS);
  app.addHook('onClose', async () => raffleJob.stop());
  const missions = createMissionService(db, {
    ledger,
    bonusWallet,
    audit,
    ...(testing?.now ? { now: testing.now } : {}),
  });
  const leaderboards = createLeaderboardService(db, {
    ledger,
    audit,
    merchants,
    ...(testing?.now ? { now: testing.now } : {}),
  });
  // Leaderboard periods close on the same clock as rebate periods (decision 0078).
  const leaderboardJob = startLeaderboardJob(app.log, leaderboards, config.REBATE_SETTLE_MS);
  app.addHook('onClose', async () => leaderboardJob.stop());
  const referrals = createReferralService(db, {
    ledger,
    bonusWallet,
    audit,
    merchants,
    ...(testing?.now ? { now: testing.now } : {}),
  });
  const referralJob = startReferralJob(app.log, referrals, config.REFERRAL_EVALUATION_MS);
  app.addHook('onClose', async () => referralJob.stop());
  const deposits = createDepositService(db, { ledger, audit, merchants, promotions });
  const paymentGateway = createPaymentGatewayService(db, {
    deposits,
    merchants,
    settings: {
      url: config.PAYMENT_GATEWAY_URL,
      secret: config.PAYMENT_GATEWAY_SECRET,
      orderTtlMs: config.PAYMENT_ORDER_TTL_MINUTES * 60_000,
    },
  });
  const orderExpiry = startPeriodicJob(app.log, {
    name: 'expire-gateway-orders',
    everyMs: 60_000,
    work: () => paymentGateway.expireOrders(),
  });
  app.addHook('onClose', async () => orderExpiry.stop());
  const seamless = createSeamlessService(db, {
    bonusWallet,
    merchants,
    ...(testing?.now ? { now: testing.now } : {}),
  });
  const responsibleGaming = createResponsibleGamingService(db, {
    audit,
    sessions,
    merchants,
    allowTestRealityCheck: config.RG_TEST_REALITY_CHECK,
    ...(testing?.now ? { now: testing.now } : {}),
  });
  const providerDirectory = createProviderDirectory(db, merchants);
  const providerChanges = await listenToProviderChanges(connection, providerDirectory, app.log);
  app.addHook('onClose', async () => providerChanges.close());
  const providerRegistry = createProviderRegistryService(db, { audit, changed: providerDirectory.forget });
  const listedGames: ListedGames = async (merchant, language) =>
    new Map(
      [...(await catalog.itemsByProviderGame({ merchant, language }))].map(([key, item]) => [
        key,
        { gameName: item.gameName, iconUrl: item.showIcon ?? item.iconUrl, gameType: item.gameType },
      ]),
    );
  const betRecords = createBetRecordService(db, { listedGames });
  const statsFold = startMemberStatsFold(app.log, db, config.AGENT_REPORT_FOLD_MS);
  app.addHook('onClose', async () => statsFold.stop());
  const riskEvaluation = startRiskEvaluation(app.log, db, config.RISK_EVALUATION_MS);
  app.addHook('onClose', async () => riskEvaluation.stop());
  // Issue 15: the clock is the test seam's when given; CONTRACT_TEST_CLOCK lets an E2E journey move it ahead
  // (decision 0073; refused in production).
  const contractClock = createContractClock(testing?.now ?? (() => new Date()));
  const clock = contractClock.now;
  const agentContracts = createAgentContractService(db, { audit });
  const contractSettlement = createContractSettlement(db, { ledger, merchants, now: clock });
  const contractJob = startContractSettlementJob(
    app.log,
    db,
    { settlement: contractSettlement, merchants, now: clock },
    config.CONTRACT_SETTLEMENT_MS,
  );
  app.addHook('onClose', async () => contractJob.stop());
  const consoleCatalog = createConsoleCatalogService(db, { audit, merchants, catalog });
  const winnerBoard = createWinnerBoardService(db, { catalog });
  const launch = createLaunchService({
    catalog,
    seamless,
    providers: providerRegistry,
    merchants,
    demoProviderCode: config.GAMES_PROVIDER_CODE,
  });
  const consoleContent = createConsoleContentService(db, { audit, bannerImages });
  const consoleHelp = createConsoleHelpService(db, { audit, content });
  const messages = createMessageService(db);
  const operatorMessages = createOperatorMessageService(db, {
    audit,
    ...(testing?.now ? { now: testing.now } : {}),
  });
  const operatorMessageJob = startOperatorMessageJob(app.log, operatorMessages, config.MESSAGE_SCHEDULE_MS);
  app.addHook('onClose', async () => operatorMessageJob.stop());
  const feedback = createFeedbackService(db, { captcha, rateLimiter, audit, messages });
  const supportChat = createSupportChatService(db, { rateLimiter, content });
  const supportInbox = createSupportInboxService(db, { audit });
  const cannedReplies = createCannedReplyService(db, { audit });
  const supportChatHub = await startSupportChatLive(app, {
    connection,
    sessions,
    operators,
    heartbeatMs: config.REALTIME_HEARTBEAT_SECONDS * 1000,
  });
  const sessionKeys = createSessionKeyService(db, {
    rotationMs: config.RSA_KEY_ROTATION_HOURS * 3_600_000,
    graceMs: config.RSA_KEY_GRACE_MINUTES * 60_000,
    newestKeysTtlMs: 5000,
  });

  const credentialAdmission = createCredentialAdmission({
    concurrency: config.CREDENTIAL_CALLS_CONCURRENCY,
    queue: config.CREDENTIAL_CALLS_QUEUE,
    perAddress: config.CREDENTIAL_CALLS_PER_ADDRESS,
    refusalHoldMs: config.CREDENTIAL_CALLS_REFUSAL_HOLD_MS,
  });

  let servePage: (request: FastifyRequest, reply: FastifyReply) => boolean = () => false;
  const providerCallers = seamlessCaller({ providers: providerDirectory });
  const binder = installContractHttp(app, {
    callers: { ...accessCallers(app, { merchants, operators, region, sessions }), provider: providerCallers.resolve },
    decrypt: sessionKeys.decrypt,
    admission: credentialAdmission.admission,
    fallbackLanguage: (request) => request.merchant?.defaultLanguage,
    notFound: (request, reply) => servePage(request, reply),
    unavailable: isDatabaseUnavailable,
  });
  installSecurityHeaders(app, {
    gameOrigins: [
      new URL(config.GAMES_PUBLIC_URL).origin,
      new URL(config.LOTTERY_PUBLIC_URL).origin,
      new URL(config.SPORTSBOOK_PUBLIC_URL).origin,
    ],
  });
  const metrics = installMetrics(app, 'platform');
  installRealtimeMetrics(metrics, realtime);
  installCredentialAdmissionMetrics(metrics, credentialAdmission);
  healthRoutes(app, () => connection.exec('select 1'));
  docsRoutes(app);

  systemRoutes(binder, system, merchants, sessionKeys);
  contentRoutes(binder, { content, sessions });
  consoleContentRoutes(binder, { content: consoleContent, help: consoleHelp });
  bannerImageRoutes(binder, bannerImages);
  feedbackRoutes(binder, { feedback, sessions });
  messageRoutes(binder, messages);
  operatorMessageRoutes(binder, operatorMessages);
  sessionKeyRoutes(binder, sessionKeys);
  consoleRoutes(binder, { operators, merchants, audit });
  captchaRoutes(binder, { captcha, rateLimiter });
  operatorSecurityRoutes(binder, { totp: operatorTotp, captcha, merchants, rateLimiter });
  operatorAccountRoutes(binder, { accounts: operatorAccounts });
  merchantOnboardingRoutes(binder, {
    onboarding: createMerchantOnboardingService(db, { audit, operatorAccounts, lobby }),
    logos: createMerchantLogoService(db, { audit, lobby }),
  });
  customRoleRoutes(binder, { roles: operatorRoles });
  loginThrottleRoutes(binder, { throttle: loginThrottle, audit });
  accountRoutes(binder, { login, registration, passwords, sessions, merchants, security });
  memberSecurityRoutes(binder, security);
  consoleMemberRoutes(binder, { members: consoleMembers, merchants });
  outboxRoutes(binder, outbox);
  walletRoutes(binder, wallet);
  realtimeRoutes(app, { hub: realtime, sessions, merchants, region });
  supportChatRoutes(binder, { chat: supportChat, inbox: supportInbox, cannedReplies, sessions });
  supportImRoutes(app, {
    db,
    hub: supportChatHub,
    chat: supportChat,
    inbox: supportInbox,
    sessions,
    operators,
    merchants,
    region,
  });
  withdrawalRoutes(binder, { ...withdrawals, protection });
  pointsRoutes(binder, { points, admin: pointsAdmin });
  vipRoutes(binder, vip);
  loyaltyReportRoutes(
    binder,
    createLoyaltyReportService(db, { merchants, ...(testing?.now ? { now: testing.now } : {}) }),
  );
  transferRoutes(binder, transfers);
  agentCenterRoutes(binder, agentCenter);
  accountRecordRoutes(binder, accountRecords);
  adjustmentRoutes(binder, { adjustments, merchants, protection });
  protectionChangeRoutes(binder, protection);
  depositRoutes(binder, { deposits, channels: paymentChannels });
  kycRoutes(binder, kyc);
  promotionRoutes(binder, {
    promotions,
    bonuses: createBonusHistoryService(db, { bonusWallet, audit }),
    bannerImages,
  });
  issuedPromotionRoutes(
    binder,
    createIssuedPromotionService(db, {
      promotions,
      audiences: operatorMessages,
      audit,
      ...(testing?.now ? { now: testing.now } : {}),
    }),
  );
  applicationRoutes(
    binder,
    createApplicationService(db, {
      promotions,
      audit,
      merchants,
      approvalThreshold: adjustments.thresholdMinor,
      ...(testing?.now ? { now: testing.now } : {}),
    }),
  );
  rebateRoutes(binder, { rebates });
  raffleRoutes(binder, { raffles });
  missionRoutes(binder, { missions, leaderboards });
  referralRoutes(binder, { referrals });
  riskRoutes(binder, createRiskService(db, { audit, members: consoleMembers }));
  player360Routes(
    binder,
    createPlayer360Service(db, {
      audit,
      members: consoleMembers,
      merchants,
      ...(testing?.now ? { now: testing.now } : {}),
    }),
  );
  paymentGatewayRoutes(app, binder, { gateway: paymentGateway, merchants });
  seamlessRoutes(binder, { seamless, callers: providerCallers });
  responsibleGamingRoutes(binder, responsibleGaming);
  providerRoutes(binder, providerRegistry);
  betRecordRoutes(binder, betRecords, createConsoleBetService(db));
  agentReportRoutes(binder, { reports: agentReports, merchants });
  operatorReportRoutes(binder, { reports: operatorReports, merchants });
  promotionReportRoutes(binder, { reports: promotionReports, merchants });
  attentionRoutes(binder, createAttentionService(db));
  agentContractRoutes(binder, { contracts: agentContracts, settlement: contractSettlement, merchants });
  if (config.CONTRACT_TEST_CLOCK) contractTestClockRoutes(binder, contractClock);
  agentTreeRoutes(binder, { tree: createAgentTreeService(db, { audit }), merchants });
  catalogRoutes(binder, catalog);
  consoleCatalogRoutes(binder, { consoleCatalog, providers: providerRegistry });
  launchRoutes(binder, { launch, rooms: createGameRoomService({ providers: providerRegistry, catalog }) });
  lotteryGatewayRoutes(binder, createLotteryGatewayService({ providers: providerRegistry, catalog }));
  const providerBackOffice = createProviderBackOfficeService({ providers: providerRegistry });
  lotteryConsoleRoutes(binder, createLotteryConsoleService(db, { backOffice: providerBackOffice, audit, merchants }));
  sportsbookConsoleRoutes(
    binder,
    createSportsbookConsoleService(db, { backOffice: providerBackOffice, audit, merchants }),
  );
  winnerBoardRoutes(binder, winnerBoard);
  gameFeedRoutes(binder);
  siteRoutes(binder, {
    site: createSiteService({ merchants, region, kyc }),
    clientEvents: createClientEventService(db, { rateLimiter }),
    sessions,
  });

  servePage = await installStaticSites(app, {
    web: config.WEB_DIST_DIR,
    console: config.CONSOLE_DIST_DIR,
    media: fileURLToPath(new URL('../media', import.meta.url)),
  });
  return app;
}
