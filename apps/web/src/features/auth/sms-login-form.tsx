import { login, type EndpointInput, type LoginChallenge, type LoginResult } from '@ficha/contract';
import { textValues, withChecks, withRequest } from '@ficha/ui/forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../lib/api-client.ts';
import { CheckboxField } from '@ficha/ui';
import { interpretLoginError } from './api-errors.ts';
import { AuthSubmitButton } from './auth-submit-button.tsx';
import { validateSmsLogin } from './credential-rules.ts';
import { FormError } from '../../ui/form-error.tsx';
import { MobileCodeFields } from './mobile-code-fields.tsx';
import { useDialingCode } from './mobile-number-field.tsx';
import { forgetRememberedLogin, readRememberedNow, rememberLogin } from './remember-me.ts';
import { useAuthForm } from './use-auth-form.ts';
import '../../ui/auth-forms.css';

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
  const [isRemembering, setIsRemembering] = useState(Boolean(remembered?.mobileNum));
  const { form, submission, errorText } = useAuthForm({
    defaultValues: { mobileNum: remembered?.mobileNum ?? '', verificationCode: '' },
    schema: withRequest(
      withChecks(textValues('mobileNum', 'verificationCode'), validateSmsLogin).transform(
        (values): EndpointInput<typeof login> => ({
          username: values.mobileNum.trim(),
          password: values.verificationCode.trim(),
          type: 'sms',
          countryDialingCode: dialingCode.value,
        }),
      ),
      login.request,
    ),
    fields: shownFields,
    submit: async (body) => {
      const result = await apiClient.call(login, body);
      if (isRemembering) rememberLogin({ mobileNum: body.username, countryDialingCode: dialingCode.value });
      else forgetRememberedLogin();
      await onLoggedIn(result);
    },
    onFailure: (error) => {
      const failure = interpretLoginError(error);
      if (failure.kind === 'verify') onChallenge(failure.challenge);
    },
  });
  const isChallenged = submission.formError !== null && interpretLoginError(submission.formError).kind === 'verify';

  return (
    <form className="auth-form" noValidate onSubmit={submission.handleSubmit}>
      <MobileCodeFields form={form} dialingCode={dialingCode} errorText={errorText} purpose="login" />
      <CheckboxField
        label={t('in_remember_password')}
        checked={isRemembering}
        onChange={(event) => setIsRemembering(event.target.checked)}
      />
      <FormError error={isChallenged ? null : submission.formError} />
      <AuthSubmitButton isPending={submission.isPending}>{t('login_submit')}</AuthSubmitButton>
    </form>
  );
}
