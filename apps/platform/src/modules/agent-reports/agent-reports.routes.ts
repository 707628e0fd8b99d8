import {
  getAgentSummary,
  getMyIncome,
  getTeamAccountDetails,
  getTeamBetting,
  getTeamOverview,
  getUserLoss,
} from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import { languageOf, memberOf, merchantOf, operatorMerchantIdOf } from '../../http/request-context.ts';
import type { MerchantService } from '../merchants/merchants.service.ts';
import type { AgentReportService } from './agent-reports.service.ts';

/** The agent centre's reports (the signed-in agent's subtree) and the console's per-agent summary. */
export function agentReportRoutes(
  bind: EndpointBinder,
  deps: { reports: AgentReportService; merchants: MerchantService },
) {
  const { reports } = deps;
  bind.bind(getTeamOverview, async (input, request) =>
    reports.teamOverview(merchantOf(request), memberOf(request).member, input),
  );
  bind.bind(getTeamBetting, async (input, request) =>
    reports.teamBetting(merchantOf(request), memberOf(request).member, input, languageOf(request)),
  );
  bind.bind(getUserLoss, async (input, request) =>
    reports.userLoss(merchantOf(request), memberOf(request).member, input),
  );
  bind.bind(getMyIncome, async (input, request) =>
    reports.myIncome(merchantOf(request), memberOf(request).member, input),
  );
  bind.bind(getTeamAccountDetails, async (input, request) =>
    reports.accountDetails(merchantOf(request), memberOf(request).member, input),
  );
  bind.bind(getAgentSummary, async (input, request) =>
    reports.agentSummary(await deps.merchants.byId(operatorMerchantIdOf(request)), input),
  );
}
