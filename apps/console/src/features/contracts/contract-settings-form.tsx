import { parseMoneyText, toWireMoney, updateContractSettings } from '@ficha/contract';
import { bindClearing } from '@ficha/ui/forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField, ErrorState, LoadingState, SelectField, TextField } from '@ficha/ui';
import { useCan } from '../../lib/use-can.ts';
import { useEditForm } from '../../lib/use-edit-form.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { ContractSaveRow } from './contract-save-row.tsx';
import { useContractSetup, useUpdateSettings } from './queries.ts';

type Payer = 'house' | 'upline';

interface SettingsValues {
  payer: Payer;
  approvalThreshold: string;
  secondApprovalThreshold: string;
  carryNegativeDividend: boolean;
}

const fields = ['payer', 'approvalThreshold', 'secondApprovalThreshold', 'carryNegativeDividend'] as const;

/** The values as the contract's request schema reads them: the texts of the thresholds as wire money. */
function wireOf(values: SettingsValues) {
  const money = (text: string) => {
    const parsed = parseMoneyText(text.trim().replace(',', '.'));
    return parsed.ok ? toWireMoney(parsed.minor) : text;
  };
  return {
    payer: values.payer,
    approvalThreshold: money(values.approvalThreshold),
    secondApprovalThreshold: money(values.secondApprovalThreshold),
    carryNegativeDividend: values.carryNegativeDividend,
  };
}

/** The problem of each input, as the contract's zod schema of `updateContractSettings` finds them. */
function problemsOf(values: SettingsValues): Partial<Record<string, string>> {
  const result = updateContractSettings.request.safeParse(wireOf(values));
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [
      String(issue.path[0]),
      issue.message === 'second_threshold_below_first' ? 'secondBelowFirst' : 'moneyFormat',
    ]),
  );
}

/**
 * How the merchant settles its agent contracts (decision 0061): who pays the bills (the house or each upline's
 * wallet), the amount above which a bill waits for an operator's approval and the one above which it waits for a
 * second operator (0: never), and whether a negative dividend carries over to the next period.
 */
export function ContractSettingsForm() {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const setup = useContractSetup();
  const update = useUpdateSettings();
  // The thresholds protect the house's money: only an owner changes them, as the adjustments' (decision 0019).
  const canEdit = useCan('protection.manage');
  const [isSaved, setIsSaved] = useState(false);
  const saved = setup.data?.settings;
  const { form, submission, problems, errorsOf, formErrorText } = useEditForm<SettingsValues>({
    defaultValues: { payer: 'house', approvalThreshold: '', secondApprovalThreshold: '', carryNegativeDividend: false },
    values: saved
      ? {
          payer: saved.payer,
          approvalThreshold: String(saved.approvalThreshold),
          secondApprovalThreshold: String(saved.secondApprovalThreshold),
          carryNegativeDividend: saved.carryNegativeDividend,
        }
      : undefined,
    isCheckedWhenSent: true,
    problemsOf,
    fields,
    submit: async (values) => {
      const wire = updateContractSettings.request.parse(wireOf(values));
      await update.mutateAsync({
        payer: wire.payer,
        approvalThreshold: toWireMoney(wire.approvalThreshold),
        secondApprovalThreshold: toWireMoney(wire.secondApprovalThreshold),
        carryNegativeDividend: wire.carryNegativeDividend,
      });
      form.reset(undefined, { keepDirtyValues: false });
      setIsSaved(true);
    },
  });
  if (setup.isPending) return <LoadingState />;
  if (setup.isError) return <ErrorState message={errorMessage(setup.error)} onRetry={() => void setup.refetch()} />;
  const edited = () => setIsSaved(false);
  const moneyErrors = (field: 'approvalThreshold' | 'secondApprovalThreshold') =>
    problems[field] === 'secondBelowFirst'
      ? [t('contracts.problems.secondBelowFirst')]
      : problems[field]
        ? [t('contracts.problems.moneyFormat')]
        : errorsOf(field);
  return (
    <section className="card" aria-labelledby="contract-settings-title">
      <h2 className="card-title" id="contract-settings-title">
        {t('contracts.settingsTitle')}
      </h2>
      <form className="contracts-form" noValidate onSubmit={submission.handleSubmit}>
        <SelectField
          label={t('contracts.payer')}
          disabled={!canEdit}
          options={(['house', 'upline'] as const).map((p) => ({ value: p, label: t(`contracts.payerOptions.${p}`) }))}
          {...bindClearing(form, 'payer', edited)}
          errors={errorsOf('payer')}
        />
        <TextField
          label={t('contracts.approvalThreshold')}
          hint={t('contracts.thresholdHint')}
          inputMode="decimal"
          maxLength={20}
          readOnly={!canEdit}
          {...bindClearing(form, 'approvalThreshold', edited)}
          errors={moneyErrors('approvalThreshold')}
        />
        <TextField
          label={t('contracts.secondApprovalThreshold')}
          hint={t('contracts.secondThresholdHint')}
          inputMode="decimal"
          maxLength={20}
          readOnly={!canEdit}
          {...bindClearing(form, 'secondApprovalThreshold', edited)}
          errors={moneyErrors('secondApprovalThreshold')}
        />
        <CheckboxField
          label={t('contracts.carryNegativeDividend')}
          disabled={!canEdit}
          {...bindClearing(form, 'carryNegativeDividend', edited)}
        />
        {canEdit ? (
          <ContractSaveRow isPending={submission.isPending} isSaved={isSaved} failureText={formErrorText} />
        ) : (
          <p className="card-hint">{t('protection.ownersOnly')}</p>
        )}
      </form>
    </section>
  );
}
