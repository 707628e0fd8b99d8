import {
  sendLoginVerificationSms,
  verifyLogin,
  type FieldError,
  type LoginChallenge,
  type LoginResult,
} from '@ficha/contract';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../lib/api-client.ts';
import { TextField } from '@ficha/ui';
import { placeApiError } from './api-errors.ts';
import { AuthSubmitButton } from './auth-submit-button.tsx';
import { checkRequired } from './field-error.ts';
import { FormError } from './form-error.tsx';
import { SmsCodeField } from './sms-code-field.tsx';
import { useFieldErrorText } from './use-field-error-text.ts';
import { useFormState } from './use-form-state.ts';
import './auth-forms.css';

type Method = LoginChallenge['methods'][number];

export interface LoginVerificationProps {
  challenge: LoginChallenge;
  onVerified: (result: LoginResult) => Promise<void>;
  onBack: () => void;
}

/**
 * SPEC §4 "Login": a login from an unknown IP proves itself with one of the member's methods: a code sent
 * to the bound mobile, the bound email, the payee name, or an authenticator code.
 */
export function LoginVerification({ challenge, onVerified, onBack }: LoginVerificationProps) {
  const { t } = useTranslation('account');
  const fieldErrorText = useFieldErrorText();
  const legendId = useId();
  const [method, setMethod] = useState<Method>(challenge.methods[0] ?? 'sms');
  const form = useFormState({ answer: '' });

  const verify = useMutation({
    mutationFn: async () => {
      const result = await apiClient.call(verifyLogin, {
        challengeId: challenge.challengeId,
        method,
        answer: form.values.answer.trim(),
      });
      await onVerified(result);
    },
    onError: (error) => form.setServerErrors(placeApiError(error, ['answer']).fields),
  });

  const answerCheck = checkRequired('answer', form.values.answer);
  const clientErrors: Partial<Record<'answer', FieldError>> = answerCheck ? { answer: answerCheck } : {};
  const errors = form.shownErrors(clientErrors);
  const formError = verify.error ? placeApiError(verify.error, ['answer']).formError : null;
  const answerError = fieldErrorText(errors.answer);

  const labels: Record<Method, string> = {
    sms: t('login_2fa_mobile', { mobile: challenge.maskedMobile ?? '' }),
    email: t('login_2fa_email'),
    payee: t('login_2fa_payee'),
    totp: t('login_2fa_totp'),
  };

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(event) => {
        if (form.submit(event, clientErrors)) verify.mutate();
      }}
    >
      <p className="auth-form__intro">{t('login_2fa_tips')}</p>
      {challenge.methods.length > 1 ? (
        <fieldset className="auth-form__choices" aria-labelledby={legendId}>
          <legend id={legendId} className="form-field__label">
            {t('login_2fa_method')}
          </legend>
          {challenge.methods.map((each) => (
            <label key={each} className="auth-form__choice">
              <input
                type="radio"
                name="method"
                value={each}
                checked={method === each}
                onChange={() => {
                  setMethod(each);
                  form.setValue('answer', '');
                }}
              />
              {labels[each]}
            </label>
          ))}
        </fieldset>
      ) : (
        <p className="auth-form__intro">{labels[method]}</p>
      )}
      {method === 'sms' ? (
        <SmsCodeField
          label={t('field_verificationCode')}
          {...form.bind('answer')}
          error={answerError}
          canSend={() => true}
          onSend={() => apiClient.call(sendLoginVerificationSms, { challengeId: challenge.challengeId })}
        />
      ) : (
        <TextField
          key={method}
          label={t(`login_2fa_answer_${method}`)}
          {...form.bind('answer')}
          error={answerError}
          type={method === 'email' ? 'email' : 'text'}
          inputMode={method === 'totp' ? 'numeric' : undefined}
          autoComplete={method === 'totp' ? 'one-time-code' : 'off'}
          maxLength={128}
          required
        />
      )}
      <FormError error={formError} />
      <AuthSubmitButton isPending={verify.isPending}>{t('login_2fa_submit')}</AuthSubmitButton>
      <button type="button" className="auth-form__link auth-form__back" onClick={onBack}>
        {t('login_2fa_back')}
      </button>
    </form>
  );
}
