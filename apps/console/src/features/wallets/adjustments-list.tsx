import { wireMoneyText, type Adjustment } from '@ficha/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName, EmptyState, ErrorState, formatDateTime, LoadingState, SelectField } from '@ficha/ui';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { AlertMessage } from '../../ui/alert-message.tsx';
import { Badge } from '../../ui/badge.tsx';
import '@ficha/ui/data-table.css';
import { Pager } from '../../ui/pager.tsx';
import { adjustmentListQueryOptions, useDecideAdjustment, type AdjustmentStatusFilter } from './queries.ts';
import './wallets.css';
import { useCan } from '../../lib/use-can.ts';

const statusTone = { pending: 'info', posted: 'success', rejected: 'danger' } as const;

/** The merchant's adjustments, pending first by default, with approve and reject for pending ones. */
export function AdjustmentsList() {
  const { t, i18n } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const [status, setStatus] = useState<AdjustmentStatusFilter>('pending');
  const [pageNo, setPageNo] = useState(1);
  const list = useQuery(adjustmentListQueryOptions(status, pageNo));
  const decide = useDecideAdjustment();
  const canDecide = useCan('adjustments.decide');
  const [notice, setNotice] = useState('');

  const handleDecision = (adjustment: Adjustment, decision: 'approve' | 'reject') => {
    if (decide.isPending) return;
    setNotice('');
    decide.mutate(
      { adjustmentId: adjustment.id, decision },
      {
        onSuccess: () =>
          setNotice(
            decision === 'approve'
              ? t('wallet.approved', { id: adjustment.id })
              : t('wallet.rejected', { id: adjustment.id }),
          ),
      },
    );
  };

  let body;
  if (list.isPending) body = <LoadingState />;
  else if (list.isError)
    body = (
      <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} isRetrying={list.isFetching} />
    );
  else if (list.data.list.length === 0) body = <EmptyState message={t('wallet.noAdjustments')} />;
  else
    body = (
      <>
        <div className="table-wrap">
          <table className="data-table">
            <caption className="visually-hidden">{t('wallet.pageTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('wallet.time')}</th>
                <th scope="col">{t('wallet.member')}</th>
                <th scope="col" className="numeric">
                  {t('wallet.amount')}
                </th>
                <th scope="col">{t('wallet.reason')}</th>
                <th scope="col">{t('wallet.requestedBy')}</th>
                <th scope="col">{t('wallet.status')}</th>
                <th scope="col">{t('wallet.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.list.map((row) => (
                <tr key={row.id}>
                  <td data-label={t('wallet.time')}>
                    <time dateTime={row.createdAt}>{formatDateTime(row.createdAt, i18n.language)}</time>
                  </td>
                  <td data-label={t('wallet.member')}>
                    <Link to={`/members/${row.memberId}`}>{row.username}</Link>
                  </td>
                  <td data-label={t('wallet.amount')} className="numeric">
                    {wireMoneyText(row.direction === 'debit' ? -row.amount : row.amount, i18n.language, true)}
                  </td>
                  <td data-label={t('wallet.reason')}>
                    <span>
                      {t(`wallet.reasons.${row.reasonCode}`)}
                      {row.note ? <span className="card-hint"> — {row.note}</span> : null}
                    </span>
                  </td>
                  <td data-label={t('wallet.requestedBy')}>{row.requestedBy}</td>
                  <td data-label={t('wallet.status')}>
                    <span>
                      <Badge label={t(`wallet.statuses.${row.status}`)} tone={statusTone[row.status]} />
                      {row.decidedBy ? <span className="card-hint"> {row.decidedBy}</span> : null}
                    </span>
                  </td>
                  <td data-label={t('wallet.actions')}>
                    {row.status === 'pending' && canDecide ? (
                      <div className="adjustment-actions">
                        <button
                          type="button"
                          className={buttonClassName('primary')}
                          aria-disabled={decide.isPending || undefined}
                          onClick={() => handleDecision(row, 'approve')}
                        >
                          {t('wallet.approve')}
                        </button>
                        <button
                          type="button"
                          className={buttonClassName('secondary')}
                          aria-disabled={decide.isPending || undefined}
                          onClick={() => handleDecision(row, 'reject')}
                        >
                          {t('wallet.reject')}
                        </button>
                      </div>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager page={pageNo} totalPages={list.data.totalPages} onPageChange={setPageNo} isBusy={list.isFetching} />
      </>
    );

  return (
    <section className="card" aria-labelledby="adjustments-list">
      <h2 id="adjustments-list" className="card-title">
        {t('wallet.pageTitle')}
      </h2>
      <SelectField
        label={t('wallet.statusFilter')}
        value={status}
        options={[
          { value: 'pending', label: t('wallet.statuses.pending') },
          { value: 'posted', label: t('wallet.statuses.posted') },
          { value: 'rejected', label: t('wallet.statuses.rejected') },
        ]}
        onChange={(event) => {
          setStatus(event.target.value as AdjustmentStatusFilter);
          setPageNo(1);
        }}
      />
      {decide.isError ? <AlertMessage message={errorMessage(decide.error)} /> : null}
      <p className="action-status" role="status">
        {notice}
      </p>
      {body}
    </section>
  );
}
