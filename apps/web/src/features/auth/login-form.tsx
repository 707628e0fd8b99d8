import { login, type EndpointInput, type LoginChallenge, type LoginResult } from '@ficha/contract';
import { textValues, withChecks, withRequest } from '@ficha/ui/forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../lib/api-client.ts';
import { CheckboxField, TextField } from '@ficha/ui';
import { interpretLoginError } from './api-errors.ts';
import { AuthSubmitButton } from './auth-submit-button.tsx';
import { CaptchaField } from '../../ui/captcha-field.tsx';
import { validateLogin } from './credential-rules.ts';
import { FormError } from '../../ui/form-error.tsx';
import { useCaptcha } from '../../lib/use-captcha.ts';
import { forgetRememberedLogin, readRememberedNow, rememberLogin } from './remember-me.ts';
import { useAuthForm } from './use-auth-form.ts';
import { UsernameField } from './username-field.tsx';
import '../../ui/auth-forms.css';

export interface LoginFormProps {
  /** The agent entrance lets only agents in (`error_not_agent` otherwise). */
  portal: 'player' | 'agent';
  /** A username to start with (after a password reset); else the remembered one. */
  initialUsername?: string;
  /** The login worked: start the session. The password is passed for a forced change, never stored. */
  onLoggedIn: (result: LoginResult, password: string) => Promise<void>;
  /** The login needs a verification step (a new IP). */
  onChallenge: (challenge: LoginChallenge) => void;
  onForgotPassword?: () => void;
}

/**
 * Login by username and password (SPEC §4 "Login", §5): both required and the username trimmed; after a
 * failure whose answer asks for it, the image captcha too; "remember me" keeps the username for 24 hours.
 */
export function LoginForm({ portal, initialUsername, onLoggedIn, onChallenge, onForgotPassword }: LoginFormProps) {
  const { t } = useTranslation('account');
  const [remembered] = useState(readRememberedNow);
  const [isRemembering, setIsRemembering] = useState(Boolean(remembered?.username));
  const [isCaptchaShown, setIsCaptchaShown] = useState(false);
  const captcha = useCaptcha(isCaptchaShown);
  const { form, submission, errorText } = useAuthForm({
    defaultValues: { username: initialUsername ?? remembered?.username ?? '', password: '', captcha: '' },
    schema: withRequest(
      withChecks(textValues('username', 'password', 'captcha'), (values) =>
        validateLogin(values, isCaptchaShown),
      ).transform((values): EndpointInput<typeof login> => ({
        username: values.username.trim(),
        password: values.password,
        type: 'username' as const,
        portal,
        ...(isCaptchaShown && captcha.captchaId
          ? { captcha: values.captcha.trim(), captchaId: captcha.captchaId }
          : {}),
      })),
      login.request,
    ),
    fields: isCaptchaShown ? ['username', 'password', 'captcha'] : ['username', 'password'],
    submit: async (body) => {
      const result = await apiClient.call(login, body);
      if (isRemembering) rememberLogin({ username: body.username });
      else forgetRememberedLogin();
      await onLoggedIn(result, body.password);
    },
    onFailure: (error) => {
      const failure = interpretLoginError(error);
      if (failure.kind === 'verify') {
        onChallenge(failure.challenge);
        return;
      }
      if (failure.needsCaptcha || isCaptchaShown) {
        // A captcha answer works once: every failure needs a new image.
        if (isCaptchaShown) captcha.refresh(true);
        setIsCaptchaShown(true);
        form.setValue('captcha', '');
      }
    },
  });

  return (
    <form className="auth-form" noValidate onSubmit={submission.handleSubmit}>
      <UsernameField {...form.register('username')} error={errorText('username')} />
      <TextField
        label={t('field_password')}
        type="password"
        {...form.register('password')}
        error={errorText('password')}
        autoComplete="current-password"
        maxLength={64}
        required
      />
      {isCaptchaShown ? (
        <CaptchaField captcha={captcha} {...form.register('captcha')} error={errorText('captcha')} />
      ) : null}
      <div className="auth-form__options">
        <CheckboxField
          label={t('in_remember_password')}
          checked={isRemembering}
          onChange={(event) => setIsRemembering(event.target.checked)}
        />
        {onForgotPassword ? (
          <button type="button" className="auth-form__link" onClick={onForgotPassword}>
            {t('in_forget_password')}
          </button>
        ) : null}
      </div>
      <FormError error={submission.formError} />
      <AuthSubmitButton isPending={submission.isPending}>{t('login_submit')}</AuthSubmitButton>
    </form>
  );
}
