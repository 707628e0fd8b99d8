import type { ConsoleWithdrawal, WithdrawalPlayer } from '@ficha/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DataTable, formatDateTime, moneyText, RowAction } from '@ficha/ui';
import { Badge } from '../../ui/badge.tsx';
import { PlayerContext } from './player-context.tsx';
import { availableActions, awaitsAnotherApprover, statusTone } from './withdrawal-status.ts';
import './withdrawals.css';
import { operatorSessionQueryOptions } from '../../lib/operator-session-query.ts';
import { useCan } from '../../lib/use-can.ts';

export interface WithdrawalQueueTableProps {
  withdrawals: readonly ConsoleWithdrawal[];
  /** The context of each player of the page. */
  players: readonly WithdrawalPlayer[];
  isStale?: boolean;
  isBusy: boolean;
  onApprove: (w: ConsoleWithdrawal) => void;
  onPay: (w: ConsoleWithdrawal) => void;
  onReject: (w: ConsoleWithdrawal) => void;
  onShowProof: (w: ConsoleWithdrawal) => void;
}

/** One row per withdrawal with its player's context and what the operator may do with it now. */
export function WithdrawalQueueTable({
  withdrawals,
  players,
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
  const operatorId = useQuery(operatorSessionQueryOptions()).data?.id;
  const playerOf = new Map(players.map((p) => [p.memberId, p]));
  const noValue = t('withdrawals.noValue');
  return (
    <DataTable
      caption={t('withdrawals.caption')}
      className="withdrawals-table"
      isStale={isStale}
      rows={withdrawals}
      rowKey={(w) => w.id}
      columns={[
        { label: t('withdrawals.id'), cell: (w) => `#${w.id}` },
        {
          label: t('withdrawals.member'),
          cell: (w) => (
            <PlayerContext
              memberId={w.memberId}
              username={w.username}
              currency={w.currency}
              player={playerOf.get(w.memberId)}
            />
          ),
        },
        {
          label: t('withdrawals.amount'),
          className: 'withdrawal-amount',
          cell: (w) => moneyText(w.amount, i18n.language, { currency: w.currency }),
        },
        {
          label: t('withdrawals.destination'),
          cell: (w) => (
            <div>
              <span className="withdrawal-line">{w.payeeName}</span>
              <span className="withdrawal-line withdrawal-muted">{w.bankName}</span>
              <span className="withdrawal-line withdrawal-account">{w.accountNumber}</span>
            </div>
          ),
        },
        {
          label: t('withdrawals.status'),
          cell: (w) => (
            <div>
              <Badge label={t(`withdrawals.statuses.${w.status}`)} tone={statusTone(w.status)} />
              {w.needsSecondApproval && w.status === 'pending' ? (
                <span className="card-hint withdrawal-note">{t('withdrawals.dualNote')}</span>
              ) : null}
              {awaitsAnotherApprover(w, operatorId) ? (
                <span className="card-hint withdrawal-note">{t('withdrawals.awaitsAnother')}</span>
              ) : null}
              {w.rejectReason ? <span className="card-hint withdrawal-note">{w.rejectReason}</span> : null}
            </div>
          ),
        },
        { label: t('withdrawals.reviewedBy'), cell: (w) => <Reviewers withdrawal={w} noValue={noValue} /> },
        {
          label: t('withdrawals.createdAt'),
          cell: (w) => (
            <time dateTime={w.createdAt}>{formatDateTime(w.createdAt, i18n.language, { time: 'short' })}</time>
          ),
        },
        {
          label: t('withdrawals.actions'),
          cell: (w) => {
            // The role's permissions narrow what the state allows (the server checks both).
            const actions = availableActions(w, operatorId).filter((a) => (a === 'pay' ? canPay : canReview));
            return (
              <div className="withdrawal-actions">
                {actions.includes('approve') ? (
                  <RowAction
                    variant="primary"
                    label={
                      w.status === 'awaiting_second_approval'
                        ? t('withdrawals.secondApprove')
                        : t('withdrawals.approve')
                    }
                    disabled={isBusy}
                    onClick={() => onApprove(w)}
                  />
                ) : null}
                {actions.includes('pay') ? (
                  <RowAction
                    variant="primary"
                    label={t('withdrawals.markPaid')}
                    disabled={isBusy}
                    onClick={() => onPay(w)}
                  />
                ) : null}
                {actions.includes('reject') ? (
                  <RowAction label={t('withdrawals.reject')} disabled={isBusy} onClick={() => onReject(w)} />
                ) : null}
                {w.hasProof ? <RowAction label={t('withdrawals.viewProof')} onClick={() => onShowProof(w)} /> : null}
                {actions.length === 0 && !w.hasProof ? noValue : null}
              </div>
            );
          },
        },
      ]}
    />
  );
}

/** Who approved and paid a withdrawal so far, one per line. */
function Reviewers({ withdrawal: w, noValue }: { withdrawal: ConsoleWithdrawal; noValue: string }) {
  const { t } = useTranslation();
  const reviewers = [
    [t('withdrawals.approvedBy'), w.firstApprover],
    [t('withdrawals.secondApprovedBy'), w.secondApprover],
    [t('withdrawals.paidBy'), w.paidBy],
  ].filter((entry): entry is [string, string] => entry[1] !== null);
  return (
    <div>
      {reviewers.length === 0
        ? noValue
        : reviewers.map(([label, name]) => (
            <span key={label} className="withdrawal-line">
              {label}: {name}
            </span>
          ))}
    </div>
  );
}
