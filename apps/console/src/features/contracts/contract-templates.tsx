import type { ContractKindName, FieldError } from '@ficha/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField, ErrorState, LoadingState, TextField } from '@ficha/ui';
import { fieldErrorsOf } from '../../lib/api-error-keys.ts';
import { useCan } from '../../lib/use-can.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { ContractSaveRow } from './contract-save-row.tsx';
import { ContractTierRows } from './contract-tier-rows.tsx';
import { useContractSetup, useUpdateTemplate } from './queries.ts';
import { checkTiers, draftOf, parseRateText, type TierDraft, type WireTier, wireRateOf } from './tier-draft.ts';

/** The server's reasons about tiers the editor words itself; others read as the console words any field. */
const serverReasons = [
  'overlapping_tiers',
  'above_template_rate',
  'rate_out_of_range',
  'rate_too_many_decimals',
] as const;

/**
 * The merchant's template of a kind (decisions 0046, 0061): offered or not, the highest rate an agent may get and
 * its tier table, edited row by row; the form checks the tiers as the server does and shows each problem beside
 * its input, the server's too.
 */
export function ContractTemplateForm({ kind }: { kind: ContractKindName }) {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const setup = useContractSetup();
  const canEdit = useCan('settings.manage');
  // Held here: a save remounts the fields with the saved template, and "Saved." stays.
  const update = useUpdateTemplate();
  if (setup.isPending) return <LoadingState />;
  if (setup.isError) return <ErrorState message={errorMessage(setup.error)} onRetry={() => void setup.refetch()} />;
  const template = setup.data.templates.find((x) => x.kind === kind);
  return (
    <section className="card" aria-labelledby="contract-template-title">
      <h2 className="card-title" id="contract-template-title">
        {t('contracts.templateTitle')}
      </h2>
      <TemplateFields
        key={`${kind}-${JSON.stringify(template ?? null)}`}
        kind={kind}
        enabled={template?.enabled ?? false}
        maxRate={template?.maxRate ?? 0}
        tiers={template?.tiers ?? []}
        canEdit={canEdit}
        update={update}
      />
    </section>
  );
}

function TemplateFields(props: {
  kind: ContractKindName;
  enabled: boolean;
  maxRate: number;
  tiers: readonly WireTier[];
  canEdit: boolean;
  update: ReturnType<typeof useUpdateTemplate>;
}) {
  const { t } = useTranslation();
  const { errorMessage, fieldMessage } = useErrorMessage();
  const { update } = props;
  const [enabled, setEnabled] = useState(props.enabled);
  const [maxRate, setMaxRate] = useState(String(props.maxRate));
  const [drafts, setDrafts] = useState<TierDraft[]>(() => props.tiers.map(draftOf));
  const [isChecked, setIsChecked] = useState(false);
  const maxRateRead = parseRateText(maxRate);
  const check = checkTiers(drafts, maxRateRead.ok ? maxRateRead.bp : null);
  const serverText = (error: FieldError) => {
    const reason = serverReasons.find((r) => r === error.reason);
    return reason
      ? t(`contracts.serverReasons.${reason}`, { max: String(error.params?.['max'] ?? '') })
      : fieldMessage(error);
  };
  // The form's own problems show from the first save on and follow every edit; the server's until the next save.
  const errors: Record<string, string> = {};
  if (!update.isPending && update.variables?.kind === props.kind)
    for (const error of fieldErrorsOf(update.error)) errors[error.field] = serverText(error);
  if (isChecked) {
    for (const [field, problem] of Object.entries(check.problems))
      errors[field] = t(`contracts.problems.${problem}`, { max: maxRate });
    if (!maxRateRead.ok) errors['maxRate'] = t(`contracts.problems.${maxRateRead.problem}`);
  }
  const shownFields = new Set(Object.keys(errors));
  const isMine = update.variables?.kind === props.kind;
  const failure = isMine && update.error && fieldErrorsOf(update.error).every((e) => !shownFields.has(e.field));
  const save = (event: FormEvent) => {
    event.preventDefault();
    setIsChecked(true);
    update.reset();
    if (!maxRateRead.ok || !check.tiers) return;
    update.mutate({ kind: props.kind, enabled, maxRate: wireRateOf(maxRateRead.bp), tiers: check.tiers });
  };
  return (
    <form className="contracts-form" noValidate onSubmit={save} aria-label={t('contracts.templateTitle')}>
      <CheckboxField
        label={t('contracts.offered')}
        checked={enabled}
        disabled={!props.canEdit}
        onChange={(event) => setEnabled(event.target.checked)}
      />
      <TextField
        label={t('contracts.maxRate')}
        inputMode="decimal"
        maxLength={6}
        value={maxRate}
        readOnly={!props.canEdit}
        onChange={(event) => setMaxRate(event.target.value)}
        errors={errors['maxRate'] ? [errors['maxRate']] : []}
      />
      <ContractTierRows drafts={drafts} onChange={setDrafts} errors={errors} disabled={!props.canEdit} />
      {props.canEdit ? (
        <ContractSaveRow
          isPending={update.isPending}
          isSaved={update.isSuccess && isMine}
          failureText={failure ? errorMessage(update.error) : null}
        />
      ) : (
        <p className="card-hint">{t('contracts.viewOnly')}</p>
      )}
    </form>
  );
}
