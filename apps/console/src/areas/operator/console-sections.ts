import type { OperatorPermission } from '@ficha/contract';

/** The groups of the console's navigation, in order (labels `nav.groups.<group>`). */
export const consoleGroups = [
  'overview',
  'players',
  'money',
  'marketing',
  'risk',
  'games',
  'service',
  'settings',
] as const;

export type ConsoleGroup = (typeof consoleGroups)[number];

/**
 * The console's sections in navigation order, grouped, each with the permission that opens it (the contract's
 * matrix): the navigation shows, and the layout opens, only the sections the operator's role may use.
 */
export const consoleSections = [
  { path: '/dashboard', group: 'overview', labelKey: 'nav.dashboard', permission: 'session' },
  { path: '/reports', group: 'overview', labelKey: 'nav.reports', permission: 'reports.view' },
  {
    path: '/promotion-reports',
    group: 'overview',
    labelKey: 'nav.promotionReports',
    permission: 'reports.view',
  },
  { path: '/bets', group: 'overview', labelKey: 'nav.bets', permission: 'reports.view' },
  { path: '/members', group: 'players', labelKey: 'nav.members', permission: 'members.view' },
  { path: '/agent-tree', group: 'players', labelKey: 'nav.agentTree', permission: 'members.view' },
  { path: '/contracts', group: 'players', labelKey: 'nav.contracts', permission: 'members.view' },
  { path: '/kyc', group: 'players', labelKey: 'nav.kyc', permission: 'kyc.view' },
  { path: '/rg', group: 'players', labelKey: 'nav.rg', permission: 'rg.view' },
  { path: '/deposits', group: 'money', labelKey: 'nav.deposits', permission: 'deposits.view' },
  { path: '/withdrawals', group: 'money', labelKey: 'nav.withdrawals', permission: 'withdrawals.view' },
  { path: '/adjustments', group: 'money', labelKey: 'nav.adjustments', permission: 'wallets.view' },
  { path: '/payment-channels', group: 'money', labelKey: 'nav.paymentChannels', permission: 'deposits.view' },
  { path: '/withdrawal-settings', group: 'money', labelKey: 'nav.withdrawalSettings', permission: 'protection.view' },
  { path: '/promotions', group: 'marketing', labelKey: 'nav.promotions', permission: 'promotions.view' },
  { path: '/loyalty', group: 'marketing', labelKey: 'nav.loyalty', permission: 'loyalty.view' },
  { path: '/content', group: 'marketing', labelKey: 'nav.content', permission: 'content.view' },
  { path: '/risk', group: 'risk', labelKey: 'nav.risk', permission: 'risk.view' },
  { path: '/risk-rules', group: 'risk', labelKey: 'nav.riskRules', permission: 'risk.view' },
  { path: '/providers', group: 'games', labelKey: 'nav.providers', permission: 'providers.view' },
  { path: '/catalog', group: 'games', labelKey: 'nav.catalog', permission: 'catalog.view' },
  { path: '/lottery', group: 'games', labelKey: 'nav.lottery', permission: 'lottery.view' },
  { path: '/sportsbook', group: 'games', labelKey: 'nav.sportsbook', permission: 'sportsbook.view' },
  { path: '/support', group: 'service', labelKey: 'nav.support', permission: 'support.view' },
  { path: '/feedback', group: 'service', labelKey: 'nav.feedback', permission: 'feedback.view' },
  { path: '/messages', group: 'service', labelKey: 'nav.messages', permission: 'messages.view' },
  { path: '/outbox', group: 'service', labelKey: 'nav.outbox', permission: 'outbox.view' },
  { path: '/settings', group: 'settings', labelKey: 'nav.settings', permission: 'settings.view' },
  { path: '/register-rules', group: 'settings', labelKey: 'nav.registerRules', permission: 'settings.view' },
  { path: '/password-policy', group: 'settings', labelKey: 'nav.passwordPolicy', permission: 'settings.view' },
  { path: '/operators', group: 'settings', labelKey: 'nav.operators', permission: 'operators.view' },
  { path: '/merchants', group: 'settings', labelKey: 'nav.merchants', permission: 'merchants.manage' },
  { path: '/roles', group: 'settings', labelKey: 'nav.roles', permission: 'operators.view' },
  { path: '/audit', group: 'settings', labelKey: 'nav.audit', permission: 'audit.view' },
  { path: '/security', group: 'settings', labelKey: 'nav.security', permission: 'session' },
] as const satisfies ReadonlyArray<{
  path: string;
  group: ConsoleGroup;
  labelKey: string;
  permission: OperatorPermission;
}>;

/** The section a console path belongs to (`/members/12` → members), or undefined for unknown paths. */
export function sectionOf(pathname: string) {
  return consoleSections.find((s) => pathname === s.path || pathname.startsWith(`${s.path}/`));
}
