import { ErrorState, LoadingState } from '@ficha/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { draftOf, emptyDraft } from '../../features/promotions/promotion-draft.ts';
import { PromotionForm } from '../../features/promotions/promotion-form.tsx';
import { usePromotions } from '../../features/promotions/queries.ts';
import { RaffleDrawPanel } from '../../features/promotions/raffle-draw-panel.tsx';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { memberIdFromParam as idFromParam } from './member-id-from-param.ts';

/**
 * `/console/promotions/new` and `/console/promotions/:promotionId/edit`: the promotion builder (decision 0059).
 * The schedule is typed in the merchant's time zone, which the list answers with; a raffle shows its draw first.
 */
export function PromotionEditPage() {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const navigate = useNavigate();
  const param = useParams()['promotionId'];
  const promotionId = param === undefined ? null : idFromParam(param);
  const promotions = usePromotions();
  const [now] = useState(() => new Date());

  function renderBody() {
    if (param !== undefined && promotionId === null) return <p>{t('promotions.invalidId')}</p>;
    if (promotions.isError && !promotions.data)
      return (
        <ErrorState
          message={errorMessage(promotions.error)}
          onRetry={() => void promotions.refetch()}
          isRetrying={promotions.isFetching}
        />
      );
    if (!promotions.data) return <LoadingState />;
    const { timeZone } = promotions.data;
    const saved = promotionId === null ? null : promotions.data.list.find((p) => p.id === promotionId);
    if (saved === undefined) return <p>{t('promotions.notFound')}</p>;
    return (
      <>
        {saved?.kind === 'raffle' ? <RaffleDrawPanel promotionId={saved.id} /> : null}
        <PromotionForm
          promotionId={promotionId}
          initial={saved ? draftOf(saved, timeZone) : emptyDraft(timeZone, now)}
          timeZone={timeZone}
          isClaimed={(saved?.claims ?? 0) > 0}
          onSaved={() => void navigate('/promotions')}
        />
      </>
    );
  }

  return (
    <>
      <div className="page-head">
        <p>
          <Link to="/promotions">{t('promotions.back')}</Link>
        </p>
        <h1 className="page-title">
          {promotionId === null ? t('promotions.newTitle') : t('promotions.editTitle', { id: promotionId })}
        </h1>
        <p className="page-intro">{t('promotions.formIntro')}</p>
      </div>
      {renderBody()}
    </>
  );
}
