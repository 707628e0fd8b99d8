import { redeemStatuses } from '@ficha/contract';
import { DataTable, EmptyState, ErrorState, formatDateTime, LoadingState, RowAction, SelectField } from '@ficha/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../lib/use-can.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { Pager } from '../../ui/pager.tsx';
import { ConfirmDialog } from '@ficha/ui';
import { RejectReasonDialog } from '../../ui/reject-reason-dialog.tsx';
import { useDecidePointRedeem, usePointRedeems, type ConsoleRedeem, type RedeemStatusFilter } from './queries.ts';

/**
 * Redeem records of the merchant; by default the fulfilment queue (items In Process). A reviewer approves an
 * item once sent, or rejects it with a reason the player sees (the points and the stock go back).
 */
export function RedeemsTab() {
  const { t, i18n } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const canReview = useCan('loyalty.review');
  const [status, setStatus] = useState<RedeemStatusFilter>('in_process');
  const [page, setPage] = useState(1);
  const redeems = usePointRedeems(status, page);
  const decide = useDecidePointRedeem();
  const [approving, setApproving] = useState<ConsoleRedeem | null>(null);
  const [rejecting, setRejecting] = useState<ConsoleRedeem | null>(null);

  const closeApprove = () => {
    setApproving(null);
    decide.reset();
  };

  function renderBody() {
    if (redeems.isError && !redeems.data)
      return <ErrorState message={errorMessage(redeems.error)} onRetry={() => void redeems.refetch()} />;
    if (!redeems.data) return <LoadingState />;
    if (redeems.data.list.length === 0)
      return (
        <EmptyState message={t(status === 'in_process' ? 'loyalty.redeems.emptyQueue' : 'loyalty.redeems.empty')} />
      );
    return (
      <>
        <DataTable
          caption={t('loyalty.redeems.title')}
          isStale={redeems.isPlaceholderData}
          rows={redeems.data.list}
          rowKey={(r) => r.id}
          columns={[
            { label: t('loyalty.redeems.reference'), cell: (r) => r.reference },
            { label: t('loyalty.redeems.created'), cell: (r) => formatDateTime(r.createdAt, i18n.language) },
            { label: t('loyalty.redeems.member'), cell: (r) => r.username },
            { label: t('loyalty.redeems.kind'), cell: (r) => t(`loyalty.redeemKinds.${r.kind}`) },
            { label: t('loyalty.redeems.reward'), cell: (r) => `${r.name} × ${r.quantity}` },
            { label: t('loyalty.reward.points'), cell: (r) => r.points.toLocaleString(i18n.language) },
            {
              label: t('loyalty.redeems.status'),
              cell: (r) => (
                <span>
                  {t(`loyalty.statuses.${r.status}`)}
                  {r.rejectReason ? <span className="loyalty-note"> · {r.rejectReason}</span> : null}
                  {r.decidedBy ? <span className="loyalty-note"> · {r.decidedBy}</span> : null}
                </span>
              ),
            },
            canReview && {
              label: t('loyalty.redeems.actions'),
              isLabelHidden: true,
              cell: (r) =>
                r.status === 'in_process' ? (
                  <span className="loyalty-actions">
                    <RowAction
                      label={t('loyalty.redeems.approve')}
                      rowName={r.reference}
                      variant="primary"
                      onClick={() => setApproving(r)}
                    />
                    <RowAction
                      label={t('loyalty.redeems.reject')}
                      rowName={r.reference}
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
          totalPages={Math.max(redeems.data.totalPages, page)}
          onPageChange={setPage}
          isBusy={redeems.isPlaceholderData}
        />
      </>
    );
  }

  return (
    <section className="loyalty-tab" aria-labelledby="redeems-title">
      <div className="loyalty-tab__head">
        <h2 id="redeems-title" className="card-title">
          {t('loyalty.redeems.title')}
        </h2>
        <SelectField
          label={t('loyalty.redeems.status')}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as RedeemStatusFilter);
            setPage(1);
          }}
          options={[
            { value: '', label: t('loyalty.redeems.allStatuses') },
            ...redeemStatuses.map((s) => ({ value: s, label: t(`loyalty.statuses.${s}`) })),
          ]}
        />
      </div>
      {renderBody()}
      <ConfirmDialog
        isOpen={approving !== null}
        title={t('loyalty.redeems.approveTitle')}
        message={
          approving
            ? t('loyalty.redeems.approveMessage', {
                reward: `${approving.name} × ${approving.quantity}`,
                member: approving.username,
              })
            : ''
        }
        confirmLabel={t('loyalty.redeems.approve')}
        isBusy={decide.isPending}
        error={decide.isError ? errorMessage(decide.error) : null}
        onCancel={closeApprove}
        onConfirm={() => {
          if (!approving) return;
          decide.mutate({ redeemId: approving.id, decision: 'approve' }, { onSuccess: closeApprove });
        }}
      />
      <RejectReasonDialog
        isOpen={rejecting !== null}
        title={t('loyalty.redeems.rejectTitle', { reference: rejecting?.reference ?? '' })}
        actionLabel={t('loyalty.redeems.reject')}
        texts={{
          reason: t('loyalty.redeems.reason'),
          hint: t('loyalty.redeems.reasonHint'),
          required: t('loyalty.redeems.reasonRequired'),
        }}
        isBusy={decide.isPending}
        error={decide.isError ? errorMessage(decide.error) : null}
        onReject={(reason, done) => {
          if (!rejecting) return;
          decide.mutate(
            { redeemId: rejecting.id, decision: 'reject', reason },
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
