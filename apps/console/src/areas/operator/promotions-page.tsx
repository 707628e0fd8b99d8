import { buttonClassName, EmptyState, ErrorState, LoadingState, SelectField } from '@ficha/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { phaseOf, promotionPhases, type PromotionPhase } from '../../features/promotions/promotion-phase.ts';
import { PromotionsTable } from '../../features/promotions/promotions-table.tsx';
import { usePromotions, useSetPromotionStatus } from '../../features/promotions/queries.ts';
import { useCan } from '../../lib/use-can.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { AlertMessage } from '../../ui/alert-message.tsx';

function phaseFromSearch(search: URLSearchParams): PromotionPhase | '' {
  const phase = search.get('status') ?? '';
  return (promotionPhases as readonly string[]).includes(phase) ? (phase as PromotionPhase) : '';
}

/** `/console/promotions`: the merchant's promotions with their budget and claims, filtered by status (issue 16). */
export function PromotionsPage() {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const canManage = useCan('promotions.manage');
  const [searchParams, setSearchParams] = useSearchParams();
  const phase = phaseFromSearch(searchParams);
  const promotions = usePromotions();
  const setStatus = useSetPromotionStatus();
  const [now] = useState(() => new Date());

  function renderBody() {
    if (promotions.isError && !promotions.data)
      return (
        <ErrorState
          message={errorMessage(promotions.error)}
          onRetry={() => void promotions.refetch()}
          isRetrying={promotions.isFetching}
        />
      );
    if (!promotions.data) return <LoadingState />;
    const shown = promotions.data.list.filter((p) => phase === '' || phaseOf(p, now) === phase);
    if (shown.length === 0) return <EmptyState message={t('promotions.empty')} />;
    return (
      <PromotionsTable
        promotions={shown}
        now={now}
        busyId={setStatus.isPending ? (setStatus.variables?.promotionId ?? null) : null}
        onToggle={(p) => setStatus.mutate({ promotionId: p.id, status: p.status === 'active' ? 'paused' : 'active' })}
      />
    );
  }

  return (
    <>
      <div className="page-head page-head-row">
        <div className="page-head-text">
          <h1 className="page-title">{t('promotions.title')}</h1>
          <p className="page-intro">{t('promotions.intro')}</p>
        </div>
        <div className="page-head-actions">
          <Link className={buttonClassName('secondary')} to="/promotions/rebates">
            {t('rebates.link')}
          </Link>
          <Link className={buttonClassName('secondary')} to="/promotions/referrals">
            {t('referrals.link')}
          </Link>
          <Link className={buttonClassName('secondary')} to="/promotions/applications">
            {t('applications.link')}
          </Link>
          {canManage ? (
            <Link className={buttonClassName('primary')} to="/promotions/new">
              {t('promotions.new')}
            </Link>
          ) : null}
        </div>
      </div>
      <div className="promotion-filters">
        <SelectField
          label={t('promotions.status')}
          options={[
            { value: '', label: t('promotions.allStatuses') },
            ...promotionPhases.map((value) => ({ value, label: t(`promotions.phases.${value}`) })),
          ]}
          value={phase}
          onChange={(event) =>
            setSearchParams(event.target.value ? { status: event.target.value } : {}, { replace: true })
          }
        />
      </div>
      {setStatus.isError ? <AlertMessage message={errorMessage(setStatus.error)} /> : null}
      {renderBody()}
    </>
  );
}
