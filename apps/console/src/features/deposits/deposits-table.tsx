import type { DepositStatus } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { buttonClassName, DataTable, formatDateTime, moneyText } from '@ficha/ui';
import { Badge } from '../../ui/badge.tsx';
import type { ConsoleDeposit } from './queries.ts';
import './deposits.css';
import { useCan } from '../../lib/use-can.ts';

export const depositStatusTones: Record<DepositStatus, 'neutral' | 'success' | 'danger' | 'info'> = {
  pending: 'info',
  approved: 'success',
  rejected: 'danger',
  failed: 'danger',
  expired: 'neutral',
};

export interface DepositsTableProps {
  deposits: readonly ConsoleDeposit[];
  isStale?: boolean;
  onViewProof: (deposit: ConsoleDeposit) => void;
  onApprove: (deposit: ConsoleDeposit) => void;
  onReject: (deposit: ConsoleDeposit) => void;
}

/** The deposit queue: one row per request, with its proof and, while pending, approve and reject. */
export function DepositsTable({ deposits, isStale = false, onViewProof, onApprove, onReject }: DepositsTableProps) {
  const { t, i18n } = useTranslation();
  const canReview = useCan('deposits.review');
  return (
    <DataTable
      caption={t('deposits.caption')}
      className="deposits-table"
      isStale={isStale}
      columns={[
        t('deposits.id'),
        t('deposits.createdAt'),
        t('deposits.member'),
        t('deposits.channel'),
        { label: t('deposits.amount'), className: 'deposit-amount-head' },
        t('deposits.reference'),
        t('deposits.status'),
        t('deposits.actions'),
      ]}
    >
      {deposits.map((deposit) => (
        <tr key={deposit.id}>
          <td data-label={t('deposits.id')}>{deposit.id}</td>
          <td data-label={t('deposits.createdAt')}>
            <time dateTime={deposit.createdAt}>
              {formatDateTime(deposit.createdAt, i18n.language, { time: 'short' })}
            </time>
          </td>
          <td data-label={t('deposits.member')}>{deposit.username}</td>
          <td data-label={t('deposits.channel')}>
            <code>{deposit.channelCode}</code>
          </td>
          <td data-label={t('deposits.amount')} className="deposit-amount">
            {moneyText(deposit.amount, i18n.language, { currency: deposit.currency })}
          </td>
          <td data-label={t('deposits.reference')} className="deposit-reference">
            {deposit.reference}
          </td>
          <td data-label={t('deposits.status')}>
            <Badge label={t(`deposits.statuses.${deposit.status}`)} tone={depositStatusTones[deposit.status]} />
            {deposit.rejectReason ? <p className="deposit-note">{deposit.rejectReason}</p> : null}
            {deposit.reviewedBy ? (
              <p className="deposit-note">{t('deposits.reviewedBy', { name: deposit.reviewedBy })}</p>
            ) : null}
          </td>
          <td data-label={t('deposits.actions')}>
            <div className="deposit-actions">
              {deposit.hasProof ? (
                <button type="button" className={buttonClassName('secondary')} onClick={() => onViewProof(deposit)}>
                  {t('deposits.viewProof')}
                  <span className="visually-hidden"> #{deposit.id}</span>
                </button>
              ) : null}
              {deposit.status === 'pending' && deposit.channelKind !== 'gateway' && canReview ? (
                <>
                  <button type="button" className={buttonClassName('primary')} onClick={() => onApprove(deposit)}>
                    {t('deposits.approve')}
                    <span className="visually-hidden"> #{deposit.id}</span>
                  </button>
                  <button type="button" className={buttonClassName('danger')} onClick={() => onReject(deposit)}>
                    {t('deposits.reject')}
                    <span className="visually-hidden"> #{deposit.id}</span>
                  </button>
                </>
              ) : null}
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
