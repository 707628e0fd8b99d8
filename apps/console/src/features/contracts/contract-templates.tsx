import { type ContractKindName } from '@ficha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, CheckboxField, ErrorState, LoadingState, TextField } from '@ficha/ui';
import { useCan } from '../../lib/use-can.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { AlertMessage } from '../../ui/alert-message.tsx';
import { useContractSetup, useUpdateTemplate } from './queries.ts';

/** The merchant's template of a kind: offered or not and the highest rate an agent may get (decision 0046). */
export function ContractTemplateForm({ kind }: { kind: ContractKindName }) {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const setup = useContractSetup();
  const canEdit = useCan('settings.manage');
  if (setup.isPending) return <LoadingState />;
  if (setup.isError) return <ErrorState message={errorMessage(setup.error)} onRetry={() => void setup.refetch()} />;
  const template = setup.data.templates.find((x) => x.kind === kind);
  const { settings } = setup.data;
  return (
    <section className="card" aria-labelledby="contract-template-title">
      <h2 className="card-title" id="contract-template-title">
        {t('contracts.templateTitle')}
      </h2>
      <p className="card-hint">
        {t('contracts.settingsLine', {
          payer: t(`contracts.payers.${settings.payer}`),
          first: settings.approvalThreshold,
          second: settings.secondApprovalThreshold,
        })}
      </p>
      <TemplateFields
        key={`${kind}-${template?.maxRate ?? 0}-${String(template?.enabled)}`}
        kind={kind}
        enabled={template?.enabled ?? false}
        maxRate={template?.maxRate ?? 0}
        canEdit={canEdit}
        tiers={template?.tiers ?? []}
        errorMessage={errorMessage}
      />
    </section>
  );
}

function TemplateFields(props: {
  kind: ContractKindName;
  enabled: boolean;
  maxRate: number;
  canEdit: boolean;
  tiers: Array<{ rate: number; minValidBet: number; minNetLoss: number | null; minActiveMembers: number }>;
  errorMessage: (error: unknown) => string;
}) {
  const { t } = useTranslation();
  const update = useUpdateTemplate();
  const [enabled, setEnabled] = useState(props.enabled);
  const [maxRate, setMaxRate] = useState(String(props.maxRate));
  return (
    <form
      className="contracts-form"
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate({ kind: props.kind, enabled, maxRate: Number(maxRate), tiers: props.tiers });
      }}
    >
      <CheckboxField
        label={t('contracts.offered')}
        checked={enabled}
        disabled={!props.canEdit}
        onChange={(event) => setEnabled(event.target.checked)}
      />
      <TextField
        label={t('contracts.maxRate')}
        inputMode="decimal"
        value={maxRate}
        disabled={!props.canEdit}
        onChange={(event) => setMaxRate(event.target.value)}
      />
      {props.canEdit ? (
        <Button type="submit" aria-busy={update.isPending} disabled={update.isPending}>
          {t('contracts.save')}
        </Button>
      ) : null}
      {update.isSuccess ? (
        <p className="card-hint" role="status">
          {t('contracts.saved')}
        </p>
      ) : null}
      {update.isError ? <AlertMessage message={props.errorMessage(update.error)} /> : null}
    </form>
  );
}
