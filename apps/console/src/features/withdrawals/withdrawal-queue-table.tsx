import type { ConsoleWithdrawal } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { buttonClassName, DataTable, formatDateTime, moneyText } from '@ficha/ui';
import { Badge } from '../../ui/badge.tsx';
import { availableActions, statusTone } from './withdrawal-status.ts';
import './withdrawals.css';
import { useCan } from '../../lib/use-can.ts';

export interface WithdrawalQueueTableProps {
  withdrawals: readonly ConsoleWithdrawal[];
  isStale?: boolean;
  isBusy: boolean;
  onApprove: (w: ConsoleWithdrawal) => void;
  onPay: (w: ConsoleWithdrawal) => void;
  onReject: (w: ConsoleWithdrawal) => void;
  onShowProof: (w: ConsoleWithdrawal) => void;
}

/** One row per withdrawal with what may be done with it now. */
export function WithdrawalQueueTable({
  withdrawals,
  isStale = false,
  isBusy,
  onApprove,
  onPay,
  onReject,
  onShowProof,
}: WithdrawalQueueTableProps) {
  const { t, i18n } = useTranslation();
  const canReview = useCan('withdrawals.review');
  const canPay = useCan('withdrawals.pay');
  const noValue = t('withdrawals.noValue');
  return (
    <DataTable
      caption={t('withdrawals.caption')}
      className="withdrawals-table"
      isStale={isStale}
      columns={[
        t('withdrawals.id'),
        t('withdrawals.member'),
        t('withdrawals.amount'),
        t('withdrawals.destination'),
        t('withdrawals.status'),
        t('withdrawals.reviewedBy'),
        t('withdrawals.createdAt'),
        t('withdrawals.actions'),
      ]}
    >
      {withdrawals.map((w) => {
        // The role's permissions narrow what the state allows (the server checks both).
        const actions = availableActions(w).filter((a) => (a === 'pay' ? canPay : canReview));
        const reviewers = [
          [t('withdrawals.approvedBy'), w.firstApprover],
          [t('withdrawals.secondApprovedBy'), w.secondApprover],
          [t('withdrawals.paidBy'), w.paidBy],
        ].filter((entry): entry is [string, string] => entry[1] !== null);
        return (
          <tr key={w.id}>
            <td data-label={t('withdrawals.id')}>#{w.id}</td>
            <td data-label={t('withdrawals.member')}>{w.username}</td>
            <td data-label={t('withdrawals.amount')} className="withdrawal-amount">
              {moneyText(w.amount, i18n.language, { currency: w.currency })}
            </td>
            <td data-label={t('withdrawals.destination')}>
              <div>
                <span className="withdrawal-line">{w.payeeName}</span>
                <span className="withdrawal-line withdrawal-muted">{w.bankName}</span>
                <span className="withdrawal-line withdrawal-account">{w.accountNumber}</span>
              </div>
            </td>
            <td data-label={t('withdrawals.status')}>
              <div>
                <Badge label={t(`withdrawals.statuses.${w.status}`)} tone={statusTone(w.status)} />
                {w.needsSecondApproval && w.status === 'pending' ? (
                  <span className="card-hint withdrawal-note">{t('withdrawals.dualNote')}</span>
                ) : null}
                {w.rejectReason ? <span className="card-hint withdrawal-note">{w.rejectReason}</span> : null}
              </div>
            </td>
            <td data-label={t('withdrawals.reviewedBy')}>
              <div>
                {reviewers.length === 0
                  ? noValue
                  : reviewers.map(([label, name]) => (
                      <span key={label} className="withdrawal-line">
                        {label}: {name}
                      </span>
                    ))}
              </div>
            </td>
            <td data-label={t('withdrawals.createdAt')}>
              <time dateTime={w.createdAt}>{formatDateTime(w.createdAt, i18n.language, { time: 'short' })}</time>
            </td>
            <td data-label={t('withdrawals.actions')}>
              <div className="withdrawal-actions">
                {actions.includes('approve') ? (
                  <button
                    type="button"
                    className={buttonClassName('primary')}
                    disabled={isBusy}
                    onClick={() => onApprove(w)}
                  >
                    {w.status === 'awaiting_second_approval'
                      ? t('withdrawals.secondApprove')
                      : t('withdrawals.approve')}
                  </button>
                ) : null}
                {actions.includes('pay') ? (
                  <button
                    type="button"
                    className={buttonClassName('primary')}
                    disabled={isBusy}
                    onClick={() => onPay(w)}
                  >
                    {t('withdrawals.markPaid')}
                  </button>
                ) : null}
                {actions.includes('reject') ? (
                  <button
                    type="button"
                    className={buttonClassName('secondary')}
                    disabled={isBusy}
                    onClick={() => onReject(w)}
                  >
                    {t('withdrawals.reject')}
                  </button>
                ) : null}
                {w.hasProof ? (
                  <button type="button" className={buttonClassName('secondary')} onClick={() => onShowProof(w)}>
                    {t('withdrawals.viewProof')}
                  </button>
                ) : null}
                {actions.length === 0 && !w.hasProof ? noValue : null}
              </div>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
