import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { depositStatuses } from '@ficha/contract';
import {
  depositFiltersFromSearch,
  depositSearchParams,
  type DepositFilters,
} from '../../features/deposits/deposit-filters.ts';
import { ApproveDialog, ProofDialog, RejectDialog } from '../../features/deposits/deposit-review-dialogs.tsx';
import { DepositsTable } from '../../features/deposits/deposits-table.tsx';
import { useDepositQueue, type ConsoleDeposit } from '../../features/deposits/queries.ts';
import { usePaymentChannels } from '../../features/payment-channels/queries.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { buttonClassName, EmptyState, ErrorState, LoadingState, SelectField, TextField } from '@ficha/ui';
import { Pager } from '../../ui/pager.tsx';
import { SearchBox } from '../../ui/search-box.tsx';
import { pageFromSearch } from './page-from-search.ts';

type Review = { kind: 'proof' | 'approve' | 'reject'; deposit: ConsoleDeposit } | null;

/** `/console/deposits`: the deposit queue with filters, proofs, approve and reject. */
export function DepositsPage() {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = depositFiltersFromSearch(searchParams);
  const page = pageFromSearch(searchParams);
  const queue = useDepositQueue(filters, page);
  const channels = usePaymentChannels();
  const [review, setReview] = useState<Review>(null);

  const applyFilters = (change: Partial<DepositFilters>) =>
    setSearchParams((current) => depositSearchParams({ ...depositFiltersFromSearch(current), ...change }), {
      replace: true,
    });
  const close = () => setReview(null);
  const reviewOf = (kind: 'proof' | 'approve' | 'reject') => (review?.kind === kind ? review.deposit : null);

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
        {queue.isError ? <ErrorState message={errorMessage(queue.error)} onRetry={() => void queue.refetch()} /> : null}
        {queue.data.list.length === 0 ? (
          <EmptyState message={t('deposits.empty')} />
        ) : (
          <DepositsTable
            deposits={queue.data.list}
            isStale={queue.isPlaceholderData}
            onViewProof={(deposit) => setReview({ kind: 'proof', deposit })}
            onApprove={(deposit) => setReview({ kind: 'approve', deposit })}
            onReject={(deposit) => setReview({ kind: 'reject', deposit })}
          />
        )}
        <Pager
          page={page}
          totalPages={Math.max(queue.data.totalPages, page)}
          onPageChange={(next) => setSearchParams(depositSearchParams(filters, next))}
          isBusy={queue.isPlaceholderData}
        />
      </>
    );
  }

  return (
    <>
      <div className="page-head page-head-row">
        <div className="page-head-text">
          <h1 className="page-title">{t('deposits.title')}</h1>
          <p className="page-intro">{t('deposits.intro')}</p>
        </div>
        <button type="button" className={buttonClassName('secondary')} onClick={() => void queue.refetch()}>
          {t('deposits.refresh')}
        </button>
      </div>
      <div className="deposit-filters">
        <SelectField
          label={t('deposits.status')}
          options={[
            { value: '', label: t('deposits.allStatuses') },
            ...depositStatuses.map((status) => ({ value: status, label: t(`deposits.statuses.${status}`) })),
          ]}
          value={filters.status}
          onChange={(event) => applyFilters({ status: event.target.value as DepositFilters['status'] })}
        />
        <SelectField
          label={t('deposits.channel')}
          options={[
            { value: '', label: t('deposits.allChannels') },
            ...(channels.data ?? []).map((channel) => ({ value: channel.code, label: channel.name })),
          ]}
          value={filters.channelCode}
          onChange={(event) => applyFilters({ channelCode: event.target.value })}
        />
        <SearchBox
          label={t('deposits.member')}
          hint={t('deposits.memberHint')}
          submitLabel={t('deposits.search')}
          value={filters.username}
          onSearch={(username) => applyFilters({ username })}
          maxLength={32}
        />
        <TextField
          label={t('deposits.from')}
          type="date"
          value={filters.from}
          onChange={(event) => applyFilters({ from: event.target.value })}
        />
        <TextField
          label={t('deposits.to')}
          type="date"
          value={filters.to}
          onChange={(event) => applyFilters({ to: event.target.value })}
        />
      </div>
      {renderBody()}
      <ProofDialog deposit={reviewOf('proof')} onClose={close} />
      <ApproveDialog deposit={reviewOf('approve')} onClose={close} />
      <RejectDialog deposit={reviewOf('reject')} onClose={close} />
    </>
  );
}
