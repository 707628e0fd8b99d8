import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../lib/api-error-keys.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { AlertMessage } from '../../ui/alert-message.tsx';
import { buttonClassName, TextField } from '@ficha/ui';
import { LoginCaptcha } from './login-captcha.tsx';
import { groupLoginFieldErrors, isLoginField } from './login-fields.ts';
import { nextLoginNeeds, noLoginNeeds } from './login-step.ts';
import { TotpCodeField } from './totp-code-field.tsx';
import { operatorCaptchaQueryOptions, useOperatorLogin } from './queries.ts';

const defaultMerchantCode = 'demo';

/**
 * Operator sign-in. After failures the server may ask for a captcha, and an operator with a second factor for its
 * authenticator code (decision 0018); the form then shows those fields. On success the token is stored and the
 * session guard lets the operator in.
 */
export function LoginForm() {
  const { t } = useTranslation();
  const { errorMessage, fieldMessage } = useErrorMessage();
  const login = useOperatorLogin();
  const [merchantCode, setMerchantCode] = useState(defaultMerchantCode);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [totpCode, setTotpCode] = useState('');
  const [captchaAnswer, setCaptchaAnswer] = useState('');
  const [captchaRound, setCaptchaRound] = useState(0);
  const [needs, setNeeds] = useState(noLoginNeeds);
  const captcha = useQuery({
    ...operatorCaptchaQueryOptions(merchantCode.trim(), captchaRound),
    enabled: needs.captcha && merchantCode.trim() !== '',
  });

  const fieldLabels = {
    merchantCode: t('login.merchantCode'),
    username: t('login.username'),
    password: t('login.password'),
  };
  const fieldErrors = fieldErrorsOf(login.error);
  const { byField } = groupLoginFieldErrors(fieldErrors);
  const errorDetails = fieldErrors.map(
    (fieldError) =>
      `${isLoginField(fieldError.field) ? fieldLabels[fieldError.field] : fieldError.field}: ${fieldMessage(fieldError)}`,
  );

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const captchaId = needs.captcha ? captcha.data?.captchaId : undefined;
    login.mutate(
      {
        merchantCode: merchantCode.trim(),
        username: username.trim(),
        password,
        ...(needs.totpCode && totpCode ? { totpCode: totpCode.trim() } : {}),
        ...(captchaId ? { captchaId, captcha: captchaAnswer.trim() } : {}),
      },
      {
        onError: (error) => {
          setNeeds((previous) => nextLoginNeeds(previous, error));
          // A captcha works once, right or wrong: show a new one.
          setCaptchaAnswer('');
          setCaptchaRound((round) => round + 1);
        },
      },
    );
  }

  return (
    <form className="form login-form" onSubmit={handleSubmit}>
      <TextField
        label={fieldLabels.merchantCode}
        name="merchantCode"
        value={merchantCode}
        onChange={(event) => setMerchantCode(event.target.value)}
        autoComplete="organization"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={32}
        required
        errors={byField.merchantCode.map(fieldMessage)}
      />
      <TextField
        label={fieldLabels.username}
        name="username"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={64}
        required
        errors={byField.username.map(fieldMessage)}
      />
      <TextField
        label={fieldLabels.password}
        name="password"
        type="password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        autoComplete="current-password"
        maxLength={128}
        required
        errors={byField.password.map(fieldMessage)}
      />
      {needs.totpCode ? (
        <TotpCodeField
          label={t('login.totpCode')}
          hint={t('login.totpCodeHint')}
          name="totpCode"
          value={totpCode}
          onValueChange={setTotpCode}
        />
      ) : null}
      {needs.captcha ? (
        <LoginCaptcha
          image={captcha.data?.image ?? null}
          loadError={captcha.isError ? errorMessage(captcha.error) : null}
          answer={captchaAnswer}
          onAnswerChange={setCaptchaAnswer}
          onRefresh={() => setCaptchaRound((round) => round + 1)}
        />
      ) : null}
      {login.isError ? <AlertMessage message={errorMessage(login.error)} details={errorDetails} /> : null}
      <button type="submit" className={`${buttonClassName('primary')} button-block`} disabled={login.isPending}>
        {login.isPending ? t('login.submitting') : t('login.submit')}
      </button>
    </form>
  );
}
