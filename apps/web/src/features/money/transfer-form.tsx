import { wireMoneyText, readMoneyInput } from '@ficha/contract';
import { ApiError } from '@ficha/contract/client';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/error-message.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { toLocaleTag } from '../../lib/language.ts';
import { Button, TextField } from '@ficha/ui';
import { newRequestId } from './request-id.ts';
import { useTransferToDownline, useTransferToUpline } from './queries.ts';

type Field = 'username' | 'amount' | 'paymentPassword';

export interface TransferFormProps {
  /** `upline`: to the member's direct upline (no receiver field); `downline`: to a named downline member. */
  target: 'upline' | 'downline';
}

/**
 * The transfer form (SPEC §4 "Transfers"): amount and payment password (and the receiver for agents). One
 * request id per intended transfer, kept while the member retries the same values, so a repeated submit
 * moves money once; any edit starts a new transfer.
 */
export function TransferForm({ target }: TransferFormProps) {
  const { t } = useTranslation('money');
  const locale = toLocaleTag(useLanguage());
  const errorMessage = useErrorMessage();
  const toUpline = useTransferToUpline();
  const toDownline = useTransferToDownline();
  const mutation = target === 'upline' ? toUpline : toDownline;
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<Field, string>>({ username: '', amount: '', paymentPassword: '' });
  const [requestId, setRequestId] = useState(newRequestId);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
    setRequestId(newRequestId());
    setStatus(null);
    setFormError(null);
  };

  const focusFirstProblem = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    setStatus(null);
    setFormError(null);
    const amount = readMoneyInput(values.amount);
    const found: Partial<Record<Field, string>> = {};
    if (!amount.ok) found.amount = t(amount.reason === 'required' ? 'money_error_required' : 'money_error_format');
    if (!values.paymentPassword) found.paymentPassword = t('field_required');
    if (target === 'downline' && !values.username.trim()) found.username = t('field_required');
    setProblems(found);
    if (!amount.ok || Object.keys(found).length > 0) {
      focusFirstProblem();
      return;
    }
    const common = { amount: amount.amount, paymentPassword: values.paymentPassword, requestId };
    const onSuccess = (result: { amount: number; toUsername: string }) => {
      const message = target === 'upline' ? 'transfer_upline_msg' : 'transfer_downline_msg';
      setStatus(t(message, { amount: wireMoneyText(result.amount, locale), username: result.toUsername }));
      setValues({ username: '', amount: '', paymentPassword: '' });
      setRequestId(newRequestId());
    };
    const onError = (error: unknown) => {
      const text = errorMessage(error);
      const field = error instanceof ApiError ? error.fields?.[0]?.field : undefined;
      if (field === 'paymentPassword' || field === 'username' || field === 'amount') {
        setProblems({ [field]: text });
        focusFirstProblem();
      } else {
        setFormError(text);
      }
    };
    if (target === 'upline') toUpline.mutate(common, { onSuccess, onError });
    else toDownline.mutate({ ...common, username: values.username.trim() }, { onSuccess, onError });
  };

  return (
    <form ref={formRef} className="money-form" noValidate onSubmit={handleSubmit}>
      {target === 'downline' ? (
        <TextField
          label={t('transfer_downline_username')}
          name="username"
          autoComplete="off"
          maxLength={32}
          required
          value={values.username}
          error={problems.username}
          onChange={(event) => change('username')(event.target.value)}
        />
      ) : null}
      <TextField
        label={t('transfer_amount')}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        maxLength={20}
        required
        hint={t('transfer_amount_hint')}
        value={values.amount}
        error={problems.amount}
        onChange={(event) => change('amount')(event.target.value)}
      />
      <TextField
        label={t('transfer_payment_password')}
        name="paymentPassword"
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={64}
        required
        value={values.paymentPassword}
        error={problems.paymentPassword}
        onChange={(event) => change('paymentPassword')(event.target.value)}
      />
      <div className="money-form__actions">
        <Button type="submit" aria-busy={mutation.isPending} disabled={mutation.isPending}>
          {t('transfer_submit')}
        </Button>
      </div>
      <p className="money-form__status" role="status">
        {status}
      </p>
      {formError ? (
        <p className="money-form__error" role="alert">
          {formError}
        </p>
      ) : null}
    </form>
  );
}
