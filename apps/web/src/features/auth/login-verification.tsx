import { sendLoginVerificationSms, verifyLogin, type LoginChallenge, type LoginResult } from '@ficha/contract';
import { textValues, withChecks, withRequest } from '@ficha/ui/forms';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../lib/api-client.ts';
import { TextField } from '@ficha/ui';
import { AuthSubmitButton } from './auth-submit-button.tsx';
import { checkRequired } from './field-error.ts';
import { FormError } from '../../ui/form-error.tsx';
import { SmsCodeField } from './sms-code-field.tsx';
import { useAuthForm } from './use-auth-form.ts';
import '../../ui/auth-forms.css';

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
  const legendId = useId();
  const [method, setMethod] = useState<Method>(challenge.methods[0] ?? 'sms');
  const { form, submission, errorText } = useAuthForm({
    defaultValues: { answer: '' },
    schema: withRequest(
      withChecks(textValues('answer'), (values) => [checkRequired('answer', values.answer)]).transform((values) => ({
        challengeId: challenge.challengeId,
        method,
        answer: values.answer.trim(),
      })),
      verifyLogin.request,
    ),
    fields: ['answer'],
    submit: async (body) => onVerified(await apiClient.call(verifyLogin, body)),
  });
  const answerError = errorText('answer');

  const labels: Record<Method, string> = {
    sms: t('login_2fa_mobile', { mobile: challenge.maskedMobile ?? '' }),
    email: t('login_2fa_email'),
    payee: t('login_2fa_payee'),
    totp: t('login_2fa_totp'),
  };

  return (
    <form className="auth-form" noValidate onSubmit={submission.handleSubmit}>
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
          {...form.register('answer')}
          error={answerError}
          canSend={() => true}
          onSend={() => apiClient.call(sendLoginVerificationSms, { challengeId: challenge.challengeId })}
        />
      ) : (
        <TextField
          key={method}
          label={t(`login_2fa_answer_${method}`)}
          {...form.register('answer')}
          error={answerError}
          type={method === 'email' ? 'email' : 'text'}
          inputMode={method === 'totp' ? 'numeric' : undefined}
          autoComplete={method === 'totp' ? 'one-time-code' : 'off'}
          maxLength={128}
          required
        />
      )}
      <FormError error={submission.formError} />
      <AuthSubmitButton isPending={submission.isPending}>{t('login_2fa_submit')}</AuthSubmitButton>
      <button type="button" className="auth-form__link auth-form__back" onClick={onBack}>
        {t('login_2fa_back')}
      </button>
    </form>
  );
}
