import type { Endpoint } from '../endpoint.ts';
import * as accountEndpoints from './account.ts';
import * as agentCenterEndpoints from './agent-center.ts';
import * as agentContractEndpoints from './agent-contracts.ts';
import * as consoleContractEndpoints from './console-contracts.ts';
import * as agentReportEndpoints from './agent-reports.ts';
import * as betRecordEndpoints from './bet-records.ts';
import * as catalogEndpoints from './catalog.ts';
import * as consoleAgentTreeEndpoints from './console-agent-tree.ts';
import * as consoleBetEndpoints from './console-bets.ts';
import * as consoleReportEndpoints from './console-reports.ts';
import * as consoleAttentionEndpoints from './console-attention.ts';
import * as consoleCatalogEndpoints from './console-catalog.ts';
import * as consoleMemberEndpoints from './console-members.ts';
import * as consoleProviderEndpoints from './console-providers.ts';
import * as consoleEndpoints from './console.ts';
import * as memberSecurityEndpoints from './member-security.ts';
import * as memberAvatarEndpoints from './member-avatar.ts';
import * as contentEndpoints from './content.ts';
import * as depositEndpoints from './deposits.ts';
import * as systemEndpoints from './system.ts';
import * as siteEndpoints from './site.ts';
import * as gameFeedEndpoints from './game-feeds.ts';
import * as walletEndpoints from './wallet.ts';
import * as withdrawalEndpoints from './withdrawals.ts';
import * as transferEndpoints from './transfers.ts';
import * as accountRecordEndpoints from './account-records.ts';
import * as consoleWalletEndpoints from './console-wallets.ts';
import * as gameLaunchEndpoints from './game-launch.ts';
import * as lotteryGatewayEndpoints from './lottery-gateway.ts';
import * as consoleLotteryEndpoints from './console-lottery.ts';
import * as consoleSportsbookEndpoints from './console-sportsbook.ts';
import * as winnerBoardEndpoints from './winner-board.ts';
import * as consoleContentEndpoints from './console-content.ts';
import * as consoleHelpEndpoints from './console-help.ts';
import * as bannerImageEndpoints from './banner-images.ts';
import * as feedbackEndpoints from './feedback.ts';
import * as memberMessageEndpoints from './member-messages.ts';
import * as consoleSecurityEndpoints from './console-security.ts';
import * as consoleOperatorEndpoints from './console-operators.ts';
import * as consoleMerchantEndpoints from './console-merchants.ts';
import * as consoleOperatorRoleEndpoints from './console-operator-roles.ts';
import * as consoleProtectionEndpoints from './console-protection.ts';
import * as supportChatEndpoints from './support-chat.ts';
import * as consoleSupportChatEndpoints from './console-support-chat.ts';
import * as kycEndpoints from './kyc.ts';
import * as consoleRiskEndpoints from './console-risk.ts';
import * as consolePlayer360Endpoints from './console-player-360.ts';
import * as responsibleGamingEndpoints from './responsible-gaming.ts';
import * as promotionEndpoints from './promotions.ts';
import * as consolePromotionEndpoints from './console-promotions.ts';
import * as promotionApplicationEndpoints from './promotion-applications.ts';
import * as issuedPromotionEndpoints from './issued-promotions.ts';
import * as pointEndpoints from './points.ts';
import * as consolePointEndpoints from './console-points.ts';
import * as vipEndpoints from './vip.ts';
import * as loyaltyReportEndpoints from './loyalty-reports.ts';
import * as consoleMessageEndpoints from './console-messages.ts';
import * as rebateEndpoints from './rebates.ts';
import * as consoleRebateEndpoints from './console-rebates.ts';
import * as consolePromotionReportEndpoints from './console-promotion-reports.ts';
import * as raffleEndpoints from './raffles.ts';
import * as missionEndpoints from './missions.ts';
import * as consoleMissionEndpoints from './console-missions.ts';
import * as referralEndpoints from './referrals.ts';

