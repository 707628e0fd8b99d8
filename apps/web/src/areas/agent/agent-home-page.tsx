import { flattenWhitelabel, type ContractKindName, type WhitelabelNode } from '@ficha/contract';
import type { ComponentType } from 'react';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button, Icon, LoadingState } from '@ficha/ui';
import { SignOutDialog } from '../../features/session/sign-out-dialog.tsx';
import { HeaderBalance } from '../../features/wallet/header-balance.tsx';
import {
  agentPageHref,
  agentPageParam,
  availableAgentPages,
  resolveAgentPage,
  type AgentPageId,
} from '../../lib/agent-pages.ts';
import { useAuthModals } from '../../lib/auth-modal-store.ts';
import { withNamespaces } from '../../lib/i18n.ts';
import { agentHomePath, homePath } from '../../lib/route-table.ts';
import { useSession } from '../../lib/use-session.ts';
import { useSystemStatus } from '../../lib/system-queries.ts';
import { AgentClock } from './agent-clock.tsx';
import './agent-layout.css';
import './agent-center.css';

// Each page loads with its own code and texts when first opened (none is part of the site's first load).
const pageComponents: Record<AgentPageId, ComponentType> = {
  deposit: lazy(async () => ({
    default: (await withNamespaces(['deposit'], () => import('../../features/deposit/deposit-page.tsx'))).DepositPage,
  })),
  withdraw: lazy(async () => ({
    default: (await withNamespaces(['withdraw'], () => import('../../features/withdraw/withdraw-page.tsx')))
      .WithdrawPage,
  })),
  agentAnnouncement: lazy(async () => ({
    default: (await import('./agent-announcements-page.tsx')).AgentAnnouncementsPage,
  })),
  agentTeamOverview: lazy(async () => ({
    default: (await import('./team-overview-page.tsx')).TeamOverviewPage,
  })),
  personalHistoryCopy: lazy(async () => ({
    default: (await withNamespaces(['records'], () => import('./team-betting-page.tsx'))).TeamBettingPage,
  })),
  palStatementsAgentCopy: lazy(async () => ({
    default: (await import('./user-loss-page.tsx')).UserLossPage,
  })),
  agentRevenueReport: lazy(async () => ({
    default: (await import('./my-income-page.tsx')).MyIncomePage,
  })),
  agentDownlineTransactionDetailsCopy: lazy(async () => ({
    default: (await withNamespaces(['money'], () => import('./account-details-page.tsx'))).AccountDetailsPage,
  })),
  registerCenter: lazy(async () => ({
    default: (await withNamespaces(['deposit'], () => import('./register-center-page.tsx'))).RegisterCenterPage,
  })),
  downlineManagmentView: lazy(async () => ({
    default: (await withNamespaces(['money'], () => import('./team-page.tsx'))).TeamPage,
  })),
  messages: lazy(async () => ({
    default: (await withNamespaces(['content'], () => import('../../features/messages/messages-page.tsx')))
      .MessagesPage,
  })),
  customerService: lazy(async () => ({
    default: (await import('./customer-service-page.tsx')).CustomerServicePage,
  })),
  agentDividendRecordCopy2: contractsPage('dividend'),
  agentDailyWages2: contractsPage('daily'),
  agentHourSalary: contractsPage('hourly'),
  agentRealtimeSalary: contractsPage('realtime'),
};

/** A contract page (one component for the four kinds), loaded with the contract texts. */
function contractsPage(kind: ContractKindName): ComponentType {
  return lazy(async () => {
    const { ContractsPage } = await withNamespaces(['contracts'], () => import('./contracts-page.tsx'));
    return { default: () => <ContractsPage kind={kind} /> };
  });
}

const ContractPopup = lazy(async () => ({
  default: (await withNamespaces(['contracts'], () => import('./contract-popup.tsx'))).ContractPopup,
}));

/**
 * `/agentHome`, the agent center (SPEC §2.7): a bar with the GMT offset, a clock ticking each second, the
 * nickname and sign out; the left navigation of the pages the merchant's modules leave on (a drawer on phones);
 * `?page=<id>` picks the page. With agent contracts on, the contract popup shows the requests waiting.
 */
export function AgentHomePage() {
  const { t } = useTranslation('agent');
  const { t: tAccount } = useTranslation('account');
  const status = useSystemStatus();
  const session = useSession();
  const modals = useAuthModals();
  const [searchParams] = useSearchParams();
  const [isConfirmingSignOut, setIsConfirmingSignOut] = useState(false);
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const navId = useId();
  const modules = useMemo(
    () => flattenWhitelabel(status.info.whitelabel as WhitelabelNode[]),
    [status.info.whitelabel],
  );
  const pages = useMemo(() => availableAgentPages(modules), [modules]);
  const page = resolveAgentPage(searchParams.get(agentPageParam), pages);
  const member = session.member;
  if (!member) return null;
  const PageContent = page ? pageComponents[page.id] : null;

  return (
    <div className="agent-center">
      <header className="agent-bar">
        <button
          type="button"
          className="agent-bar__menu"
          aria-expanded={isMenuOpen}
          aria-controls={navId}
          onClick={() => setIsMenuOpen(!isMenuOpen)}
        >
          <Icon name="menu" />
          <span className="visually-hidden">{t('menu')}</span>
        </button>
        <Link to={homePath} className="agent-bar__brand">
          {status.info.merchantName}
        </Link>
        <p className="agent-bar__title">{tAccount('agent_center')}</p>
        <div className="agent-bar__end">
          <AgentClock />
          <HeaderBalance />
          <span className="agent-bar__nickname">{member.nickname || member.account}</span>
          <Button
            variant="secondary"
            size="small"
            className="agent-bar__password"
            onClick={() => modals.openChangePassword({ redirectTo: agentHomePath })}
          >
            <Icon name="key" />
            <span className="agent-bar__label">{tAccount('change_password_title')}</span>
          </Button>
          <Button
            variant="secondary"
            size="small"
            className="agent-bar__sign-out"
            onClick={() => setIsConfirmingSignOut(true)}
          >
            <Icon name="logout" />
            <span className="agent-bar__label">{tAccount('in_sign_out')}</span>
          </Button>
        </div>
      </header>
      <div className="agent-center__body">
        <nav id={navId} className="agent-nav" data-open={isMenuOpen || undefined} aria-label={t('navigation')}>
          <ul className="agent-nav__list">
            {pages.map((entry) => (
              <li key={entry.id}>
                <Link
                  to={agentPageHref(entry.id)}
                  className="agent-nav__link"
                  aria-current={entry.id === page?.id ? 'page' : undefined}
                  onClick={() => setIsMenuOpen(false)}
                >
                  {t(entry.titleKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <main className="agent-center__content">
          {page && PageContent ? (
            <>
              <h1 className="agent-center__title">{t(page.titleKey)}</h1>
              <Suspense fallback={<LoadingState label={t('loading')} />}>
                <PageContent />
              </Suspense>
            </>
          ) : (
            <p>{t('no_pages')}</p>
          )}
        </main>
      </div>
      {modules['AGENTPOLICY3'] === true && !session.isTrial ? (
        <Suspense fallback={null}>
          <ContractPopup />
        </Suspense>
      ) : null}
      {isConfirmingSignOut ? <SignOutDialog onClose={() => setIsConfirmingSignOut(false)} /> : null}
    </div>
  );
}
