import { readMoneyInput } from '@ficha/contract';
import { bindClearing } from '@ficha/ui/forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../lib/use-can.ts';
import { useEditForm } from '../../lib/use-edit-form.ts';
import { AlertMessage } from '../../ui/alert-message.tsx';
import { buttonClassName, TextField } from '@ficha/ui';
import { useAdjustmentSettings, useUpdateAdjustmentSettings } from './queries.ts';

/** The merchant's dual-approval threshold for adjustments. */
export function ThresholdForm() {
  const { t } = useTranslation();
  const settings = useAdjustmentSettings();
  const update = useUpdateAdjustmentSettings();
  // Only an owner changes a protection; the others see it (decision 0019).
  const canChange = useCan('protection.manage');
  const [notice, setNotice] = useState('');
  const { form, submission, dropEdits, problems, failureText } = useEditForm({
    defaultValues: { threshold: '' },
    values: settings.data ? { threshold: String(settings.data.dualApprovalThreshold) } : undefined,
    isCheckedWhenSent: true,
    problemsOf: ({ threshold }) => ({ threshold: readMoneyInput(threshold).ok ? undefined : 'amountInvalid' }),
    fields: [],
    submit: async ({ threshold }) => {
      const amount = readMoneyInput(threshold);
      if (!amount.ok) return;
      const next = await update.mutateAsync({ dualApprovalThreshold: amount.amount });
      // The input shows the saved value again (a raise waits for a second owner).
      dropEdits();
      setNotice(t(next.pendingChange ? 'protection.savedPending' : 'wallet.thresholdSaved'));
    },
  });

  return (
    <section className="card" aria-labelledby="threshold-title">
      <h2 id="threshold-title" className="card-title">
        {t('wallet.thresholdTitle')}
      </h2>
      <form className="threshold-form" noValidate onSubmit={submission.handleSubmit}>
        <TextField
          label={t('wallet.threshold')}
          hint={t('wallet.thresholdHint')}
          inputMode="decimal"
          maxLength={20}
          {...bindClearing(form, 'threshold', () => setNotice(''))}
          readOnly={!canChange}
          errors={problems['threshold'] ? [t('wallet.amountInvalid')] : []}
        />
        {canChange ? (
          <button
            type="submit"
            className={buttonClassName('secondary')}
            aria-disabled={submission.isPending || undefined}
          >
            {t('wallet.saveThreshold')}
          </button>
        ) : null}
      </form>
      {canChange ? null : <p className="card-hint">{t('protection.ownersOnly')}</p>}
      {failureText ? <AlertMessage message={failureText} /> : null}
      <p className="action-status" role="status">
        {notice}
      </p>
    </section>
  );
}