export * from './account-schemas.ts';
export * from './account.ts';
export * from './agent-center.ts';
export * from './agent-contracts.ts';
export * from './console-contracts.ts';
export * from './agent-reports.ts';
export * from './bet-records.ts';
export * from './catalog.ts';
export * from './console-agent-tree.ts';
export * from './console-bets.ts';
export * from './console-reports.ts';
export * from './console-attention.ts';
export * from './console-catalog.ts';
export * from './console-members.ts';
export * from './console-providers.ts';
export * from './console.ts';
export * from './member-security.ts';
export * from './member-avatar.ts';
export * from './content.ts';
export * from './deposits.ts';
export * from './system.ts';
export * from './site.ts';
export * from './game-feeds.ts';
export * from './wallet.ts';
export * from './withdrawals.ts';
export * from './transfers.ts';
export * from './account-records.ts';
export * from './console-wallets.ts';
export * from './game-launch.ts';
export * from './lottery-gateway.ts';
export * from './console-lottery.ts';
export * from './console-sportsbook.ts';
export * from './winner-board.ts';
export * from './console-content.ts';
export * from './console-help.ts';
export * from './banner-images.ts';
export * from './feedback.ts';
export * from './member-messages.ts';
export * from './console-security.ts';
export * from './console-operators.ts';
export * from './console-merchants.ts';
export * from './console-operator-roles.ts';
export * from './console-protection.ts';
export * from './support-chat.ts';
export * from './console-support-chat.ts';
export * from './game-server.ts';
export * from './lottery-server.ts';
export * from './sportsbook.ts';
export * from './sportsbook-back-office.ts';
export * from './cockfight.ts';
export * from './kyc.ts';
export * from './console-risk.ts';
export * from './console-player-360.ts';
export * from './responsible-gaming.ts';
export * from './promotions.ts';
export * from './console-promotions.ts';
export * from './promotion-applications.ts';
export * from './issued-promotions.ts';
export * from './points.ts';
export * from './console-points.ts';
export * from './vip.ts';
export * from './loyalty-reports.ts';
export * from './console-messages.ts';
export * from './rebates.ts';
export * from './console-rebates.ts';
export * from './console-promotion-reports.ts';
export * from './raffles.ts';
export * from './missions.ts';
export * from './console-missions.ts';
export * from './referrals.ts';

function endpointsOf(module: Record<string, unknown>): Endpoint[] {
  return Object.values(module).filter(
    (v): v is Endpoint => typeof v === 'object' && v !== null && 'path' in v && 'method' in v && 'request' in v,
  );
}

/** The route table: every call of the platform API. */
export const platformEndpoints: readonly Endpoint[] = [
  ...endpointsOf(systemEndpoints),
  ...endpointsOf(siteEndpoints),
  ...endpointsOf(gameFeedEndpoints),
  ...endpointsOf(contentEndpoints),
  ...endpointsOf(accountEndpoints),
  ...endpointsOf(memberSecurityEndpoints),
  ...endpointsOf(memberAvatarEndpoints),
  ...endpointsOf(walletEndpoints),
  ...endpointsOf(depositEndpoints),
  ...endpointsOf(catalogEndpoints),
  ...endpointsOf(consoleCatalogEndpoints),
  ...endpointsOf(consoleEndpoints),
  ...endpointsOf(consoleMemberEndpoints),
  ...endpointsOf(withdrawalEndpoints),
  ...endpointsOf(transferEndpoints),
  ...endpointsOf(agentCenterEndpoints),
  ...endpointsOf(accountRecordEndpoints),
  ...endpointsOf(consoleWalletEndpoints),
  ...endpointsOf(betRecordEndpoints),
  ...endpointsOf(consoleProviderEndpoints),
  ...endpointsOf(gameLaunchEndpoints),
  ...endpointsOf(lotteryGatewayEndpoints),
  ...endpointsOf(winnerBoardEndpoints),
  ...endpointsOf(consoleContentEndpoints),
  ...endpointsOf(consoleHelpEndpoints),
  ...endpointsOf(bannerImageEndpoints),
  ...endpointsOf(feedbackEndpoints),
  ...endpointsOf(memberMessageEndpoints),
  ...endpointsOf(consoleSecurityEndpoints),
  ...endpointsOf(consoleOperatorEndpoints),
  ...endpointsOf(consoleMerchantEndpoints),
  ...endpointsOf(consoleOperatorRoleEndpoints),
  ...endpointsOf(consoleProtectionEndpoints),
  ...endpointsOf(agentReportEndpoints),
  ...endpointsOf(consoleAgentTreeEndpoints),
  ...endpointsOf(consoleReportEndpoints),
  ...endpointsOf(consoleAttentionEndpoints),
  ...endpointsOf(consoleBetEndpoints),
  ...endpointsOf(supportChatEndpoints),
  ...endpointsOf(consoleSupportChatEndpoints),
  ...endpointsOf(kycEndpoints),
  ...endpointsOf(consoleRiskEndpoints),
  ...endpointsOf(consolePlayer360Endpoints),
  ...endpointsOf(agentContractEndpoints),
  ...endpointsOf(consoleContractEndpoints),
  ...endpointsOf(responsibleGamingEndpoints),
  ...endpointsOf(promotionEndpoints),
  ...endpointsOf(consolePromotionEndpoints),
  ...endpointsOf(promotionApplicationEndpoints),
  ...endpointsOf(issuedPromotionEndpoints),
  ...endpointsOf(pointEndpoints),
  ...endpointsOf(consolePointEndpoints),
  ...endpointsOf(vipEndpoints),
  ...endpointsOf(loyaltyReportEndpoints),
  ...endpointsOf(consoleMessageEndpoints),
  ...endpointsOf(rebateEndpoints),
  ...endpointsOf(consoleRebateEndpoints),
  ...endpointsOf(consolePromotionReportEndpoints),
  ...endpointsOf(raffleEndpoints),
  ...endpointsOf(missionEndpoints),
  ...endpointsOf(consoleMissionEndpoints),
  ...endpointsOf(referralEndpoints),
  ...endpointsOf(consoleLotteryEndpoints),
  ...endpointsOf(consoleSportsbookEndpoints),
];
