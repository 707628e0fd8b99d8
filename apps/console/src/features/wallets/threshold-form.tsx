import { readMoneyInput } from '@ficha/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../lib/use-can.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { AlertMessage } from '../../ui/alert-message.tsx';
import { buttonClassName, TextField } from '@ficha/ui';
import { useAdjustmentSettings, useUpdateAdjustmentSettings } from './queries.ts';

/** The merchant's dual-approval threshold for adjustments. */
export function ThresholdForm() {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const settings = useAdjustmentSettings();
  const update = useUpdateAdjustmentSettings();
  // Only an owner changes a protection; the others see it (decision 0019).
  const canChange = useCan('protection.manage');
  const [draft, setDraft] = useState<string | null>(null);
  const [inputError, setInputError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const value = draft ?? (settings.data ? String(settings.data.dualApprovalThreshold) : '');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const amount = readMoneyInput(value);
    if (!amount.ok) {
      setInputError(t('wallet.amountInvalid'));
      return;
    }
    update.mutate(
      { dualApprovalThreshold: amount.amount },
      {
        onSuccess: (next) => {
          setDraft(null);
          setNotice(t(next.pendingChange ? 'protection.savedPending' : 'wallet.thresholdSaved'));
        },
      },
    );
  };

  return (
    <section className="card" aria-labelledby="threshold-title">
      <h2 id="threshold-title" className="card-title">
        {t('wallet.thresholdTitle')}
      </h2>
      <form className="threshold-form" noValidate onSubmit={handleSubmit}>
        <TextField
          label={t('wallet.threshold')}
          hint={t('wallet.thresholdHint')}
          inputMode="decimal"
          maxLength={20}
          value={value}
          readOnly={!canChange}
          errors={inputError ? [inputError] : []}
          onChange={(event) => {
            setDraft(event.target.value);
            setInputError(null);
            setNotice('');
          }}
        />
        {canChange ? (
          <button type="submit" className={buttonClassName('secondary')} aria-disabled={update.isPending || undefined}>
            {t('wallet.saveThreshold')}
          </button>
        ) : null}
      </form>
      {canChange ? null : <p className="card-hint">{t('protection.ownersOnly')}</p>}
      {update.isError ? <AlertMessage message={errorMessage(update.error)} /> : null}
      <p className="action-status" role="status">
        {notice}
      </p>
    </section>
  );
}
