import type { DepositStatus } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { DataTable, formatDateTime, moneyText, RowAction } from '@ficha/ui';
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
      rows={deposits}
      rowKey={(deposit) => deposit.id}
      columns={[
        { label: t('deposits.id'), cell: (deposit) => deposit.id },
        {
          label: t('deposits.createdAt'),
          cell: (deposit) => (
            <time dateTime={deposit.createdAt}>
              {formatDateTime(deposit.createdAt, i18n.language, { time: 'short' })}
            </time>
          ),
        },
        { label: t('deposits.member'), cell: (deposit) => deposit.username },
        { label: t('deposits.channel'), cell: (deposit) => <code>{deposit.channelCode}</code> },
        {
          label: t('deposits.amount'),
          headClassName: 'deposit-amount-head',
          className: 'deposit-amount',
          cell: (deposit) => moneyText(deposit.amount, i18n.language, { currency: deposit.currency }),
        },
        { label: t('deposits.reference'), className: 'deposit-reference', cell: (deposit) => deposit.reference },
        {
          label: t('deposits.status'),
          cell: (deposit) => (
            <>
              <Badge label={t(`deposits.statuses.${deposit.status}`)} tone={depositStatusTones[deposit.status]} />
              {deposit.rejectReason ? <p className="deposit-note">{deposit.rejectReason}</p> : null}
              {deposit.reviewedBy ? (
                <p className="deposit-note">{t('deposits.reviewedBy', { name: deposit.reviewedBy })}</p>
              ) : null}
            </>
          ),
        },
        {
          label: t('deposits.actions'),
          cell: (deposit) => (
            <div className="deposit-actions">
              {deposit.hasProof ? (
                <RowAction
                  label={t('deposits.viewProof')}
                  rowName={`#${deposit.id}`}
                  onClick={() => onViewProof(deposit)}
                />
              ) : null}
              {deposit.status === 'pending' && deposit.channelKind !== 'gateway' && canReview ? (
                <>
                  <RowAction
                    variant="primary"
                    label={t('deposits.approve')}
                    rowName={`#${deposit.id}`}
                    onClick={() => onApprove(deposit)}
                  />
                  <RowAction
                    variant="danger"
                    label={t('deposits.reject')}
                    rowName={`#${deposit.id}`}
                    onClick={() => onReject(deposit)}
                  />
                </>
              ) : null}
            </div>
          ),
        },
      ]}
    />
  );
}
