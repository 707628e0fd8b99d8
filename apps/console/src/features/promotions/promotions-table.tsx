import { DataTable, formatDateTime, moneyText, RowAction } from '@ficha/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../../lib/use-can.ts';
import { Badge } from '../../ui/badge.tsx';
import { phaseOf, titleOf, type PromotionPhase } from './promotion-phase.ts';
import type { ConsolePromotion } from './queries.ts';
import './promotions.css';

const phaseTones: Record<PromotionPhase, 'neutral' | 'success' | 'danger' | 'info'> = {
  live: 'success',
  scheduled: 'info',
  paused: 'danger',
  ended: 'neutral',
};

export interface PromotionsTableProps {
  promotions: readonly ConsolePromotion[];
  now: Date;
  busyId: number | null;
  onToggle: (promotion: ConsolePromotion) => void;
}

/** The merchant's promotions: kind, where each stands, schedule, budget used and left, claims, and actions. */
export function PromotionsTable({ promotions, now, busyId, onToggle }: PromotionsTableProps) {
  const { t, i18n } = useTranslation();
  const canManage = useCan('promotions.manage');
  const money = (amount: number) => moneyText(amount, i18n.language);
  const when = (iso: string) => formatDateTime(iso, i18n.language, { time: 'short' });
  const language = i18n.language.slice(0, 2).toUpperCase();
  return (
    <DataTable
      caption={t('promotions.caption')}
      className="promotions-table"
      rows={promotions}
      rowKey={(p) => p.id}
      columns={[
        { label: t('promotions.id'), cell: (p) => p.id },
        {
          label: t('promotions.name'),
          cell: (p) => (
            <>
              <strong>{titleOf(p, language)}</strong>
              <p className="promotion-note">{t(`promotions.kinds.${p.kind}`)}</p>
            </>
          ),
        },
        {
          label: t('promotions.status'),
          cell: (p) => {
            const phase = phaseOf(p, now);
            return <Badge label={t(`promotions.phases.${phase}`)} tone={phaseTones[phase]} />;
          },
        },
        {
          label: t('promotions.schedule'),
          cell: (p) => (
            <>
              <time dateTime={p.startsAt}>{when(p.startsAt)}</time> – <time dateTime={p.endsAt}>{when(p.endsAt)}</time>
            </>
          ),
        },
        {
          label: t('promotions.budget'),
          cell: (p) => (
            <>
              {t('promotions.budgetUsed', { used: money(p.budgetUsed), budget: money(p.budget) })}
              <p className="promotion-note">{t('promotions.budgetLeft', { left: money(p.budgetLeft) })}</p>
            </>
          ),
        },
        { label: t('promotions.claims'), cell: (p) => p.claims },
        {
          label: t('promotions.actions'),
          isLabelHidden: true,
          className: 'promotion-row-actions',
          cell: (p) => (
            <>
              <Link className="button button--secondary button--medium" to={`/promotions/${p.id}`}>
                {t('promotions.openClaims')}
                <span className="visually-hidden"> {p.id}</span>
              </Link>
              {canManage ? (
                <>
                  <Link className="button button--secondary button--medium" to={`/promotions/${p.id}/edit`}>
                    {t('promotions.edit')}
                    <span className="visually-hidden"> {p.id}</span>
                  </Link>
                  {phaseOf(p, now) === 'ended' ? null : (
                    <RowAction
                      label={p.status === 'active' ? t('promotions.pause') : t('promotions.resume')}
                      rowName={String(p.id)}
                      disabled={busyId === p.id}
                      onClick={() => onToggle(p)}
                    />
                  )}
                </>
              ) : null}
            </>
          ),
        },
      ]}
    />
  );
}
