import {
  requestWithdrawal,
  type BankAccount,
  type EndpointInput,
  type EndpointOutput,
  type getWithdrawSettings,
} from '@ficha/contract';
import { FormOutcome, textValues, withChecks, withRequest } from '@ficha/ui/forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, moneyText, SelectField, TextField } from '@ficha/ui';
import { KycMissingNotice } from './kyc-missing-notice.tsx';
import { useRequestWithdrawal } from './queries.ts';
import { SectionCard } from './section-card.tsx';
import { useWithdrawForm } from './use-withdraw-form.ts';

export interface WithdrawalFormProps {
  settings: EndpointOutput<typeof getWithdrawSettings>;
  accounts: readonly BankAccount[];
  locale: string;
}

/** The request: a bound account, an amount within the limits and the payment password. */
export function WithdrawalForm({ settings, accounts, locale }: WithdrawalFormProps) {
  const { t } = useTranslation('withdraw');
  const usable = accounts.filter((a) => !a.coolingUntil);
  if (usable.length === 0) {
    return (
      <SectionCard title={t('request_title')}>
        <p className="card__note">{accounts.length === 0 ? t('need_account') : t('all_cooling')}</p>
      </SectionCard>
    );
  }

  return <WithdrawalRequest settings={settings} usable={usable} locale={locale} />;
}

interface WithdrawalRequestProps extends Omit<WithdrawalFormProps, 'accounts'> {
  /** The bound accounts out of their cooling-off, at least one; the first is chosen to begin with. */
  usable: readonly BankAccount[];
}

function WithdrawalRequest({ settings, usable, locale }: WithdrawalRequestProps) {
  const { t } = useTranslation('withdraw');
  const submit = useRequestWithdrawal();
  const [status, setStatus] = useState<string | null>(null);
  const { form, submission, error, isInvalid } = useWithdrawForm({
    defaultValues: { bankAccountId: String(usable[0]?.id ?? ''), amount: '', paymentPassword: '' },
    schema: withRequest(
      withChecks(textValues('bankAccountId', 'amount', 'paymentPassword'), (values) => [
        // The amount goes as the number typed: the contract refuses a third decimal or an exponent.
        /^\d+(\.\d{1,2})?$/.test(values.amount.trim()) ? null : { field: 'amount', reason: 'money_format' },
      ]).transform((values): EndpointInput<typeof requestWithdrawal> => ({
        amount: values.amount.trim() === '' ? Number.NaN : Number(values.amount),
        bankAccountId: Number(values.bankAccountId),
        paymentPassword: values.paymentPassword,
      })),
      requestWithdrawal.request,
    ),
    submit: async (body) => {
      const withdrawal = await submit.mutateAsync(body);
      form.resetField('amount');
      form.resetField('paymentPassword');
      setStatus(t('requested', { amount: moneyText(withdrawal.amount, locale) }));
    },
  });

  return (
    <SectionCard
      title={t('request_title')}
      description={
        settings.minimumAmount === settings.maximumAmount
          ? t('limits_fixed', { amount: moneyText(settings.minimumAmount, locale) })
          : t('limits_value', {
              min: moneyText(settings.minimumAmount, locale),
              max: moneyText(settings.maximumAmount, locale),
            })
      }
    >
      <form
        className="withdraw-form"
        noValidate
        onSubmit={(event) => {
          setStatus(null);
          return submission.handleSubmit(event);
        }}
      >
        <SelectField label={t('to_account')} {...form.register('bankAccountId')}>
          {usable.map((account) => (
            <option key={account.id} value={account.id}>
              {account.bankName} · {account.accountNumberMasked}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('amount')}
          inputMode="decimal"
          autoComplete="off"
          maxLength={20}
          {...form.register('amount')}
          aria-invalid={isInvalid('amount')}
          hint={t('balance_hint', { balance: moneyText(settings.balance, locale) })}
        />
        <TextField
          label={t('payment_password')}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          {...form.register('paymentPassword')}
          aria-invalid={isInvalid('paymentPassword')}
        />
        <div className="withdraw-form__actions">
          <Button type="submit" disabled={submission.isPending} aria-busy={submission.isPending}>
            {t('submit')}
          </Button>
        </div>
        <FormOutcome className="withdraw-form" status={status} error={error} />
        <KycMissingNotice error={submission.formError} />
      </form>
    </SectionCard>
  );
}
