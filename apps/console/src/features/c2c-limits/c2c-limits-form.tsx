import { readMoneyInput } from '@ficha/contract';
import { bindClearing } from '@ficha/ui/forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../lib/use-can.ts';
import { useEditForm } from '../../lib/use-edit-form.ts';
import { AlertMessage } from '../../ui/alert-message.tsx';
import { buttonClassName, TextField } from '@ficha/ui';
import { useC2cSettings, useUpdateC2cSettings } from './queries.ts';

const fields = ['minAmount', 'maxAmount', 'dailyMaxAmount'] as const;
type LimitsDraft = Record<(typeof fields)[number], string>;

/** The limits of player-to-player transfers; `isEnabled`: the saved C2CTRANS3 switch among the modules above. */
export function C2cLimitsForm({ isEnabled }: { isEnabled: boolean }) {
  const { t } = useTranslation();
  const settings = useC2cSettings();
  const update = useUpdateC2cSettings();
  const canChange = useCan('settings.manage');
  const [notice, setNotice] = useState('');
  const saved = settings.data;
  const { form, submission, problems, failureText } = useEditForm<LimitsDraft>({
    defaultValues: { minAmount: '', maxAmount: '', dailyMaxAmount: '' },
    values: saved
      ? {
          minAmount: String(saved.minAmount),
          maxAmount: String(saved.maxAmount),
          dailyMaxAmount: String(saved.dailyMaxAmount),
        }
      : undefined,
    isCheckedWhenSent: true,
    problemsOf: (draft) =>
      Object.fromEntries(fields.map((f) => [f, readMoneyInput(draft[f]).ok ? undefined : 'amountInvalid'])),
    fields,
    submit: async (draft) => {
      const [min, max, daily] = fields.map((f) => readMoneyInput(draft[f]));
      if (!min?.ok || !max?.ok || !daily?.ok) return;
      await update.mutateAsync({ minAmount: min.amount, maxAmount: max.amount, dailyMaxAmount: daily.amount });
      setNotice(t('c2c.saved'));
    },
  });

  return (
    <section className="card" aria-labelledby="c2c-title">
      <h2 id="c2c-title" className="card-title">
        {t('c2c.title')}
      </h2>
      <p className="card-hint">{t(isEnabled ? 'c2c.on' : 'c2c.off')}</p>
      <form className="c2c-limits-form" noValidate onSubmit={submission.handleSubmit}>
        {fields.map((field) => (
          <TextField
            key={field}
            label={t(`c2c.${field}`)}
            inputMode="decimal"
            maxLength={20}
            {...bindClearing(form, field, () => setNotice(''))}
            readOnly={!canChange}
            errors={problems[field] ? [t('wallet.amountInvalid')] : []}
          />
        ))}
        {canChange ? (
          <button
            type="submit"
            className={buttonClassName('secondary')}
            aria-disabled={submission.isPending || undefined}
          >
            {t('c2c.save')}
          </button>
        ) : null}
      </form>
      {failureText ? <AlertMessage message={failureText} /> : null}
      <p className="action-status" role="status">
        {notice}
      </p>
    </section>
  );
}
