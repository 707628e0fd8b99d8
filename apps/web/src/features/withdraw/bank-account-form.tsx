import { bindBankAccount, type BankAccount } from '@ficha/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/error-message.ts';
import { Button, TextField } from '@ficha/ui';
import { useBindBankAccount, useChangeBankAccount } from './queries.ts';

export interface BankAccountFormProps {
  /** The account being changed; none binds a new one. */
  account: BankAccount | null;
  onDone: (message: string) => void;
  onCancel: () => void;
}

const emptyForm = { payeeName: '', bankName: '', accountNumber: '', paymentPassword: '' };
type Field = keyof typeof emptyForm;

/** Binds or changes a bank account; both need the payment password, a change starts the cooling-off. */
export function BankAccountForm({ account, onDone, onCancel }: BankAccountFormProps) {
  const { t } = useTranslation('withdraw');
  const errorMessage = useErrorMessage();
  const bind = useBindBankAccount();
  const change = useChangeBankAccount();
  const [form, setForm] = useState({ ...emptyForm, payeeName: account?.payeeName ?? '' });
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const isPending = bind.isPending || change.isPending;

  const handleChange = (field: Field) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setError(null);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const checked = bindBankAccount.request.safeParse(form);
    if (!checked.success) {
      setInvalid(new Set(checked.error.issues.map((issue) => String(issue.path[0]))));
      setError(t('form_invalid'));
      return;
    }
    setInvalid(new Set());
    const handlers = {
      onSuccess: () => onDone(account ? t('account_changed') : t('account_bound')),
      onError: (failure: unknown) => setError(errorMessage(failure)),
    };
    if (account) change.mutate({ ...form, bankAccountId: account.id }, handlers);
    else bind.mutate(form, handlers);
  };

  const fieldProps = (field: Field) => ({
    name: field,
    value: form[field],
    'aria-invalid': invalid.has(field) ? true : undefined,
    onChange: (event: { target: { value: string } }) => handleChange(field)(event.target.value),
  });

  return (
    <form className="withdraw-form" noValidate onSubmit={handleSubmit}>
      <TextField
        label={t('payee_name')}
        autoComplete="name"
        maxLength={64}
        hint={t('payee_name_hint')}
        {...fieldProps('payeeName')}
      />
      <TextField label={t('bank_name')} maxLength={64} {...fieldProps('bankName')} />
      <TextField
        label={t('account_number')}
        inputMode="text"
        autoComplete="off"
        maxLength={40}
        hint={t('account_number_hint')}
        {...fieldProps('accountNumber')}
      />
      <TextField
        label={t('payment_password')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        {...fieldProps('paymentPassword')}
      />
      {account ? <p className="card__note">{t('change_cooling_note')}</p> : null}
      <div className="withdraw-form__actions">
        <Button type="submit" disabled={isPending} aria-busy={isPending}>
          {account ? t('change_account') : t('bind_account')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
      {error ? (
        <p className="withdraw-form__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
