import type { OperatorPermission } from '@ficha/contract';

/**
 * The console's sections in navigation order, each with the permission that opens it (the contract's matrix):
 * the navigation shows, and the layout opens, only the sections the operator's role may use.
 */
export const consoleSections = [
  { path: '/dashboard', labelKey: 'nav.dashboard', permission: 'reports.view' },
  { path: '/reports', labelKey: 'nav.reports', permission: 'reports.view' },
  { path: '/bets', labelKey: 'nav.bets', permission: 'reports.view' },
  { path: '/settings', labelKey: 'nav.settings', permission: 'settings.view' },
  { path: '/register-rules', labelKey: 'nav.registerRules', permission: 'settings.view' },
  { path: '/password-policy', labelKey: 'nav.passwordPolicy', permission: 'settings.view' },
  { path: '/members', labelKey: 'nav.members', permission: 'members.view' },
  { path: '/agent-tree', labelKey: 'nav.agentTree', permission: 'members.view' },
  { path: '/contracts', labelKey: 'nav.contracts', permission: 'members.view' },
  { path: '/withdrawals', labelKey: 'nav.withdrawals', permission: 'withdrawals.view' },
  { path: '/withdrawal-settings', labelKey: 'nav.withdrawalSettings', permission: 'protection.view' },
  { path: '/adjustments', labelKey: 'nav.adjustments', permission: 'wallets.view' },
  { path: '/deposits', labelKey: 'nav.deposits', permission: 'deposits.view' },
  { path: '/payment-channels', labelKey: 'nav.paymentChannels', permission: 'deposits.view' },
  { path: '/promotions', labelKey: 'nav.promotions', permission: 'promotions.view' },
  { path: '/kyc', labelKey: 'nav.kyc', permission: 'kyc.view' },
  { path: '/rg', labelKey: 'nav.rg', permission: 'rg.view' },
  { path: '/loyalty', labelKey: 'nav.loyalty', permission: 'loyalty.view' },
  { path: '/risk', labelKey: 'nav.risk', permission: 'risk.view' },
  { path: '/risk-rules', labelKey: 'nav.riskRules', permission: 'risk.view' },
  { path: '/providers', labelKey: 'nav.providers', permission: 'providers.view' },
  { path: '/catalog', labelKey: 'nav.catalog', permission: 'catalog.view' },
  { path: '/content', labelKey: 'nav.content', permission: 'content.view' },
  { path: '/feedback', labelKey: 'nav.feedback', permission: 'feedback.view' },
  { path: '/support', labelKey: 'nav.support', permission: 'support.view' },
  { path: '/outbox', labelKey: 'nav.outbox', permission: 'outbox.view' },
  { path: '/audit', labelKey: 'nav.audit', permission: 'audit.view' },
  { path: '/security', labelKey: 'nav.security', permission: 'session' },
] as const satisfies ReadonlyArray<{ path: string; labelKey: string; permission: OperatorPermission }>;

/** The section a console path belongs to (`/members/12` → members), or undefined for unknown paths. */
export function sectionOf(pathname: string) {
  return consoleSections.find((s) => pathname === s.path || pathname.startsWith(`${s.path}/`));
}
