import { applicationStatuses } from '@ficha/contract';
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
import { ApplicationImagesDialog } from './application-images-dialog.tsx';
import { useDecideApplication, usePromotionApplications, type ConsoleApplicationRow } from './application-queries.ts';
import './promotions.css';

const queueStatuses = ['open', ...applicationStatuses] as const;
type QueueStatus = (typeof queueStatuses)[number];

/**
 * The applications queue (decision 0077): players' applications for "apply" promotions, open ones oldest first,
 * with their comment and images. Approving grants the promotion's reward once (at or above the merchant's
 * threshold, after a second operator's approval); rejecting needs a reason the player reads.
 */
export function ApplicationQueue() {
  const { t, i18n } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const canDecide = useCan('promotions.manage');
  const [status, setStatus] = useState<QueueStatus>('open');
  const [page, setPage] = useState(1);
  const applications = usePromotionApplications(status, page);
  const decide = useDecideApplication();
  const [viewing, setViewing] = useState<ConsoleApplicationRow | null>(null);
  const [approving, setApproving] = useState<ConsoleApplicationRow | null>(null);
  const [rejecting, setRejecting] = useState<ConsoleApplicationRow | null>(null);
  const money = (amount: number) => moneyText(amount, i18n.language);

  const closeApprove = () => {
    setApproving(null);
    decide.reset();
  };

  function renderBody() {
    if (applications.isError && !applications.data)
      return <ErrorState message={errorMessage(applications.error)} onRetry={() => void applications.refetch()} />;
    if (!applications.data) return <LoadingState />;
    if (applications.data.list.length === 0)
      return <EmptyState message={t(status === 'open' ? 'applications.emptyQueue' : 'applications.empty')} />;
    return (
      <>
        <DataTable
          caption={t('applications.caption')}
          isStale={applications.isPlaceholderData}
          rows={applications.data.list}
          rowKey={(a) => a.id}
          columns={[
            { label: t('applications.appliedAt'), cell: (a) => formatDateTime(a.createdAt, i18n.language) },
            { label: t('applications.member'), cell: (a) => <Link to={`/members/${a.memberId}`}>{a.username}</Link> },
            { label: t('applications.promotion'), cell: (a) => a.title },
            {
              label: t('applications.comment'),
              cell: (a) => (
                <span className="application-comment" dir="auto">
                  {a.comment || '—'}
                </span>
              ),
            },
            {
              label: t('applications.images'),
              cell: (a) => (
                <RowAction
                  label={t('applications.view', { count: a.imageCount })}
                  rowName={a.username}
                  onClick={() => setViewing(a)}
                />
              ),
            },
            { label: t('applications.reward'), cell: (a) => money(a.amount ?? a.reward) },
            {
              label: t('applications.status'),
              cell: (a) => (
                <span>
                  {t(`applications.statuses.${a.status}`)}
                  {a.needsSecondApproval && a.status === 'applying' ? (
                    <span className="rebate-note"> · {t('applications.twoOperators')}</span>
                  ) : null}
                  {a.firstApprover && a.status === 'awaiting_second_approval' ? (
                    <span className="rebate-note"> · {a.firstApprover}</span>
                  ) : null}
                  {a.reason && a.status === 'rejected' ? <span className="rebate-note"> · {a.reason}</span> : null}
                  {a.decidedBy ? <span className="rebate-note"> · {a.decidedBy}</span> : null}
                </span>
              ),
            },
            canDecide && {
              label: t('applications.actions'),
              isLabelHidden: true,
              cell: (a) =>
                a.status === 'applying' || a.status === 'awaiting_second_approval' ? (
                  <span className="rebate-actions">
                    <RowAction
                      label={t(a.status === 'applying' ? 'applications.approve' : 'applications.approveSecond')}
                      rowName={a.username}
                      variant="primary"
                      onClick={() => setApproving(a)}
                    />
                    <RowAction
                      label={t('applications.reject')}
                      rowName={a.username}
                      variant="danger"
                      onClick={() => setRejecting(a)}
                    />
                  </span>
                ) : null,
            },
          ]}
        />
        <Pager
          page={page}
          totalPages={Math.max(applications.data.totalPages, page)}
          onPageChange={setPage}
          isBusy={applications.isPlaceholderData}
        />
      </>
    );
  }

  return (
    <section className="card" aria-labelledby="application-queue-title">
      <div className="rebate-queue__head">
        <h2 id="application-queue-title" className="card-title">
          {t('applications.queue')}
        </h2>
        <SelectField
          label={t('applications.status')}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as QueueStatus);
            setPage(1);
          }}
          options={queueStatuses.map((s) => ({ value: s, label: t(`applications.statuses.${s}`) }))}
        />
      </div>
      {renderBody()}
      <ApplicationImagesDialog application={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        isOpen={approving !== null}
        title={t('applications.approveTitle')}
        message={
          approving
            ? t(
                approving.needsSecondApproval && approving.status === 'applying'
                  ? 'applications.approveFirstMessage'
                  : 'applications.approveMessage',
                { amount: money(approving.reward), member: approving.username },
              )
            : ''
        }
        confirmLabel={t('applications.approve')}
        isBusy={decide.isPending}
        error={decide.isError ? errorMessage(decide.error) : null}
        onCancel={closeApprove}
        onConfirm={() => {
          if (!approving) return;
          decide.mutate({ applicationId: approving.id, decision: 'approve' }, { onSuccess: closeApprove });
        }}
      />
      <RejectReasonDialog
        isOpen={rejecting !== null}
        title={t('applications.rejectTitle', { member: rejecting?.username ?? '' })}
        actionLabel={t('applications.reject')}
        texts={{
          reason: t('applications.reason'),
          hint: t('applications.reasonHint'),
          required: t('applications.reasonRequired'),
        }}
        isBusy={decide.isPending}
        error={decide.isError ? errorMessage(decide.error) : null}
        onReject={(reason, done) => {
          if (!rejecting) return;
          decide.mutate(
            { applicationId: rejecting.id, decision: 'reject', reason },
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
