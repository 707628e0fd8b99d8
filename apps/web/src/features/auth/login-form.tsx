import { login, type LoginChallenge, type LoginResult } from '@ficha/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../lib/api-client.ts';
import { CheckboxField, TextField } from '@ficha/ui';
import { placeApiError, interpretLoginError } from './api-errors.ts';
import { AuthSubmitButton } from './auth-submit-button.tsx';
import { CaptchaField } from './captcha-field.tsx';
import { validateLogin } from './credential-rules.ts';
import { FormError } from './form-error.tsx';
import { useCaptcha } from './queries.ts';
import { forgetRememberedLogin, readRememberedNow, rememberLogin } from './remember-me.ts';
import { useFieldErrorText } from './use-field-error-text.ts';
import { useFormState } from './use-form-state.ts';
import './auth-forms.css';

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
  const fieldErrorText = useFieldErrorText();
  const [remembered] = useState(readRememberedNow);
  const form = useFormState({ username: initialUsername ?? remembered?.username ?? '', password: '', captcha: '' });
  const [isRemembering, setIsRemembering] = useState(Boolean(remembered?.username));
  const [isCaptchaShown, setIsCaptchaShown] = useState(false);
  const captcha = useCaptcha(isCaptchaShown);
  const shownFields = isCaptchaShown ? ['username', 'password', 'captcha'] : ['username', 'password'];

  const attempt = useMutation({
    mutationFn: async () => {
      const username = form.values.username.trim();
      const password = form.values.password;
      const result = await apiClient.call(login, {
        username,
        password,
        type: 'username',
        portal,
        ...(isCaptchaShown && captcha.captchaId
          ? { captcha: form.values.captcha.trim(), captchaId: captcha.captchaId }
          : {}),
      });
      if (isRemembering) rememberLogin({ username });
      else forgetRememberedLogin();
      await onLoggedIn(result, password);
    },
    onError: (error) => {
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
      form.setServerErrors(placeApiError(error, shownFields).fields);
    },
  });

  const clientErrors = validateLogin(form.values, isCaptchaShown);
  const errors = form.shownErrors(clientErrors);
  const formError = attempt.error ? placeApiError(attempt.error, shownFields).formError : null;

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(event) => {
        if (form.submit(event, clientErrors)) attempt.mutate();
      }}
    >
      <TextField
        label={t('field_username')}
        {...form.bind('username')}
        error={fieldErrorText(errors.username)}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={64}
        required
      />
      <TextField
        label={t('field_password')}
        type="password"
        {...form.bind('password')}
        error={fieldErrorText(errors.password)}
        autoComplete="current-password"
        maxLength={64}
        required
      />
      {isCaptchaShown ? (
        <CaptchaField captcha={captcha} {...form.bind('captcha')} error={fieldErrorText(errors.captcha)} />
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
      <FormError error={formError} />
      <AuthSubmitButton isPending={attempt.isPending}>{t('login_submit')}</AuthSubmitButton>
    </form>
  );
}
