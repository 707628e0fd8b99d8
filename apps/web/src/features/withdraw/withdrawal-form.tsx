import { requestWithdrawal, type BankAccount, type EndpointOutput, type getWithdrawSettings } from '@ficha/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/error-message.ts';
import { Button, moneyText, SelectField, TextField } from '@ficha/ui';
import { useRequestWithdrawal } from './queries.ts';
import { SectionCard } from './section-card.tsx';

export interface WithdrawalFormProps {
  settings: EndpointOutput<typeof getWithdrawSettings>;
  accounts: readonly BankAccount[];
  locale: string;
}

/** The request: a bound account, an amount within the limits and the payment password. */
export function WithdrawalForm({ settings, accounts, locale }: WithdrawalFormProps) {
  const { t } = useTranslation('withdraw');
  const errorMessage = useErrorMessage();
  const submit = useRequestWithdrawal();
  const usable = accounts.filter((a) => !a.coolingUntil);
  const [bankAccountId, setBankAccountId] = useState<string>('');
  const [amount, setAmount] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const chosen = bankAccountId || String(usable[0]?.id ?? '');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submit.isPending) return;
    setStatus(null);
    // The amount goes as the number typed: the contract refuses a third decimal or an exponent.
    const input = {
      amount: amount.trim() === '' ? Number.NaN : Number(amount),
      bankAccountId: Number(chosen),
      paymentPassword,
    };
    const checked = requestWithdrawal.request.safeParse(input);
    if (!checked.success || !/^\d+(\.\d{1,2})?$/.test(amount.trim())) {
      setInvalid(new Set(checked.success ? ['amount'] : checked.error.issues.map((issue) => String(issue.path[0]))));
      setError(t('form_invalid'));
      return;
    }
    setInvalid(new Set());
    setError(null);
    submit.mutate(input, {
      onSuccess: (withdrawal) => {
        setAmount('');
        setPaymentPassword('');
        setStatus(t('requested', { amount: moneyText(withdrawal.amount, locale) }));
      },
      onError: (failure) => setError(errorMessage(failure)),
    });
  };

  if (usable.length === 0) {
    return (
      <SectionCard title={t('request_title')}>
        <p className="card__note">{accounts.length === 0 ? t('need_account') : t('all_cooling')}</p>
      </SectionCard>
    );
  }

  return (
    <SectionCard
      title={t('request_title')}
      description={t('limits_value', {
        min: moneyText(settings.minimumAmount, locale),
        max: moneyText(settings.maximumAmount, locale),
      })}
    >
      <form className="withdraw-form" noValidate onSubmit={handleSubmit}>
        <SelectField label={t('to_account')} value={chosen} onChange={(event) => setBankAccountId(event.target.value)}>
          {usable.map((account) => (
            <option key={account.id} value={account.id}>
              {account.bankName} · {account.accountNumberMasked}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('amount')}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          maxLength={20}
          value={amount}
          aria-invalid={invalid.has('amount') ? true : undefined}
          hint={t('balance_hint', { balance: moneyText(settings.balance, locale) })}
          onChange={(event) => setAmount(event.target.value)}
        />
        <TextField
          label={t('payment_password')}
          name="paymentPassword"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={paymentPassword}
          aria-invalid={invalid.has('paymentPassword') ? true : undefined}
          onChange={(event) => setPaymentPassword(event.target.value)}
        />
        <div className="withdraw-form__actions">
          <Button type="submit" disabled={submit.isPending} aria-busy={submit.isPending}>
            {t('submit')}
          </Button>
        </div>
        <p className="withdraw-form__status" role="status">
          {status}
        </p>
        {error ? (
          <p className="withdraw-form__error" role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </SectionCard>
  );
}
