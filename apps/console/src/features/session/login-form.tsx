import { operatorLogin, type EndpointInput } from '@ficha/contract';
import { fieldErrorTexts, schemaResolver, textValues, useFormSubmit, withRequest } from '@ficha/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../lib/api-error-keys.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { AlertMessage } from '../../ui/alert-message.tsx';
import { buttonClassName, TextField } from '@ficha/ui';
import { LoginCaptcha } from './login-captcha.tsx';
import { isLoginField, loginFields } from './login-fields.ts';
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
  const [captchaRound, setCaptchaRound] = useState(0);
  const [needs, setNeeds] = useState(noLoginNeeds);
  const form = useForm({
    defaultValues: { merchantCode: defaultMerchantCode, username: '', password: '', totpCode: '', captcha: '' },
    resolver: schemaResolver(
      withRequest(
        textValues('merchantCode', 'username', 'password', 'totpCode', 'captcha').transform(
          (values): EndpointInput<typeof operatorLogin> => {
            const captchaId = needs.captcha ? captcha.data?.captchaId : undefined;
            return {
              merchantCode: values.merchantCode.trim(),
              username: values.username.trim(),
              password: values.password,
              ...(needs.totpCode && values.totpCode ? { totpCode: values.totpCode.trim() } : {}),
              ...(captchaId ? { captchaId, captcha: values.captcha.trim() } : {}),
            };
          },
        ),
        operatorLogin.request,
      ),
    ),
  });
  const [merchantCodeTyped, totpCode, captchaAnswer] = useWatch({
    control: form.control,
    name: ['merchantCode', 'totpCode', 'captcha'],
  });
  const merchantCode = merchantCodeTyped.trim();
  const captcha = useQuery({
    ...operatorCaptchaQueryOptions(merchantCode, captchaRound),
    enabled: needs.captcha && merchantCode !== '',
  });
  const submission = useFormSubmit(form, {
    fields: loginFields,
    submit: (body) => login.mutateAsync(body),
    onFailure: (error) => {
      setNeeds((previous) => nextLoginNeeds(previous, error));
      // A captcha works once, right or wrong: show a new one.
      form.setValue('captcha', '');
      setCaptchaRound((round) => round + 1);
    },
  });

  const fieldLabels = {
    merchantCode: t('login.merchantCode'),
    username: t('login.username'),
    password: t('login.password'),
  };
  const errorText = fieldErrorTexts(form.formState.errors, fieldMessage);
  const errorsOf = (field: (typeof loginFields)[number]) => {
    const text = errorText(field);
    return text ? [text] : [];
  };
  const errorDetails = fieldErrorsOf(submission.failure).map(
    (fieldError) =>
      `${isLoginField(fieldError.field) ? fieldLabels[fieldError.field] : fieldError.field}: ${fieldMessage(fieldError)}`,
  );

  return (
    <form className="form login-form" onSubmit={submission.handleSubmit}>
      <TextField
        label={fieldLabels.merchantCode}
        {...form.register('merchantCode')}
        autoComplete="organization"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={32}
        required
        errors={errorsOf('merchantCode')}
      />
      <TextField
        label={fieldLabels.username}
        {...form.register('username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={64}
        required
        errors={errorsOf('username')}
      />
      <TextField
        label={fieldLabels.password}
        type="password"
        {...form.register('password')}
        autoComplete="current-password"
        maxLength={128}
        required
        errors={errorsOf('password')}
      />
      {needs.totpCode ? (
        <TotpCodeField
          label={t('login.totpCode')}
          hint={t('login.totpCodeHint')}
          name="totpCode"
          value={totpCode}
          onValueChange={(value) => form.setValue('totpCode', value)}
        />
      ) : null}
      {needs.captcha ? (
        <LoginCaptcha
          image={captcha.data?.image ?? null}
          loadError={captcha.isError ? errorMessage(captcha.error) : null}
          answer={captchaAnswer}
          onAnswerChange={(answer) => form.setValue('captcha', answer)}
          onRefresh={() => setCaptchaRound((round) => round + 1)}
        />
      ) : null}
      {submission.failure ? <AlertMessage message={errorMessage(submission.failure)} details={errorDetails} /> : null}
      <button type="submit" className={`${buttonClassName('primary')} button-block`} disabled={submission.isPending}>
        {submission.isPending ? t('login.submitting') : t('login.submit')}
      </button>
    </form>
  );
}
