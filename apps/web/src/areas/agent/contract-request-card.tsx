import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ConfirmDialog } from '@ficha/ui';
import { useErrorMessage } from '../../lib/error-message.ts';
import { useActOnContract } from './contract-queries.ts';
import type { ContractRequest } from './contract-requests.ts';
import { ContractTiers } from './contract-tiers.tsx';

/**
 * One contract request and its answer (SPEC §4, upstream-api §5.2): an offer is accepted or rejected, an upline's
 * termination request agreed to or refused. Accepting an offer below a rate the agent's downline already has asks
 * `higher_rate` first: agreeing ends those downline contracts in the same step.
 */
export function ContractRequestCard({ request }: { request: ContractRequest }) {
  const { t } = useTranslation('contracts');
  const errorMessage = useErrorMessage();
  const act = useActOnContract();
  const [isConfirmingHigherRate, setIsConfirmingHigherRate] = useState(false);
  const isTermination = request.status === 'V';
  const answer = (action: 'accept' | 'reject', confirmHigherRate = false) =>
    act.mutate({ contractId: request.id, action, confirmHigherRate });
  return (
    <section className="agent-card contract-request" aria-labelledby={`contract-request-${request.id}`}>
      <h2 className="agent-card__title" id={`contract-request-${request.id}`}>
        {t(`kind_${request.kind}`)} · {t('product_all')}
      </h2>
      <p className="agent-card__meta">{isTermination ? t('request_termination_by_upline') : t('request_offer')}</p>
      <ContractTiers kind={request.kind} tiers={request.tiers} />
      <div className="contract-actions">
        <Button
          aria-busy={act.isPending}
          disabled={act.isPending}
          onClick={() =>
            !isTermination && request.downlineHigherRate ? setIsConfirmingHigherRate(true) : answer('accept')
          }
        >
          {isTermination ? t('agree_termination') : t('accept')}
        </Button>
        <Button variant="secondary" disabled={act.isPending} onClick={() => answer('reject')}>
          {isTermination ? t('keep_contract') : t('reject')}
        </Button>
      </div>
      {act.isError ? (
        <p className="agent-form__error" role="alert">
          {errorMessage(act.error)}
        </p>
      ) : null}
      <ConfirmDialog
        isOpen={isConfirmingHigherRate}
        title={t('higher_rate_title')}
        message={t('higher_rate_text')}
        confirmLabel={t('higher_rate_confirm')}
        isBusy={act.isPending}
        onCancel={() => setIsConfirmingHigherRate(false)}
        onConfirm={() => {
          answer('accept', true);
          setIsConfirmingHigherRate(false);
        }}
      />
    </section>
  );
}
