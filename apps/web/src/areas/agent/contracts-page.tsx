import {
  flattenWhitelabel,
  wireMoneyText,
  type AgentContract,
  type ContractKindName,
  type WhitelabelNode,
} from '@ficha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ConfirmDialog, DataTable, ErrorState, formatDateTime, LoadingState } from '@ficha/ui';
import { useErrorMessage } from '../../lib/error-message.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { toLocaleTag } from '../../lib/language.ts';
import { useSystemStatus } from '../../lib/system-queries.ts';
import { useSession } from '../../lib/use-session.ts';
import { ContractBillsTable } from './contract-bills-table.tsx';
import { ContractOfferForm } from './contract-offer-form.tsx';
import { useActOnContract, useConsolidated, useMyContracts } from './contract-queries.ts';
import { contractRequestsOf } from './contract-requests.ts';
import { ContractRequestsDialog } from './contract-requests-dialog.tsx';
import { ContractTiers, useRateText } from './contract-tiers.tsx';
import './contracts-page.css';

/**
 * agentDividendRecordCopy2, agentDailyWages2, agentHourSalary and agentRealtimeSalary (SPEC §2.5, §2.7): the
 * agent's own contract of the kind and its tiers, the contracts it gave its direct downline (offer, change,
 * terminate), and the bills of every period with their figures and state (the real-time page asks every 15 s).
 */
export function ContractsPage({ kind }: { kind: ContractKindName }) {
  const { t } = useTranslation('contracts');
  const errorMessage = useErrorMessage();
  const contracts = useMyContracts(kind);
  const [change, setChange] = useState<AgentContract | null>(null);
  if (contracts.isError)
    return <ErrorState message={errorMessage(contracts.error)} onRetry={() => void contracts.refetch()} />;
  if (!contracts.data) return <LoadingState label={t('loading')} />;
  const { own, given, kinds } = contracts.data;
  const effective = own.find((c) => c.status === 'V');
  return (
    <div className="agent-stack">
      {!kinds.includes(kind) ? <p className="agent-card__meta">{t('kind_not_offered')}</p> : null}
      <section className="agent-card" aria-labelledby="contract-own">
        <h2 className="agent-card__title" id="contract-own">
          {t('own_title')}
        </h2>
        {own.length === 0 ? <p className="agent-card__meta">{t('own_none')}</p> : null}
        {own.map((contract) => (
          <OwnContract key={contract.id} contract={contract} />
        ))}
      </section>
      <section className="agent-card" aria-labelledby="contract-given">
        <h2 className="agent-card__title" id="contract-given">
          {t('given_title')}
        </h2>
        {given.length === 0 ? (
          <p className="agent-card__meta">{t('given_none')}</p>
        ) : (
          <GivenContracts contracts={given} onChange={setChange} />
        )}
        {effective ? (
          <>
            <h3 className="contract-subtitle">
              {change ? t('change_title', { username: change.agentUsername }) : t('offer_title')}
            </h3>
            <ContractOfferForm key={change?.id ?? 'new'} kind={kind} period={effective.period} change={change} />
          </>
        ) : (
          <p className="agent-card__meta">{t('offer_needs_contract')}</p>
        )}
      </section>
      <section className="agent-card" aria-labelledby="contract-bills">
        <h2 className="agent-card__title" id="contract-bills">
          {t('bills_title')}
        </h2>
        {kind === 'realtime' ? <p className="agent-card__meta">{t('bills_live')}</p> : null}
        <ContractBillsTable kind={kind} />
      </section>
    </div>
  );
}

/** A contract's period, state and threshold in one line. */
function ContractMeta({ contract }: { contract: AgentContract }) {
  const { t } = useTranslation('contracts');
  const locale = toLocaleTag(useLanguage());
  return (
    <p className="agent-card__meta">
      {t(`status_${contract.status}`)} · {t(`period_${contract.period}`)} ·{' '}
      {t('active_threshold_is', { amount: wireMoneyText(contract.activeThreshold, locale) })}
      {contract.effectiveAt ? ` · ${t('effective_since', { date: formatDateTime(contract.effectiveAt, locale) })}` : ''}
    </p>
  );
}

