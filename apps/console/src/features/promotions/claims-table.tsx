import { DataTable, formatDateTime, moneyText } from '@ficha/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../ui/badge.tsx';
import { WageringBar } from './wagering-bar.tsx';
import type { PromotionClaim } from './queries.ts';
import './promotions.css';

export const bonusTones = {
  active: 'info',
  completed: 'success',
  spent: 'neutral',
  forfeited: 'danger',
  expired: 'neutral',
} as const;

/** A promotion's claims: who, when, the bonus, its wagering progress and its state. */
export function ClaimsTable({ claims, isStale }: { claims: readonly PromotionClaim[]; isStale: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <DataTable
      caption={t('promotions.claimsCaption')}
      className="promotion-claims-table"
      isStale={isStale}
      rows={claims}
      rowKey={(claim) => claim.id}
      columns={[
        {
          label: t('promotions.claimedAt'),
          cell: (claim) => (
            <time dateTime={claim.claimedAt}>{formatDateTime(claim.claimedAt, i18n.language, { time: 'short' })}</time>
          ),
        },
        {
          label: t('promotions.member'),
          cell: (claim) => <Link to={`/members/${claim.memberId}`}>{claim.username}</Link>,
        },
        { label: t('promotions.bonus'), cell: (claim) => moneyText(claim.amount, i18n.language) },
        {
          label: t('promotions.wagering'),
          cell: (claim) => <WageringBar wagered={claim.wagered} requirement={claim.requirement} />,
        },
        {
          label: t('promotions.status'),
          cell: (claim) => (
            <Badge label={t(`promotions.bonusStatuses.${claim.bonusStatus}`)} tone={bonusTones[claim.bonusStatus]} />
          ),
        },
      ]}
    />
  );
}
