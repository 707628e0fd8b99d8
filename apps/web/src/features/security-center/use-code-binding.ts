import { useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { SchemaIssue } from './field-problems.ts';
import { focusCodeInput, focusFirstInvalid } from './form-focus.ts';
import { useCodeCooldown } from './use-code-cooldown.ts';
import { useFormFeedback } from './use-form-feedback.ts';

/** A request body after the contract's schema check (`safeParse`). */
export type CheckedRequest<T> =
  { success: true; data: T } | { success: false; error: { issues: readonly SchemaIssue[] } };

/** The part of a TanStack mutation the binding flow uses. */
export interface CodeBindingMutation<TBody, TResult = unknown> {
  isPending: boolean;
  mutate: (body: TBody, options: { onSuccess: (result: TResult) => void; onError: (error: unknown) => void }) => void;
}

export interface CodeBindingOptions<TSend, TBind> {
  /** The form, where focus goes to the first problem or to the code. */
  formRef: RefObject<HTMLFormElement | null>;
  /** The fields the form shows, for placing problems. */
  fields: readonly string[];
  sendCode: CodeBindingMutation<TSend, { expiredMinutes: number }>;
  bind: CodeBindingMutation<TBind>;
  /** The status shown once a code was sent. */
  codeSentKey: 'code_sent_email' | 'code_sent_mobile';
  /** The checked body of the code request, from what the form holds now. */
  checkSendRequest: () => CheckedRequest<TSend>;
  /** The checked body of the binding, with the code typed. */
  checkBindRequest: (code: string) => CheckedRequest<TBind>;
  onBound: () => void;
}

export type CodeBinding = ReturnType<typeof useCodeBinding>;

/**
 * Binding an address with a code sent to it: "Obtener código" checks the address and starts the
 * countdown, the submit checks address and code and binds; problems go beside the fields.
 */
export function useCodeBinding<TSend, TBind>({
  formRef,
  fields,
  sendCode,
  bind,
  codeSentKey,
  checkSendRequest,
  checkBindRequest,
  onBound,
}: CodeBindingOptions<TSend, TBind>) {
  const { t } = useTranslation('member');
  const cooldown = useCodeCooldown();
  const feedback = useFormFeedback(fields);
  const [code, setCode] = useState('');
  const [status, setStatus] = useState<string | null>(null);

  const handleSendCode = () => {
    if (!cooldown.claimRequest()) return;
    setStatus(null);
    const checked = checkSendRequest();
    if (!checked.success) {
      feedback.showIssues(checked.error.issues);
      focusFirstInvalid(formRef.current);
      return;
    }
    feedback.clear();
    sendCode.mutate(checked.data, {
      onSuccess: ({ expiredMinutes }) => {
        cooldown.start(expiredMinutes);
        setStatus(t(codeSentKey));
        focusCodeInput(formRef.current);
      },
      onError: feedback.showError,
    });
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (bind.isPending) return;
    setStatus(null);
    const checked = checkBindRequest(code);
    if (!checked.success) {
      feedback.showIssues(checked.error.issues);
      focusFirstInvalid(formRef.current);
      return;
    }
    feedback.clear();
    bind.mutate(checked.data, {
      onSuccess: onBound,
      onError: (error) => {
        feedback.showError(error);
        focusFirstInvalid(formRef.current);
      },
    });
  };

  return {
    feedback,
    code,
    setCode,
    status,
    secondsLeft: cooldown.secondsLeft,
    isSending: sendCode.isPending,
    isBinding: bind.isPending,
    handleSendCode,
    handleSubmit,
  };
}
