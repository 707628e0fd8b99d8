import { kycDocumentStatuses, type KycDocumentStatus } from '@ficha/contract';
import { buttonClassName, EmptyState, ErrorState, LoadingState, SelectField } from '@ficha/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApproveKycDialog, KycDocumentViewer, RejectKycDialog } from '../../features/kyc-review/kyc-review-dialogs.tsx';
import { KycTable } from '../../features/kyc-review/kyc-table.tsx';
import { useKycQueue, type ConsoleKycDocument, type KycFilters } from '../../features/kyc-review/queries.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { Pager } from '../../ui/pager.tsx';
import { SearchBox } from '../../ui/search-box.tsx';
import { pageFromSearch } from './page-from-search.ts';

type Review = { kind: 'view' | 'approve' | 'reject'; document: ConsoleKycDocument } | null;

function filtersFromSearch(search: URLSearchParams): KycFilters {
  const status = search.get('status') ?? 'pending';
  return {
    status: (kycDocumentStatuses as readonly string[]).includes(status) ? (status as KycDocumentStatus) : '',
    username: search.get('username') ?? '',
  };
}

function searchOf(filters: KycFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams({ status: filters.status });
  if (filters.username) params.set('username', filters.username);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** `/console/kyc`: players' identity documents, pending first, with the viewer, approve and reject (issue 21). */
export function KycPage() {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearch(searchParams);
  const page = pageFromSearch(searchParams);
  const queue = useKycQueue(filters, page);
  const [review, setReview] = useState<Review>(null);
  const close = () => setReview(null);
  const reviewOf = (kind: 'view' | 'approve' | 'reject') => (review?.kind === kind ? review.document : null);
  const applyFilters = (change: Partial<KycFilters>) =>
    setSearchParams((current) => searchOf({ ...filtersFromSearch(current), ...change }), { replace: true });

  function renderBody() {
    if (queue.isError && !queue.data)
      return (
        <ErrorState
          message={errorMessage(queue.error)}
          onRetry={() => void queue.refetch()}
          isRetrying={queue.isFetching}
        />
      );
    if (!queue.data) return <LoadingState />;
    return (
      <>
        {queue.data.list.length === 0 ? (
          <EmptyState message={t('kyc.empty')} />
        ) : (
          <KycTable
            documents={queue.data.list}
            isStale={queue.isPlaceholderData}
            onView={(document) => setReview({ kind: 'view', document })}
            onApprove={(document) => setReview({ kind: 'approve', document })}
            onReject={(document) => setReview({ kind: 'reject', document })}
          />
        )}
        <Pager
          page={page}
          totalPages={Math.max(queue.data.totalPages, page)}
          onPageChange={(next) => setSearchParams(searchOf(filters, next))}
          isBusy={queue.isPlaceholderData}
        />
      </>
    );
  }

  return (
    <>
      <div className="page-head page-head-row">
        <div className="page-head-text">
          <h1 className="page-title">{t('kyc.title')}</h1>
          <p className="page-intro">{t('kyc.intro')}</p>
        </div>
        <button type="button" className={buttonClassName('secondary')} onClick={() => void queue.refetch()}>
          {t('kyc.refresh')}
        </button>
      </div>
      <div className="kyc-filters">
        <SelectField
          label={t('kyc.status')}
          options={[
            { value: '', label: t('kyc.allStatuses') },
            ...kycDocumentStatuses.map((status) => ({ value: status, label: t(`kyc.statuses.${status}`) })),
          ]}
          value={filters.status}
          onChange={(event) => applyFilters({ status: event.target.value as KycFilters['status'] })}
        />
        <SearchBox
          label={t('kyc.member')}
          hint={t('kyc.memberHint')}
          submitLabel={t('kyc.search')}
          value={filters.username}
          onSearch={(username) => applyFilters({ username })}
          maxLength={32}
        />
      </div>
      {renderBody()}
      {reviewOf('view') ? <KycDocumentViewer document={reviewOf('view')} onClose={close} /> : null}
      <ApproveKycDialog document={reviewOf('approve')} onClose={close} />
      <RejectKycDialog document={reviewOf('reject')} onClose={close} />
    </>
  );
}
