import { wireMoneyText, type ContractBill, type ContractKindName } from '@ficha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DataTable, EmptyState, ErrorState, formatDateTime, LoadingState, SelectField } from '@ficha/ui';
import { useCan } from '../../lib/use-can.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { AlertMessage } from '../../ui/alert-message.tsx';
import { useContractBills, useDecideBill, type BillStateFilter } from './queries.ts';

const states = ['pending_approval', 'calculated', 'paid', 'rejected', 'carried_over'] as const;

/**
 * The bills of a kind, the approval queue first (decision 0046): approve pays the bill (above the second
 * threshold after a second, different operator), reject leaves it unpaid.
 */
export function ContractBillsQueue({ kind }: { kind: ContractKindName }) {
  const { t, i18n } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const [state, setState] = useState<BillStateFilter>('pending_approval');
  const bills = useContractBills(kind, state);
  const decide = useDecideBill();
  const canDecide = useCan('adjustments.decide');
  const money = (n: number) => wireMoneyText(n, i18n.language);
  let body;
  if (bills.isPending) body = <LoadingState />;
  else if (bills.isError)
    body = <ErrorState message={errorMessage(bills.error)} onRetry={() => void bills.refetch()} />;
  else if (bills.data.list.length === 0) body = <EmptyState message={t('contracts.noBills')} />;
  else
    body = (
      <DataTable<ContractBill>
        caption={t('contracts.billsTitle')}
        rows={bills.data.list}
        rowKey={(row) => row.id}
        columns={[
          { label: t('contracts.period'), cell: (row) => formatDateTime(row.periodStart, i18n.language) },
          { label: t('contracts.agentId'), cell: (row) => row.agentId },
          {
            label: t('contracts.validBet'),
            className: 'numeric',
            headClassName: 'numeric',
            cell: (row) => money(row.validBet),
          },
          {
            label: t('contracts.rate'),
            className: 'numeric',
            headClassName: 'numeric',
            cell: (row) => `${row.rate}\u00a0%`,
          },
          {
            label: t('contracts.amount'),
            className: 'numeric',
            headClassName: 'numeric',
            cell: (row) => money(row.amount),
          },
          {
            label: t('contracts.state'),
            cell: (row) =>
              row.state === 'pending_approval' && row.approvals > 0
                ? t('contracts.secondApproval')
                : t(`contracts.states.${row.state}`),
          },
          canDecide && {
            label: t('contracts.actions'),
            isLabelHidden: true,
            cell: (row) =>
              row.state === 'pending_approval' ? (
                <div className="adjustment-actions">
                  <Button
                    size="small"
                    disabled={decide.isPending}
                    onClick={() => decide.mutate({ billId: row.id, decision: 'approve' })}
                  >
                    {t('contracts.approve')}
                  </Button>
                  <Button
                    size="small"
                    variant="secondary"
                    disabled={decide.isPending}
                    onClick={() => decide.mutate({ billId: row.id, decision: 'reject' })}
                  >
                    {t('contracts.reject')}
                  </Button>
                </div>
              ) : null,
          },
        ]}
      />
    );
  return (
    <section className="card" aria-labelledby="contract-bills-title">
      <h2 className="card-title" id="contract-bills-title">
        {t('contracts.billsTitle')}
      </h2>
      <SelectField
        label={t('contracts.state')}
        value={state ?? ''}
        onChange={(event) => setState((event.target.value || undefined) as BillStateFilter)}
        options={[
          { value: '', label: t('contracts.allStates') },
          ...states.map((s) => ({ value: s, label: t(`contracts.states.${s}`) })),
        ]}
      />
      {decide.isError ? <AlertMessage message={errorMessage(decide.error)} /> : null}
      {body}
    </section>
  );
}
