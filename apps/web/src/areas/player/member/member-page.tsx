import type { ComponentType } from 'react';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { TransactionHistory } from '../../../features/money/transaction-history.tsx';
import { TransferUpline } from '../../../features/money/transfer-upline.tsx';
import { WalletOverview } from '../../../features/money/wallet-overview.tsx';
import { BettingRecord } from '../../../features/records/betting-record.tsx';
import { PersonalProfit } from '../../../features/records/personal-profit.tsx';
import { RankCard } from '../../../features/points/rank-card.tsx';
import { SecurityCenter } from '../../../features/security-center/security-center.tsx';
import { withNamespaces } from '../../../lib/i18n.ts';
import { LoadingState } from '@ficha/ui';
import { UnreadBadge } from '../../../features/messages/unread-badge.tsx';
import { MissionBadge } from '../../../features/missions/mission-badge.tsx';
import { memberPageHref, memberPageParam, resolveMemberPage, type MemberPageId } from '../../../lib/member-pages.ts';
import { useMemberPages } from '../../../lib/use-member-pages.ts';
import './member-page.css';

// Each further page loads with its own texts when first opened.
const DepositPage = lazy(async () => ({
  default: (await withNamespaces(['deposit'], () => import('../../../features/deposit/deposit-page.tsx'))).DepositPage,
}));

const BonusDetails = lazy(async () => ({
  default: (await withNamespaces(['promo', 'lobby'], () => import('../../../features/promotions/bonus-details.tsx')))
    .BonusDetails,
}));

const ManualRebate = lazy(async () => ({
  default: (await withNamespaces(['promo', 'lobby'], () => import('../../../features/promotions/manual-rebate.tsx')))
    .ManualRebate,
}));

const WithdrawPage = lazy(async () => ({
  default: (await withNamespaces(['withdraw'], () => import('../../../features/withdraw/withdraw-page.tsx')))
    .WithdrawPage,
}));

const KycPage = lazy(async () => ({
  default: (await import('../../../features/kyc/kyc-page.tsx')).KycPage,
}));

const MessagesPage = lazy(async () => ({
  default: (await withNamespaces(['content'], () => import('../../../features/messages/messages-page.tsx')))
    .MessagesPage,
}));

const ResponsibleGamingPage = lazy(async () => ({
  default: (
    await withNamespaces(['rg'], () => import('../../../features/responsible-gaming/responsible-gaming-page.tsx'))
  ).ResponsibleGamingPage,
}));

const MissionsPage = lazy(async () => ({
  default: (await withNamespaces(['missions'], () => import('../../../features/missions/missions-page.tsx')))
    .MissionsPage,
}));

const ReferralPage = lazy(async () => ({
  default: (await withNamespaces(['referral'], () => import('../../../features/referral/referral-page.tsx')))
    .ReferralPage,
}));

const pageComponents: Record<MemberPageId, ComponentType> = {
  securityCenter: SecurityCenter,
  transferFund: WalletOverview,
  depositv2: DepositPage,
  bonusDetails: BonusDetails,
  manualRebate: ManualRebate,
  withdraw: WithdrawPage,
  identityVerification: KycPage,
  transferUpline: TransferUpline,
  personalHistoryCopy: BettingRecord,
  transactionHistory: TransactionHistory,
  personalProfit: PersonalProfit,
  missionLeaderboard: MissionsPage,
  referral: ReferralPage,
  messageV2: MessagesPage,
  responsibleGaming: ResponsibleGamingPage,
};

/**
 * `/member`, the member centre (SPEC §2.6): a list of its pages beside the open one. `?page=<id>` picks a
 * page; `/member` alone is the security center ("Mi cuenta").
 */
export function MemberPage() {
  const { t } = useTranslation('member');
  const [searchParams] = useSearchParams();
  const navLabelId = useId();
  const pages = useMemberPages();
  const page = resolveMemberPage(searchParams.get(memberPageParam), pages);
  const PageContent = pageComponents[page.id];

  return (
    <div className="member-page">
      <div className="member-page__layout">
        <div className="member-page__side">
          <RankCard />
          <nav className="member-page__nav" aria-labelledby={navLabelId}>
            <p id={navLabelId} className="member-page__nav-title">
              {t('in_personal_center')}
            </p>
            <ul className="member-page__nav-list">
              {pages.map((entry) => (
                <li key={entry.id}>
                  <Link
                    to={memberPageHref(entry.id)}
                    className="member-page__nav-link"
                    aria-current={entry.id === page.id ? 'page' : undefined}
                  >
                    {t(entry.titleKey)}
                    {entry.id === 'messageV2' ? <UnreadBadge label={(count) => t('unread_count', { count })} /> : null}
                    {entry.id === 'missionLeaderboard' ? (
                      <MissionBadge label={(number) => t('missions_claimable', { ns: 'common', number })} />
                    ) : null}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className="member-page__content">
          <h1 className="member-page__title">{t(page.titleKey)}</h1>
          <Suspense fallback={<LoadingState label={t('loading')} />}>
            <PageContent />
          </Suspense>
        </div>
      </div>
    </div>
  );
}
