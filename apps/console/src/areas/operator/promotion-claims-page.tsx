import { EmptyState, ErrorState, LoadingState } from '@ficha/ui';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { ClaimsTable } from '../../features/promotions/claims-table.tsx';
import { IssuePanel } from '../../features/promotions/issue-panel.tsx';
import { titleOf } from '../../features/promotions/promotion-phase.ts';
import { usePromotionClaims, usePromotions } from '../../features/promotions/queries.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { Pager } from '../../ui/pager.tsx';
import { memberIdFromParam as idFromParam } from './member-id-from-param.ts';
import { pageFromSearch } from './page-from-search.ts';

/** `/console/promotions/:promotionId`: who claimed the promotion, when, the bonus and its wagering (issue 16). */
export function PromotionClaimsPage() {
  const { t, i18n } = useTranslation();
  const promotionId = idFromParam(useParams()['promotionId']);
  return promotionId === null ? (
    <p>{t('promotions.invalidId')}</p>
  ) : (
    <PromotionClaims promotionId={promotionId} language={i18n.language.slice(0, 2).toUpperCase()} />
  );
}

function PromotionClaims({ promotionId, language }: { promotionId: number; language: string }) {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFromSearch(searchParams);
  const claims = usePromotionClaims(promotionId, page);
  const promotion = usePromotions().data?.list.find((p) => p.id === promotionId);

  function renderBody() {
    if (claims.isError && !claims.data)
      return (
        <ErrorState
          message={errorMessage(claims.error)}
          onRetry={() => void claims.refetch()}
          isRetrying={claims.isFetching}
        />
      );
    if (!claims.data) return <LoadingState />;
    return (
      <>
        {claims.data.list.length === 0 ? (
          <EmptyState message={t('promotions.noClaims')} />
        ) : (
          <ClaimsTable claims={claims.data.list} isStale={claims.isPlaceholderData} />
        )}
        <Pager
          page={page}
          totalPages={Math.max(claims.data.totalPages, page)}
          onPageChange={(next) => setSearchParams(next > 1 ? { page: String(next) } : {})}
          isBusy={claims.isPlaceholderData}
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
          {t('promotions.claimsTitle', { name: promotion ? titleOf(promotion, language) : `#${promotionId}` })}
        </h1>
        {promotion ? <p className="page-intro">{t('promotions.claimsIntro', { claims: promotion.claims })}</p> : null}
      </div>
      {promotion?.kind === 'issued' ? <IssuePanel promotionId={promotionId} reward={promotion.amount} /> : null}
      {renderBody()}
    </>
  );
}
