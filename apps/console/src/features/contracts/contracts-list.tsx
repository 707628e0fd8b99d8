import type { AgentContract, ContractKindName } from '@ficha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DataTable, EmptyState, ErrorState, formatDateTime, LoadingState } from '@ficha/ui';
import { useCan } from '../../lib/use-can.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { HouseContractEditor } from './house-contract-editor.tsx';
import { NewHouseContract } from './new-house-contract.tsx';
import { useConsoleContracts, useContractActions } from './queries.ts';

/**
 * Every agent's contracts of a kind, newest first, and the audit of one: every action, who, before and after; an
 * effective house contract of a top agent can be changed (a change offer, decision 0061), and a top agent without
 * one can be offered its first.
 */
export function ContractsList({ kind }: { kind: ContractKindName }) {
  const { t, i18n } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const contracts = useConsoleContracts(kind);
  const [audited, setAudited] = useState<AgentContract | null>(null);
  const actions = useContractActions(audited?.id ?? null);
  const canOffer = useCan('tree.manage');
  const [edited, setEdited] = useState<AgentContract | null>(null);
  const [isOffering, setIsOffering] = useState(false);
  let body;
  if (contracts.isPending) body = <LoadingState />;
  else if (contracts.isError)
    body = <ErrorState message={errorMessage(contracts.error)} onRetry={() => void contracts.refetch()} />;
  else if (contracts.data.list.length === 0) body = <EmptyState message={t('contracts.noContracts')} />;
  else
    body = (
      <DataTable<AgentContract>
        caption={t('contracts.contractsTitle')}
        rows={contracts.data.list}
        rowKey={(row) => row.id}
        columns={[
          { label: t('contracts.agent'), cell: (row) => row.agentUsername },
          {
            label: t('contracts.upline'),
            cell: (row) => (row.uplineId === null ? t('contracts.house') : row.uplineId),
          },
          { label: t('contracts.state'), cell: (row) => t(`contracts.statuses.${row.status}`) },
          { label: t('contracts.periodKind'), cell: (row) => t(`contracts.periods.${row.period}`) },
          {
            label: t('contracts.rates'),
            cell: (row) => row.tiers.map((tier) => `${tier.rate}\u00a0%`).join(' · '),
          },
          {
            label: t('contracts.actions'),
            isLabelHidden: true,
            cell: (row) => (
              <div className="adjustment-actions">
                <Button size="small" variant="secondary" onClick={() => setAudited(row)}>
                  {t('contracts.audit')}
                </Button>
                {canOffer && row.uplineId === null && row.status === 'V' ? (
                  <Button
                    size="small"
                    variant="secondary"
                    onClick={() => {
                      setIsOffering(false);
                      setEdited(row);
                    }}
                  >
                    {t('contracts.change')}
                  </Button>
                ) : null}
              </div>
            ),
          },
        ]}
      />
    );
  return (
    <section className="card" aria-labelledby="contracts-list-title">
      <h2 className="card-title" id="contracts-list-title">
        {t('contracts.contractsTitle')}
      </h2>
      {body}
      {canOffer && !isOffering ? (
        <Button
          variant="secondary"
          onClick={() => {
            setEdited(null);
            setIsOffering(true);
          }}
        >
          {t('contracts.newHouse.open')}
        </Button>
      ) : null}
      {isOffering ? <NewHouseContract key={kind} kind={kind} onClose={() => setIsOffering(false)} /> : null}
      {edited && edited.kind === kind ? (
        <HouseContractEditor key={edited.id} contract={edited} onClose={() => setEdited(null)} />
      ) : null}
      {audited && actions.data ? (
        <>
          <h3 className="card-title">{t('contracts.auditOf', { agent: audited.agentUsername })}</h3>
          <ol className="card-hint">
            {actions.data.list.map((a, n) => (
              <li key={n}>
                {formatDateTime(a.at, i18n.language)} · {a.action} · {a.statusBefore ?? '—'} → {a.statusAfter} ·{' '}
                {a.actorOperatorId !== null
                  ? t('contracts.byOperator', { id: a.actorOperatorId })
                  : a.actorMemberId !== null
                    ? t('contracts.byMember', { id: a.actorMemberId })
                    : t('contracts.bySystem')}
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}
