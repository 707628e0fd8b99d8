import { rebateRequestStatuses } from '@ficha/contract';
import {
  ConfirmDialog,
  DataTable,
  EmptyState,
  ErrorState,
  formatDateTime,
  LoadingState,
  moneyText,
  RowAction,
  SelectField,
} from '@ficha/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../../lib/use-can.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { Pager } from '../../ui/pager.tsx';
import { RejectReasonDialog } from '../../ui/reject-reason-dialog.tsx';
import { useDecideRebateRequest, useRebateRequests, type RebateRequest } from './queries.ts';
import './promotions.css';

type QueueStatus = (typeof rebateRequestStatuses)[number];

/**
 * The manual rebate queue (decision 0070): members' requests for their running period's rebate, oldest first.
 * Approving pays the request once from the promotion's budget; rejecting needs a reason the player sees.
 */
export function RebateQueue() {
  const { t, i18n } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const canDecide = useCan('promotions.manage');
  const [status, setStatus] = useState<QueueStatus>('pending');
  const [page, setPage] = useState(1);
  const requests = useRebateRequests(status, page);
  const decide = useDecideRebateRequest();
  const [approving, setApproving] = useState<RebateRequest | null>(null);
  const [rejecting, setRejecting] = useState<RebateRequest | null>(null);
  const money = (amount: number) => moneyText(amount, i18n.language);

  const closeApprove = () => {
    setApproving(null);
    decide.reset();
  };

  function renderBody() {
    if (requests.isError && !requests.data)
      return <ErrorState message={errorMessage(requests.error)} onRetry={() => void requests.refetch()} />;
    if (!requests.data) return <LoadingState />;
    if (requests.data.list.length === 0)
      return <EmptyState message={t(status === 'pending' ? 'rebates.emptyQueue' : 'rebates.empty')} />;
    return (
      <>
        <DataTable
          caption={t('rebates.caption')}
          isStale={requests.isPlaceholderData}
          rows={requests.data.list}
          rowKey={(r) => r.id}
          columns={[
            { label: t('rebates.requestedAt'), cell: (r) => formatDateTime(r.createdAt, i18n.language) },
            { label: t('rebates.member'), cell: (r) => <Link to={`/members/${r.memberId}`}>{r.username}</Link> },
            { label: t('rebates.promotion'), cell: (r) => r.title },
            { label: t('rebates.period'), cell: (r) => `${r.periodStart} – ${r.periodEnd}` },
            { label: t('rebates.amount'), cell: (r) => money(r.amount) },
            { label: t('rebates.computed'), cell: (r) => money(r.computed) },
            { label: t('rebates.paidBefore'), cell: (r) => money(r.paidBefore) },
            { label: t('rebates.payAs'), cell: (r) => t(`rebates.payAsValues.${r.payAs}`) },
            {
              label: t('rebates.status'),
              cell: (r) => (
                <span>
                  {t(`rebates.statuses.${r.status}`)}
                  {r.reason && r.status === 'rejected' ? <span className="rebate-note"> · {r.reason}</span> : null}
                  {r.decidedBy ? <span className="rebate-note"> · {r.decidedBy}</span> : null}
                </span>
              ),
            },
            canDecide && {
              label: t('rebates.actions'),
              isLabelHidden: true,
              cell: (r) =>
                r.status === 'pending' ? (
                  <span className="rebate-actions">
                    <RowAction
                      label={t('rebates.approve')}
                      rowName={r.username}
                      variant="primary"
                      onClick={() => setApproving(r)}
                    />
                    <RowAction
                      label={t('rebates.reject')}
                      rowName={r.username}
                      variant="danger"
                      onClick={() => setRejecting(r)}
                    />
                  </span>
                ) : null,
            },
          ]}
        />
        <Pager
          page={page}
          totalPages={Math.max(requests.data.totalPages, page)}
          onPageChange={setPage}
          isBusy={requests.isPlaceholderData}
        />
      </>
    );
  }

  return (
    <section className="card" aria-labelledby="rebate-queue-title">
      <div className="rebate-queue__head">
        <h2 id="rebate-queue-title" className="card-title">
          {t('rebates.queue')}
        </h2>
        <SelectField
          label={t('rebates.status')}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as QueueStatus);
            setPage(1);
          }}
          options={rebateRequestStatuses.map((s) => ({ value: s, label: t(`rebates.statuses.${s}`) }))}
        />
      </div>
      {renderBody()}
      <ConfirmDialog
        isOpen={approving !== null}
        title={t('rebates.approveTitle')}
        message={
          approving ? t('rebates.approveMessage', { amount: money(approving.amount), member: approving.username }) : ''
        }
        confirmLabel={t('rebates.approve')}
        isBusy={decide.isPending}
        error={decide.isError ? errorMessage(decide.error) : null}
        onCancel={closeApprove}
        onConfirm={() => {
          if (!approving) return;
          decide.mutate({ requestId: approving.id, decision: 'approve' }, { onSuccess: closeApprove });
        }}
      />
      <RejectReasonDialog
        isOpen={rejecting !== null}
        title={t('rebates.rejectTitle', { member: rejecting?.username ?? '' })}
        actionLabel={t('rebates.reject')}
        texts={{
          reason: t('rebates.reason'),
          hint: t('rebates.reasonHint'),
          required: t('rebates.reasonRequired'),
        }}
        isBusy={decide.isPending}
        error={decide.isError ? errorMessage(decide.error) : null}
        onReject={(reason, done) => {
          if (!rejecting) return;
          decide.mutate(
            { requestId: rejecting.id, decision: 'reject', reason },
            {
              onSuccess: () => {
                done();
                setRejecting(null);
              },
            },
          );
        }}
        onClose={() => {
          setRejecting(null);
          decide.reset();
        }}
      />
    </section>
  );
}
