import { bindBankAccount, type BankAccount } from '@ficha/contract';
import { textValues, withRequest } from '@ficha/ui/forms';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@ficha/ui';
import { useBindBankAccount, useChangeBankAccount } from './queries.ts';
import { useWithdrawForm } from './use-withdraw-form.ts';

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
  const bind = useBindBankAccount();
  const change = useChangeBankAccount();
  const { form, submission, error, isInvalid } = useWithdrawForm({
    defaultValues: { ...emptyForm, payeeName: account?.payeeName ?? '' },
    schema: withRequest(
      textValues('payeeName', 'bankName', 'accountNumber', 'paymentPassword'),
      bindBankAccount.request,
    ),
    submit: async (body) => {
      if (account) await change.mutateAsync({ ...body, bankAccountId: account.id });
      else await bind.mutateAsync(body);
      onDone(account ? t('account_changed') : t('account_bound'));
    },
  });

  const fieldProps = (field: Field) => ({
    ...form.register(field, { onChange: submission.clearFormError }),
    'aria-invalid': isInvalid(field),
  });

  return (
    <form className="withdraw-form" noValidate onSubmit={submission.handleSubmit}>
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
        <Button type="submit" disabled={submission.isPending} aria-busy={submission.isPending}>
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
