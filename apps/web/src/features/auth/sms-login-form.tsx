import { login, type LoginChallenge, type LoginResult } from '@ficha/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../lib/api-client.ts';
import { CheckboxField } from '@ficha/ui';
import { interpretLoginError, placeApiError } from './api-errors.ts';
import { AuthSubmitButton } from './auth-submit-button.tsx';
import { validateSmsLogin } from './credential-rules.ts';
import { FormError } from './form-error.tsx';
import { MobileCodeFields } from './mobile-code-fields.tsx';
import { useDialingCode } from './mobile-number-field.tsx';
import { forgetRememberedLogin, readRememberedNow, rememberLogin } from './remember-me.ts';
import { useFormState } from './use-form-state.ts';
import './auth-forms.css';

export interface SmsLoginFormProps {
  onLoggedIn: (result: LoginResult) => Promise<void>;
  onChallenge: (challenge: LoginChallenge) => void;
}

const shownFields = ['mobileNum', 'verificationCode'];

/**
 * Login by mobile number and SMS code (MOBILEVERCODELOGIN3): the code is asked for with `sendNoLoginSms`
 * (purpose login) and sent as the password with type `sms`. "Remember me" keeps the number and its code.
 */
export function SmsLoginForm({ onLoggedIn, onChallenge }: SmsLoginFormProps) {
  const { t } = useTranslation('account');
  const [remembered] = useState(readRememberedNow);
  const dialingCode = useDialingCode(remembered?.countryDialingCode);
  const form = useFormState({ mobileNum: remembered?.mobileNum ?? '', verificationCode: '' });
  const [isRemembering, setIsRemembering] = useState(Boolean(remembered?.mobileNum));

  const attempt = useMutation({
    mutationFn: async () => {
      const mobileNum = form.values.mobileNum.trim();
      const result = await apiClient.call(login, {
        username: mobileNum,
        password: form.values.verificationCode.trim(),
        type: 'sms',
        countryDialingCode: dialingCode.value,
      });
      if (isRemembering) rememberLogin({ mobileNum, countryDialingCode: dialingCode.value });
      else forgetRememberedLogin();
      await onLoggedIn(result);
    },
    onError: (error) => {
      const failure = interpretLoginError(error);
      if (failure.kind === 'verify') onChallenge(failure.challenge);
      else form.setServerErrors(placeApiError(error, shownFields).fields);
    },
  });

  const clientErrors = validateSmsLogin(form.values);
  const errors = form.shownErrors(clientErrors);
  const formError =
    attempt.error && interpretLoginError(attempt.error).kind === 'error'
      ? placeApiError(attempt.error, shownFields).formError
      : null;

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(event) => {
        if (form.submit(event, clientErrors)) attempt.mutate();
      }}
    >
      <MobileCodeFields form={form} dialingCode={dialingCode} errors={errors} purpose="login" />
      <CheckboxField
        label={t('in_remember_password')}
        checked={isRemembering}
        onChange={(event) => setIsRemembering(event.target.checked)}
      />
      <FormError error={formError} />
      <AuthSubmitButton isPending={attempt.isPending}>{t('login_submit')}</AuthSubmitButton>
    </form>
  );
}
