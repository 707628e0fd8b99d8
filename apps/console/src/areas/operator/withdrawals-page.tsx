import { withdrawalStatuses, type ConsoleWithdrawal, type WithdrawalStatus } from '@ficha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConfirmActionDialog, type PendingConfirmation } from '../../features/withdrawals/confirm-action-dialog.tsx';
import { ProofDialog } from '../../features/withdrawals/proof-dialog.tsx';
import { useWithdrawalAction, useWithdrawalQueue } from '../../features/withdrawals/queries.ts';
import { RejectDialog } from '../../features/withdrawals/reject-dialog.tsx';
import { WithdrawalQueueTable } from '../../features/withdrawals/withdrawal-queue-table.tsx';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { AlertMessage } from '../../ui/alert-message.tsx';
import { EmptyState, ErrorState, LoadingState, SelectField, TextField } from '@ficha/ui';
import { Pager } from '../../ui/pager.tsx';
import { pageFromSearch } from './page-from-search.ts';

const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const isStatus = (value: string | null): value is WithdrawalStatus =>
  withdrawalStatuses.some((status) => status === value);

/** `/console/withdrawals?status=&member=&from=&to=&page=`: the review queue with its actions. */
export function WithdrawalsPage() {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const [searchParams, setSearchParams] = useSearchParams();
  const statusParam = searchParams.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const member = (searchParams.get('member') ?? '').trim().slice(0, 32) || undefined;
  const from = datePattern.test(searchParams.get('from') ?? '') ? (searchParams.get('from') ?? undefined) : undefined;
  const to = datePattern.test(searchParams.get('to') ?? '') ? (searchParams.get('to') ?? undefined) : undefined;
  const page = pageFromSearch(searchParams);
  const queue = useWithdrawalQueue({ status, member, from, to, pageNo: page });
  const action = useWithdrawalAction();
  const [rejecting, setRejecting] = useState<ConsoleWithdrawal | null>(null);
  const [proofOf, setProofOf] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<PendingConfirmation | null>(null);
  const [memberDraft, setMemberDraft] = useState(member ?? '');

  function setFilter(name: string, value: string) {
    const next = new URLSearchParams(searchParams);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete('page');
    setSearchParams(next, { replace: true });
  }

  function handlePageChange(nextPage: number) {
    const next = new URLSearchParams(searchParams);
    if (nextPage > 1) next.set('page', String(nextPage));
    else next.delete('page');
    setSearchParams(next);
  }

  const statusOptions = [
    { value: '', label: t('withdrawals.allStatuses') },
    ...withdrawalStatuses.map((s) => ({ value: s, label: t(`withdrawals.statuses.${s}`) })),
  ];

  function renderBody() {
    if (queue.isError && !queue.data) {
      return (
        <ErrorState
          message={errorMessage(queue.error)}
          onRetry={() => void queue.refetch()}
          isRetrying={queue.isFetching}
        />
      );
    }
    if (!queue.data) return <LoadingState />;
    if (queue.data.list.length === 0) return <EmptyState message={t('withdrawals.empty')} />;
    return (
      <>
        <WithdrawalQueueTable
          withdrawals={queue.data.list}
          players={queue.data.players}
          isStale={queue.isPlaceholderData}
          isBusy={action.isPending}
          onApprove={(withdrawal) => setConfirming({ kind: 'approve', withdrawal })}
          onPay={(withdrawal) => setConfirming({ kind: 'pay', withdrawal })}
          onReject={(w) => setRejecting(w)}
          onShowProof={(w) => setProofOf(w.id)}
        />
        <Pager
          page={page}
          totalPages={Math.max(queue.data.totalPages, page)}
          onPageChange={handlePageChange}
          isBusy={queue.isPlaceholderData}
        />
      </>
    );
  }

  return (
    <>
      <div className="page-head">
        <h1 className="page-title">{t('withdrawals.title')}</h1>
        <p className="page-intro">{t('withdrawals.intro')}</p>
      </div>
      <form
        className="withdrawal-filters"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setFilter('member', memberDraft.trim());
        }}
      >
        <SelectField
          label={t('withdrawals.status')}
          options={statusOptions}
          value={status ?? ''}
          onChange={(event) => setFilter('status', event.target.value)}
        />
        <TextField
          label={t('withdrawals.member')}
          value={memberDraft}
          maxLength={32}
          autoComplete="off"
          onChange={(event) => setMemberDraft(event.target.value)}
          onBlur={() => setFilter('member', memberDraft.trim())}
        />
        <TextField
          label={t('withdrawals.from')}
          type="date"
          value={from ?? ''}
          onChange={(event) => setFilter('from', event.target.value)}
        />
        <TextField
          label={t('withdrawals.to')}
          type="date"
          value={to ?? ''}
          onChange={(event) => setFilter('to', event.target.value)}
        />
      </form>
      {action.isError ? <AlertMessage message={errorMessage(action.error)} /> : null}
      {renderBody()}
      <RejectDialog
        isOpen={rejecting !== null}
        onClose={() => setRejecting(null)}
        onReject={(reason) => {
          if (rejecting) action.mutate({ kind: 'reject', withdrawalId: rejecting.id, reason });
          setRejecting(null);
        }}
      />
      <ConfirmActionDialog pending={confirming} onClose={() => setConfirming(null)} />
      <ProofDialog withdrawalId={proofOf} onClose={() => setProofOf(null)} />
    </>
  );
}
