import {
  readMoneyInput,
  transferToDownline,
  transferToUpline,
  wireMoneyText,
  type EndpointInput,
  type FieldError,
} from '@ficha/contract';
import {
  bindClearing,
  fieldErrorTexts,
  FormOutcome,
  schemaResolver,
  textValues,
  useFormSubmit,
  withChecks,
  withRequest,
} from '@ficha/ui/forms';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/error-message.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { toLocaleTag } from '../../lib/language.ts';
import { Button, TextField } from '@ficha/ui';
import { newRequestId } from './request-id.ts';
import { useTransferToDownline, useTransferToUpline } from './queries.ts';

type Field = 'username' | 'amount' | 'paymentPassword';
type TransferValues = Record<Field, string>;
type TransferBody = EndpointInput<typeof transferToUpline> | EndpointInput<typeof transferToDownline>;

const emptyValues: TransferValues = { username: '', amount: '', paymentPassword: '' };

/** The form's own checks, worded by the money texts (`clientTexts`). */
function transferProblems(values: TransferValues, target: 'upline' | 'downline'): (FieldError | null)[] {
  const amount = readMoneyInput(values.amount);
  return [
    target === 'downline' && !values.username.trim() ? { field: 'username', reason: 'field_required' } : null,
    amount.ok
      ? null
      : { field: 'amount', reason: amount.reason === 'required' ? 'money_error_required' : 'money_error_format' },
    values.paymentPassword ? null : { field: 'paymentPassword', reason: 'field_required' },
  ];
}

const clientTexts = ['field_required', 'money_error_required', 'money_error_format'] as const;

export interface TransferFormProps {
  /** `upline`: to the member's direct upline (no receiver field); `downline`: to a named downline member. */
  target: 'upline' | 'downline';
  /** The downline member the form starts with (the agent center's member panel). */
  defaultUsername?: string;
}

/**
 * The transfer form (SPEC §4 "Transfers"): amount and payment password (and the receiver for agents). One
 * request id per intended transfer, kept while the member retries the same values, so a repeated submit
 * moves money once; any edit starts a new transfer.
 */
export function TransferForm({ target, defaultUsername = '' }: TransferFormProps) {
  const { t } = useTranslation('money');
  const locale = toLocaleTag(useLanguage());
  const errorMessage = useErrorMessage();
  const toUpline = useTransferToUpline();
  const toDownline = useTransferToDownline();
  const [requestId, setRequestId] = useState(newRequestId);
  const [status, setStatus] = useState<string | null>(null);
  const checked = withChecks(textValues('username', 'amount', 'paymentPassword'), (values) =>
    transferProblems(values, target),
  ).transform((values) => {
    const amount = readMoneyInput(values.amount);
    const common = { amount: amount.ok ? amount.amount : 0, paymentPassword: values.paymentPassword, requestId };
    return target === 'upline' ? common : { ...common, username: values.username.trim() };
  });
  const schema = withRequest<TransferValues, TransferBody>(
    checked,
    target === 'upline' ? transferToUpline.request : transferToDownline.request,
  );
  const form = useForm({
    defaultValues: { ...emptyValues, username: defaultUsername },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    resolver: schemaResolver(schema),
  });
  const submission = useFormSubmit(form, {
    fields: target === 'downline' ? ['username', 'amount', 'paymentPassword'] : ['amount', 'paymentPassword'],
    submit: async (body) => {
      const result = 'username' in body ? await toDownline.mutateAsync(body) : await toUpline.mutateAsync(body);
      const message = target === 'upline' ? 'transfer_upline_msg' : 'transfer_downline_msg';
      setStatus(t(message, { amount: wireMoneyText(result.amount, locale), username: result.toUsername }));
      form.reset({ ...emptyValues, username: defaultUsername });
      setRequestId(newRequestId());
    },
  });
  // The form's own checks have their texts; the server's word on a field is its error's message.
  const errorText = fieldErrorTexts(form.formState.errors, ({ reason }) =>
    (clientTexts as readonly string[]).includes(reason)
      ? t(reason as (typeof clientTexts)[number])
      : errorMessage(submission.failure),
  );
  // Any edit starts a new transfer.
  const field = (name: Field) =>
    bindClearing(form, name, () => {
      setRequestId(newRequestId());
      setStatus(null);
      submission.clearFormError();
    });
  const formError = submission.formError === null ? null : errorMessage(submission.formError);

  return (
    <form
      className="money-form"
      noValidate
      onSubmit={(event) => {
        setStatus(null);
        return submission.handleSubmit(event);
      }}
    >
      {target === 'downline' ? (
        <TextField
          label={t('transfer_downline_username')}
          autoComplete="off"
          maxLength={32}
          required
          {...field('username')}
          error={errorText('username')}
        />
      ) : null}
      <TextField
        label={t('transfer_amount')}
        inputMode="decimal"
        autoComplete="off"
        maxLength={20}
        required
        hint={t('transfer_amount_hint')}
        {...field('amount')}
        error={errorText('amount')}
      />
      <TextField
        label={t('transfer_payment_password')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={64}
        required
        {...field('paymentPassword')}
        error={errorText('paymentPassword')}
      />
      <div className="money-form__actions">
        <Button type="submit" aria-busy={submission.isPending} disabled={submission.isPending}>
          {t('transfer_submit')}
        </Button>
      </div>
      <FormOutcome className="money-form" status={status} error={formError} />
    </form>
  );
}
