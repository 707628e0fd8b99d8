import { updateWithdrawalSettings, type WithdrawalSettings } from '@ficha/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../lib/api-error-keys.ts';
import { useCan } from '../../lib/use-can.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
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

/** Limits, approval threshold, turnover multipliers and timers; Save sends the fields that changed. */
export function WithdrawalSettingsForm({ settings }: WithdrawalSettingsFormProps) {
  const { t } = useTranslation();
  const { errorMessage, fieldMessage } = useErrorMessage();
  const update = useUpdateWithdrawalSettings();
  const [draft, setDraft] = useState(() => toDraft(settings));
  const [localErrors, setLocalErrors] = useState<Partial<Record<Field, string>>>({});
  const [saved, setSaved] = useState<'' | 'saved' | 'pending'>('');
  // Only an owner changes limits and rules; the others see them (decision 0019).
  const canChange = useCan('protection.manage');

  const changed = fields.map(([f]) => f).filter((f) => draft[f].trim() !== String(settings[f]));
  const serverErrors = fieldErrorsOf(update.error);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved('');
    // The numbers go as typed: the contract refuses a third decimal or an exponent, never rounds.
    const patch = Object.fromEntries(changed.map((f) => [f, draft[f].trim() === '' ? Number.NaN : Number(draft[f])]));
    const checked = updateWithdrawalSettings.request.safeParse(patch);
    const badText = changed.filter((f) => !/^\d+(\.\d{1,2})?$/.test(draft[f].trim()));
    if (!checked.success || badText.length > 0) {
      const bad = new Set<string>([
        ...badText,
        ...(checked.success ? [] : checked.error.issues.map((i) => String(i.path[0]))),
      ]);
      setLocalErrors(Object.fromEntries([...bad].map((f) => [f, t('withdrawals.settings.invalid')])));
      return;
    }
    setLocalErrors({});
    if (changed.length === 0) return;
    update.mutate(patch, {
      onSuccess: (next) => {
        setDraft(toDraft(next));
        setSaved(next.pendingChange ? 'pending' : 'saved');
      },
    });
  }

  return (
    <form className="card" onSubmit={handleSubmit} noValidate>
      <div className="withdrawal-settings-fields">
        {fields.map(([field, inputMode]) => (
          <TextField
            key={field}
            label={t(`withdrawals.settings.${field}`)}
            hint={t(`withdrawals.settings.${field}Hint`)}
            name={field}
            inputMode={inputMode}
            autoComplete="off"
            maxLength={20}
            value={draft[field]}
            readOnly={!canChange}
            onChange={(event) => {
              setSaved('');
              setDraft((current) => ({ ...current, [field]: event.target.value }));
            }}
            errors={[
              ...(localErrors[field] ? [localErrors[field]] : []),
              ...serverErrors.filter((e) => e.field === field).map(fieldMessage),
            ]}
          />
        ))}
      </div>
      {update.isError && serverErrors.length === 0 ? <AlertMessage message={errorMessage(update.error)} /> : null}
      {canChange ? (
        <div className="withdrawal-settings-actions">
          <button
            type="submit"
            className={buttonClassName('primary')}
            disabled={update.isPending || changed.length === 0}
          >
            {update.isPending ? t('form.saving') : t('withdrawals.settings.save')}
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
