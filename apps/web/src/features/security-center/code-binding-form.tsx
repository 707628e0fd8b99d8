import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@ficha/ui';
import { CodeRequestButton } from './code-request-button.tsx';
import { FormMessages } from './form-messages.tsx';
import { SecurityFormActions } from './security-form-actions.tsx';
import type { CodeBinding } from './use-code-binding.ts';

export interface CodeBindingFormProps {
  binding: CodeBinding;
  onCancel?: () => void;
  /** The address fields, before the code. */
  children: ReactNode;
}

/** The form of a code binding: the address fields, the code with "Obtener código", "Vincular". */
export function CodeBindingForm({ binding, onCancel, children }: CodeBindingFormProps) {
  const { t } = useTranslation('member');
  return (
    <form className="security-form" noValidate onSubmit={binding.handleSubmit}>
      {children}
      <TextField
        label={t('verification_code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        {...binding.codeInput}
        error={binding.codeError}
        trailing={
          <CodeRequestButton
            isSending={binding.isSending}
            secondsLeft={binding.secondsLeft}
            onRequest={() => void binding.handleSendCode()}
          />
        }
      />
      <SecurityFormActions submitLabel={t('bind')} isPending={binding.isBinding} onCancel={onCancel} />
      <FormMessages status={binding.status} error={binding.formError} />
    </form>
  );
}
