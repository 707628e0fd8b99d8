import type { ModuleId } from '@ficha/contract';
import { agentHomePath } from './route-table.ts';

/**
 * The agent center's left navigation (SPEC §2.7) in its order, with the whitelabel module each entry needs:
 * an entry whose module is off is neither shown nor opened (its calls are refused on the server too). The
 * contract pages (dividend, daily, hourly and real-time salary) need agent contracts (AGENTPOLICY3) and their
 * kind's module (`requiresContracts`).
 */
export const agentPages: readonly AgentPage[] = [
  { id: 'deposit', titleKey: 'nav_deposit' },
  { id: 'withdraw', titleKey: 'nav_withdraw' },
  { id: 'agentAnnouncement', titleKey: 'nav_announcements', moduleId: 'AGENTANNOUNCE3' },
  { id: 'agentTeamOverview', titleKey: 'nav_overview', moduleId: 'AGEINFO3' },
  { id: 'registerCenter', titleKey: 'nav_register_center', moduleId: 'REGCEN' },
  { id: 'downlineManagmentView', titleKey: 'nav_team', moduleId: 'DOWNMAN' },
  { id: 'personalHistoryCopy', titleKey: 'nav_team_betting', moduleId: 'TRANSBETREPMEM3' },
  { id: 'palStatementsAgentCopy', titleKey: 'nav_user_loss', moduleId: 'AGETEAMPNL3' },
  { id: 'agentRevenueReport', titleKey: 'nav_income', moduleId: 'AGEREV3' },
  { id: 'agentDownlineTransactionDetailsCopy', titleKey: 'nav_account_details', moduleId: 'AGEDOWNTRANS3' },
  { id: 'agentDividendRecordCopy2', titleKey: 'nav_dividend', moduleId: 'DIVIDEND', requiresContracts: true },
  { id: 'agentDailyWages2', titleKey: 'nav_daily_salary', moduleId: 'DAYSAL', requiresContracts: true },
  { id: 'agentHourSalary', titleKey: 'nav_hourly_salary', moduleId: 'HOURSAL3', requiresContracts: true },
  { id: 'agentRealtimeSalary', titleKey: 'nav_realtime_salary', moduleId: 'RTSALARY3', requiresContracts: true },
  { id: 'messages', titleKey: 'nav_messages', moduleId: 'INBOX3' },
  { id: 'customerService', titleKey: 'nav_customer_service' },
] as const;

export type AgentPageId =
  | 'deposit'
  | 'withdraw'
  | 'agentAnnouncement'
  | 'agentTeamOverview'
  | 'registerCenter'
  | 'downlineManagmentView'
  | 'personalHistoryCopy'
  | 'palStatementsAgentCopy'
  | 'agentRevenueReport'
  | 'agentDownlineTransactionDetailsCopy'
  | 'agentDividendRecordCopy2'
  | 'agentDailyWages2'
  | 'agentHourSalary'
  | 'agentRealtimeSalary'
  | 'messages'
  | 'customerService';

export interface AgentPage {
  /** The original's page name (SPEC §2.7), also the `?page=` value. */
  id: AgentPageId;
  titleKey:
    | 'nav_deposit'
    | 'nav_withdraw'
    | 'nav_announcements'
    | 'nav_overview'
    | 'nav_register_center'
    | 'nav_team'
    | 'nav_team_betting'
    | 'nav_user_loss'
    | 'nav_income'
    | 'nav_account_details'
    | 'nav_dividend'
    | 'nav_daily_salary'
    | 'nav_hourly_salary'
    | 'nav_realtime_salary'
    | 'nav_messages'
    | 'nav_customer_service';
  moduleId?: ModuleId;
  /** Shown only while agent contracts (AGENTPOLICY3) are on as well. */
  requiresContracts?: true;
}

/** The query parameter naming the open page. */
export const agentPageParam = 'page';

/** The pages whose module is on (flattened whitelabel: modId → on). */
export function availableAgentPages(modules: Readonly<Record<string, boolean>>): AgentPage[] {
  return agentPages.filter(
    (page) =>
      (!page.moduleId || modules[page.moduleId] === true) &&
      (!page.requiresContracts || modules['AGENTPOLICY3'] === true),
  );
}

/** The page a `?page=` value asks for among those available; none, unknown or switched off is the first one. */
export function resolveAgentPage(param: string | null, pages: readonly AgentPage[]): AgentPage | undefined {
  return pages.find((page) => page.id === param) ?? pages[0];
}

export function agentPageHref(id: AgentPageId, params: Record<string, string> = {}): string {
  return `${agentHomePath}?${new URLSearchParams({ [agentPageParam]: id, ...params }).toString()}`;
}