/** The agent's own contract: waiting ones are answered in the popup, an effective one can be asked to end. */
function OwnContract({ contract }: { contract: AgentContract }) {
  const { t } = useTranslation('contracts');
  const errorMessage = useErrorMessage();
  const status = useSystemStatus();
  const session = useSession();
  const act = useActOnContract();
  const [isAsking, setIsAsking] = useState(false);
  const [isAnswering, setIsAnswering] = useState(false);
  const modules = flattenWhitelabel(status.info.whitelabel as WhitelabelNode[]);
  const consolidated = useConsolidated(isAnswering && modules['AGENTPOLICY3'] === true && !session.isTrial);
  const isWaiting = contract.status === 'P' || contract.status === 'E' || contract.terminationRequestedBy === 'upline';
  return (
    <div className="contract-own">
      <ContractMeta contract={contract} />
      <ContractTiers kind={contract.kind} tiers={contract.tiers} />
      {contract.terminationRequestedBy === 'agent' ? (
        <p className="agent-card__meta">{t('termination_asked')}</p>
      ) : null}
      <div className="contract-actions">
        {isWaiting ? <Button onClick={() => setIsAnswering(true)}>{t('answer')}</Button> : null}
        {contract.status === 'V' && !contract.terminationRequestedBy ? (
          <Button variant="secondary" onClick={() => setIsAsking(true)}>
            {t('request_termination')}
          </Button>
        ) : null}
      </div>
      {isAnswering && consolidated.data ? (
        <ContractRequestsDialog
          requests={contractRequestsOf(consolidated.data)}
          onClose={() => setIsAnswering(false)}
        />
      ) : null}
      <ConfirmDialog
        isOpen={isAsking}
        title={t('request_termination')}
        message={t('request_termination_text')}
        confirmLabel={t('request_termination')}
        isBusy={act.isPending}
        error={act.isError ? errorMessage(act.error) : null}
        onCancel={() => setIsAsking(false)}
        onConfirm={() =>
          act.mutate({ contractId: contract.id, action: 'terminate' }, { onSuccess: () => setIsAsking(false) })
        }
      />
    </div>
  );
}

/** The contracts the agent gave: change (a new offer), terminate, or answer the agent's termination request. */
function GivenContracts({
  contracts,
  onChange,
}: {
  contracts: readonly AgentContract[];
  onChange: (contract: AgentContract) => void;
}) {
  const { t } = useTranslation('contracts');
  const errorMessage = useErrorMessage();
  const rateText = useRateText();
  const act = useActOnContract();
  const [ending, setEnding] = useState<AgentContract | null>(null);
  const top = (c: AgentContract) => Math.max(...c.tiers.map((tier) => tier.rate));
  return (
    <>
      <DataTable<AgentContract>
        caption={t('given_title')}
        rows={contracts}
        rowKey={(row) => row.id}
        columns={[
          { label: t('agent'), cell: (row) => row.agentUsername },
          {
            label: t('status'),
            cell: (row) =>
              row.terminationRequestedBy === 'agent' ? t('termination_asked_by_agent') : t(`status_${row.status}`),
          },
          { label: t('period'), cell: (row) => t(`period_${row.period}`) },
          {
            label: t('top_rate'),
            className: 'is-number',
            headClassName: 'is-number',
            cell: (row) => rateText(top(row)),
          },
          {
            label: t('actions'),
            isLabelHidden: true,
            cell: (row) => (
              <div className="contract-actions">
                {row.terminationRequestedBy === 'agent' ? (
                  <>
                    <Button size="small" onClick={() => act.mutate({ contractId: row.id, action: 'accept' })}>
                      {t('agree_termination')}
                    </Button>
                    <Button
                      size="small"
                      variant="secondary"
                      onClick={() => act.mutate({ contractId: row.id, action: 'reject' })}
                    >
                      {t('keep_contract')}
                    </Button>
                  </>
                ) : (
                  <Button size="small" variant="secondary" onClick={() => onChange(row)}>
                    {t('change')}
                  </Button>
                )}
                <Button size="small" variant="secondary" onClick={() => setEnding(row)}>
                  {row.status === 'V' ? t('terminate') : t('withdraw_offer')}
                </Button>
              </div>
            ),
          },
        ]}
      />
      {act.isError && !ending ? (
        <p className="agent-form__error" role="alert">
          {errorMessage(act.error)}
        </p>
      ) : null}
      <ConfirmDialog
        isOpen={ending !== null}
        title={ending?.status === 'V' ? t('terminate') : t('withdraw_offer')}
        message={t('terminate_text', { username: ending?.agentUsername ?? '' })}
        confirmLabel={ending?.status === 'V' ? t('terminate') : t('withdraw_offer')}
        isBusy={act.isPending}
        error={act.isError ? errorMessage(act.error) : null}
        onCancel={() => setEnding(null)}
        onConfirm={() =>
          ending && act.mutate({ contractId: ending.id, action: 'terminate' }, { onSuccess: () => setEnding(null) })
        }
      />
    </>
  );
}
