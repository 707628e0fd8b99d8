import { updateWithdrawalSettings, type WithdrawalSettings } from '@ficha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../lib/use-can.ts';
import { useEditForm } from '../../lib/use-edit-form.ts';
import { AlertMessage } from '../../ui/alert-message.tsx';
import { buttonClassName, TextField } from '@ficha/ui';
import { useUpdateWithdrawalSettings } from './queries.ts';
import './withdrawals.css';

const fields = [
  ['minimumAmount', 'decimal'],
  ['maximumAmount', 'decimal'],
  ['dailyCount', 'numeric'],
  ['dualApprovalThreshold', 'decimal'],
  ['depositTurnoverMultiplier', 'decimal'],
  ['bonusTurnoverMultiplier', 'decimal'],
  ['autoConfirmMinutes', 'numeric'],
  ['bankChangeCoolingHours', 'numeric'],
] as const;

type Field = (typeof fields)[number][0];

export interface WithdrawalSettingsFormProps {
  settings: WithdrawalSettings;
}

const toDraft = (settings: WithdrawalSettings) =>
  Object.fromEntries(fields.map(([field]) => [field, String(settings[field])])) as Record<Field, string>;

/** The fields that differ from the saved settings. */
const changedFields = (settings: WithdrawalSettings, draft: Record<Field, string>) =>
  fields.map(([f]) => f).filter((f) => draft[f].trim() !== String(settings[f]));

/** The numbers go as typed: the contract refuses a third decimal or an exponent, never rounds. */
const patchOf = (settings: WithdrawalSettings, draft: Record<Field, string>) =>
  Object.fromEntries(
    changedFields(settings, draft).map((f) => [f, draft[f].trim() === '' ? Number.NaN : Number(draft[f])]),
  );

/** The changed fields the contract refuses, or that aren't plain numbers with up to two decimals. */
function draftProblems(settings: WithdrawalSettings, draft: Record<Field, string>) {
  const checked = updateWithdrawalSettings.request.safeParse(patchOf(settings, draft));
  const bad = new Set<string>([
    ...changedFields(settings, draft).filter((f) => !/^\d+(\.\d{1,2})?$/.test(draft[f].trim())),
    ...(checked.success ? [] : checked.error.issues.map((i) => String(i.path[0]))),
  ]);
  return Object.fromEntries([...bad].map((f) => [f, 'invalid']));
}

/** Limits, approval threshold, turnover multipliers and timers; Save sends the fields that changed. */
export function WithdrawalSettingsForm({ settings }: WithdrawalSettingsFormProps) {
  const { t } = useTranslation();
  const update = useUpdateWithdrawalSettings();
  const [saved, setSaved] = useState<'' | 'saved' | 'pending'>('');
  // Only an owner changes limits and rules; the others see them (decision 0019).
  const canChange = useCan('protection.manage');
  const { form, submission, values, problems, errorsOf, formErrorText } = useEditForm({
    defaultValues: toDraft(settings),
    isCheckedWhenSent: true,
    problemsOf: (draft) => draftProblems(settings, draft),
    submit: async (draft) => {
      setSaved('');
      if (changedFields(settings, draft).length === 0) return;
      const next = await update.mutateAsync(patchOf(settings, draft));
      form.reset(toDraft(next));
      setSaved(next.pendingChange ? 'pending' : 'saved');
    },
  });
  const changed = changedFields(settings, values);

  return (
    <form
      className="card"
      onSubmit={(event) => {
        setSaved('');
        void submission.handleSubmit(event);
      }}
      noValidate
    >
      <div className="withdrawal-settings-fields">
        {fields.map(([field, inputMode]) => (
          <TextField
            key={field}
            label={t(`withdrawals.settings.${field}`)}
            hint={t(`withdrawals.settings.${field}Hint`)}
            inputMode={inputMode}
            autoComplete="off"
            maxLength={20}
            {...form.register(field, { onChange: () => setSaved('') })}
            readOnly={!canChange}
            errors={[...(problems[field] ? [t('withdrawals.settings.invalid')] : []), ...errorsOf(field)]}
          />
        ))}
      </div>
      {formErrorText ? <AlertMessage message={formErrorText} /> : null}
      {canChange ? (
        <div className="withdrawal-settings-actions">
          <button
            type="submit"
            className={buttonClassName('primary')}
            disabled={submission.isPending || changed.length === 0}
          >
            {submission.isPending ? t('form.saving') : t('withdrawals.settings.save')}
          </button>
          <p className="card-hint" role="status">
            {saved === 'pending' ? t('protection.savedPending') : saved === 'saved' ? t('form.saved') : ''}
          </p>
        </div>
      ) : (
        <div className="withdrawal-settings-actions">
          <p className="card-hint">{t('protection.ownersOnly')}</p>
        </div>
      )}
    </form>
  );
}
