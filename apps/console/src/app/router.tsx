import { createBrowserRouter, Navigate } from 'react-router';
import { LoadingState } from '@ficha/ui';
import { RequireSession } from './require-session.tsx';
import { RouteError } from './route-error.tsx';

/** The platform serves the console under /console; each page's code loads when first visited. */
export const router = createBrowserRouter(
  [
    {
      ErrorBoundary: RouteError,
      HydrateFallback: LoadingState,
      children: [
        {
          path: 'login',
          lazy: async () => ({ Component: (await import('../areas/login/login-page.tsx')).LoginPage }),
        },
        {
          Component: RequireSession,
          children: [
            {
              lazy: async () => ({ Component: (await import('../areas/operator/operator-layout.tsx')).OperatorLayout }),
              children: [
                { index: true, element: <Navigate to="/dashboard" replace /> },
                {
                  path: 'dashboard',
                  lazy: async () => ({
                    Component: (await import('../areas/operator/dashboard-page.tsx')).DashboardPage,
                  }),
                },
                {
                  path: 'bets',
                  lazy: async () => ({ Component: (await import('../areas/operator/bets-page.tsx')).BetsPage }),
                },
                {
                  path: 'reports',
                  lazy: async () => ({ Component: (await import('../areas/operator/reports-page.tsx')).ReportsPage }),
                },
                {
                  path: 'promotion-reports',
                  lazy: async () => ({
                    Component: (await import('../areas/operator/promotion-reports-page.tsx')).PromotionReportsPage,
                  }),
                },
                {
                  path: 'settings',
                  lazy: async () => ({ Component: (await import('../areas/operator/settings-page.tsx')).SettingsPage }),
                },
                {
                  path: 'register-rules',
                  lazy: async () => ({
                    Component: (await import('../areas/operator/register-rules-page.tsx')).RegisterRulesPage,
                  }),
                },
                {
                  path: 'password-policy',
                  lazy: async () => ({
                    Component: (await import('../areas/operator/password-policy-page.tsx')).PasswordPolicyPage,
                  }),
                },
                {
                  path: 'promotions',
                  lazy: async () => ({
                    Component: (await import('../areas/operator/promotions-page.tsx')).PromotionsPage,
                  }),
                },
                {
                  path: 'promotions/new',
                  lazy: async () => ({
                    Component: (await import('../areas/operator/promotion-edit-page.tsx')).PromotionEditPage,
                  }),
                },
                {
                  path: 'promotions/referrals',
                  lazy: async () => ({
                    Component: (await import('../areas/operator/referrals-page.tsx')).ReferralsPage,
                  }),
                },
                {
                  path: 'promotions/rebates',
                  lazy: async () => ({
                    Component: (await import('../areas/operator/rebate-requests-page.tsx')).RebateRequestsPage,
                  }),
                },
                {
                  path: 'promotions/applications',
                  lazy: async () => ({
                    Component: (await import('../areas/operator/promotion-applications-page.tsx'))
                      .PromotionApplicationsPage,
                  }),
                },
                {
                  path: 'promotions/:promotionId/edit',
                  lazy: async () => ({
                    Component: (await import('../areas/operator/promotion-edit-page.tsx')).PromotionEditPage,
                  }),
                },
                {
                  path: 'promotions/:promotionId',
                  lazy: async () => ({
                    Component: (await import('../areas/operator/promotion-claims-page.tsx')).PromotionClaimsPage,
                  }),
                },
                {
                  path: 'members',
                  lazy: async () => ({ Component: (await import('../areas/operator/members-page.tsx')).MembersPage }),
                },
                {
                  path: 'members/:memberId',
                  lazy: async () => ({
                    Component: (await import('../areas/operator/member-detail-page.tsx')).MemberDetailPage,
                  }),
                },
                {
                  path: 'agent-tree',
                  lazy: async () => ({
                    Component: (await import('../areas/operator/agent-tree-page.tsx')).AgentTreePage,
                  }),
                },
                {
                  path: 'contracts',
                  lazy: async () => ({
                    Component: (await import('../areas/operator/contracts-page.tsx')).ContractsPage,
                  }),
                },
                {
                  path: 'withdrawals',
                  lazy: async () => ({
                    Component: (await import('../areas/operator/withdrawals-page.tsx')).WithdrawalsPage,
                  }),
                },
                {
                  path: 'withdrawal-settings',
                  lazy: async () => ({
                    Component: (await import('../areas/operator/withdrawal-settings-page.tsx')).WithdrawalSettingsPage,
                  }),
                },
                {
                  path: 'adjustments',
                  lazy: async () => ({
                    Component: (await import('../areas/operator/adjustments-page.tsx')).AdjustmentsPage,
                  }),
                },
                {
                  path: 'deposits',
                  lazy: async () => ({ Component: (await import('../areas/operator/deposits-page.tsx')).DepositsPage }),
                },
                {
                  path: 'kyc',
                  lazy: async () => ({ Component: (await import('../areas/operator/kyc-page.tsx')).KycPage }),
                },
                {
                  path: 'rg',
                  lazy: async () => ({ Component: (await import('../areas/operator/rg-page.tsx')).RgPage }),
                },
                {
                  path: 'loyalty',
                  lazy: async () => ({ Component: (await import('../areas/operator/loyalty-page.tsx')).LoyaltyPage }),
                },
                {
                  path: 'risk',
                  lazy: async () => ({ Component: (await import('../areas/operator/risk-page.tsx')).RiskPage }),
                },
                {
                  path: 'risk/:alertId',
                  lazy: async () => ({
                    Component: (await import('../areas/operator/risk-alert-page.tsx')).RiskAlertPage,
                  }),
                },
                {
                  path: 'risk-rules',
                  lazy: async () => ({
                    Component: (await import('../areas/operator/risk-rules-page.tsx')).RiskRulesPage,
                  }),
                },
                {
                  path: 'payment-channels',
                  lazy: async () => ({
                    Component: (await import('../areas/operator/payment-channels-page.tsx')).PaymentChannelsPage,
                  }),
                },
                {
                  path: 'providers',
                  lazy: async () => ({
                    Component: (await import('../areas/operator/providers-page.tsx')).ProvidersPage,
                  }),
                },
                {
                  path: 'lottery',
                  lazy: async () => ({ Component: (await import('../areas/operator/lottery-page.tsx')).LotteryPage }),
                },
                {
                  path: 'sportsbook',
                  lazy: async () => ({
                    Component: (await import('../areas/operator/sportsbook-page.tsx')).SportsbookPage,
                  }),
                },
                {
                  path: 'providers/reconciliation',
                  lazy: async () => ({
                    Component: (await import('../areas/operator/reconciliation-page.tsx')).ReconciliationPage,
                  }),
                },
                {
                  path: 'catalog',
                  lazy: async () => ({ Component: (await import('../areas/operator/catalog-page.tsx')).CatalogPage }),
                },
                {
                  path: 'content',
                  lazy: async () => ({ Component: (await import('../areas/operator/content-page.tsx')).ContentPage }),
                },
                {
                  path: 'feedback',
                  lazy: async () => ({ Component: (await import('../areas/operator/feedback-page.tsx')).FeedbackPage }),
                },
                {
                  path: 'messages',
                  lazy: async () => ({ Component: (await import('../areas/operator/messages-page.tsx')).MessagesPage }),
                },
                {
                  path: 'support',
                  lazy: async () => ({ Component: (await import('../areas/operator/support-page.tsx')).SupportPage }),
                },
                {
                  path: 'outbox',
                  lazy: async () => ({ Component: (await import('../areas/operator/outbox-page.tsx')).OutboxPage }),
                },
                {
                  path: 'audit',
                  lazy: async () => ({ Component: (await import('../areas/operator/audit-page.tsx')).AuditPage }),
                },
                {
                  path: 'operators',
                  lazy: async () => ({
                    Component: (await import('../areas/operator/operators-page.tsx')).OperatorsPage,
                  }),
                },
                {
                  path: 'merchants',
                  lazy: async () => ({
                    Component: (await import('../areas/operator/merchants-page.tsx')).MerchantsPage,
                  }),
                },
                {
                  path: 'roles',
                  lazy: async () => ({ Component: (await import('../areas/operator/roles-page.tsx')).RolesPage }),
                },
                {
                  path: 'security',
                  lazy: async () => ({ Component: (await import('../areas/operator/security-page.tsx')).SecurityPage }),
                },
                {
                  path: '*',
                  lazy: async () => ({
                    Component: (await import('../areas/operator/not-found-page.tsx')).NotFoundPage,
                  }),
                },
              ],
            },
          ],
        },
      ],
    },
  ],
  { basename: '/console' },
);
