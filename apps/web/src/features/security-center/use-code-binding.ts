import type { FormSchema } from '@ficha/ui/forms';
import type { FormEvent } from 'react';
import type { DefaultValues, Path, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCodeCooldown } from './use-code-cooldown.ts';
import { useSecurityForm } from './use-security-form.ts';

/** The values of a binding form: its address inputs and the code. */
export type CodeBindingValues<Address extends string> = Record<Address | 'verificationCode', string>;

export interface CodeBindingOptions<Address extends string, TSend, TBind> {
  defaultValues: DefaultValues<CodeBindingValues<Address>>;
  /** The address inputs, checked before a code is asked for. */
  addressFields: readonly Address[];
  /** The fields the form shows, for placing problems. */
  fields: readonly string[];
  /** The binding's checked body, from the address and the code typed (the contract's request schema). */
  schema: FormSchema<CodeBindingValues<Address>, TBind>;
  /** The code request's body, from the address the form holds now. */
  sendBody: (values: CodeBindingValues<Address>) => TSend;
  sendCode: { isPending: boolean; mutateAsync: (body: TSend) => Promise<{ expiredMinutes: number }> };
  bind: { mutateAsync: (body: TBind) => Promise<unknown> };
  /** The status shown once a code was sent. */
  codeSentKey: 'code_sent_email' | 'code_sent_mobile';
  onBound: () => void;
}

/** What the form of a code binding shows and does (`CodeBindingForm`). */
export interface CodeBinding {
  handleSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  codeInput: UseFormRegisterReturn;
  codeError: string | null;
  formError: string | null;
  status: string | null;
  secondsLeft: number;
  isSending: boolean;
  isBinding: boolean;
  handleSendCode: () => Promise<void>;
}

/**
 * Binding an address with a code sent to it: "Obtener código" checks the address and starts the
 * countdown, the submit checks address and code and binds; problems go beside the fields.
 */
export function useCodeBinding<Address extends string, TSend, TBind>({
  defaultValues,
  addressFields,
  fields,
  schema,
  sendBody,
  sendCode,
  bind,
  codeSentKey,
  onBound,
}: CodeBindingOptions<Address, TSend, TBind>) {
  const { t } = useTranslation('member');
  const cooldown = useCodeCooldown();
  const security = useSecurityForm({
    defaultValues,
    schema,
    fields,
    submit: async (body) => {
      await bind.mutateAsync(body);
      onBound();
    },
  });
  const { form, submission } = security;
  const codeField = 'verificationCode' as Path<CodeBindingValues<Address>>;

  const handleSendCode = async () => {
    if (!cooldown.claimRequest()) return;
    security.setStatus(null);
    if (!(await form.trigger(addressFields as unknown as Path<CodeBindingValues<Address>>[], { shouldFocus: true })))
      return;
    submission.clearFormError();
    try {
      const { expiredMinutes } = await sendCode.mutateAsync(sendBody(form.getValues()));
      cooldown.start(expiredMinutes);
      security.setStatus(t(codeSentKey));
      // The next step is typing the code.
      form.setFocus(codeField);
    } catch (error) {
      submission.showError(error);
    }
  };

  const binding: CodeBinding = {
    handleSubmit: security.handleSubmit,
    codeInput: security.field(codeField),
    codeError: security.errorText('verificationCode'),
    formError: security.formError,
    status: security.status,
    secondsLeft: cooldown.secondsLeft,
    isSending: sendCode.isPending,
    isBinding: submission.isPending,
    handleSendCode,
  };
  return { binding, field: security.field, errorText: security.errorText };
}
