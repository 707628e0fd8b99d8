import { forgotPasswordByEmail, login, setPasswordByPhone, type FieldRule, type LoginResult } from '@ficha/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../lib/api-client.ts';
import { Button, Dialog, Tabs, TextField } from '@ficha/ui';
import { placeApiError } from './api-errors.ts';
import { forgotPasswordMethods, type ForgotMethod, type Modules } from './auth-modules.ts';
import { AuthSubmitButton } from './auth-submit-button.tsx';
import { validateForgotByEmail, validateForgotByPhone } from './credential-rules.ts';
import { FormError } from './form-error.tsx';
import { MobileCodeFields } from './mobile-code-fields.tsx';
import { useDialingCode } from './mobile-number-field.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { useFieldErrorText } from './use-field-error-text.ts';
import { useFormState } from './use-form-state.ts';
import './auth-forms.css';

export interface ForgotPasswordDialogProps {
  modules: Modules;
  passwordRule: FieldRule | null;
  /** The phone reset set a new password and logged in with it: start the session. */
  onLoggedIn: (result: LoginResult) => Promise<void>;
  /** The password was set but the automatic login did not go through: log in by hand as this username. */
  onPasswordSet: (username: string) => void;
  onOpenLogin: () => void;
  onClose: () => void;
}

/**
 * "Recuperar contraseña" (SPEC §2.5, §4 "Forgot password"): by email, a recovery link is mailed and the
 * dialog says so; by phone (CHNGPASSVERIF3), an SMS code sets the new password and the member is signed in.
 */
export function ForgotPasswordDialog({
  modules,
  passwordRule,
  onLoggedIn,
  onPasswordSet,
  onOpenLogin,
  onClose,
}: ForgotPasswordDialogProps) {
  const { t } = useTranslation('account');
  const methods = forgotPasswordMethods(modules);
  const [method, setMethod] = useState<ForgotMethod>('email');
  const [isSent, setIsSent] = useState(false);

  if (isSent) {
    return (
      // A dialog of its own (key), so that focus moves to its button.
      <Dialog key="sent" title={t('in_retrieve_password')} closeLabel={t('close')} onClose={onClose} size="small">
        <p className="auth-notice" role="status">
          {t('in_been_out')}
        </p>
        <div className="auth-dialog__actions">
          <Button onClick={onClose} data-autofocus>
            {t('in_increase_submit')}
          </Button>
        </div>
      </Dialog>
    );
  }

  const form =
    method === 'phone' ? (
      <ForgotByPhoneForm passwordRule={passwordRule} onLoggedIn={onLoggedIn} onPasswordSet={onPasswordSet} />
    ) : (
      <ForgotByEmailForm onSent={() => setIsSent(true)} />
    );

  return (
    <Dialog title={t('in_retrieve_password')} closeLabel={t('close')} onClose={onClose} size="small">
      {methods.length > 1 ? (
        <Tabs
          label={t('in_please_ways')}
          items={methods.map((id) => ({ id, label: t(id === 'phone' ? 'forgot_tab_phone' : 'forgot_tab_email') }))}
          selectedId={method}
          onSelect={setMethod}
        >
          {form}
        </Tabs>
      ) : (
        form
      )}
      <div className="auth-dialog__footer">
        <button type="button" className="auth-form__link" onClick={onOpenLogin}>
          {t('back_to_login')}
        </button>
      </div>
    </Dialog>
  );
}

const emailFields = ['username', 'email'];

function ForgotByEmailForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation('account');
  const fieldErrorText = useFieldErrorText();
  const form = useFormState({ username: '', email: '' });
  const send = useMutation({
    mutationFn: () =>
      apiClient.call(forgotPasswordByEmail, { username: form.values.username.trim(), email: form.values.email.trim() }),
    onSuccess: onSent,
    onError: (error) => form.setServerErrors(placeApiError(error, emailFields).fields),
  });
  const clientErrors = validateForgotByEmail(form.values);
  const errors = form.shownErrors(clientErrors);
  const formError = send.error ? placeApiError(send.error, emailFields).formError : null;
  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(event) => {
        if (form.submit(event, clientErrors)) send.mutate();
      }}
    >
      <p className="auth-form__intro">{t('forgot_email_intro')}</p>
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
        label={t('field_email')}
        type="email"
        {...form.bind('email')}
        error={fieldErrorText(errors.email)}
        autoComplete="email"
        maxLength={128}
        required
      />
      <FormError error={formError} />
      <AuthSubmitButton isPending={send.isPending}>{t('send')}</AuthSubmitButton>
    </form>
  );
}

const phoneFields = ['mobileNum', 'verificationCode', 'newPassword', 'confirmNewPassword'];

interface ForgotByPhoneFormProps {
  passwordRule: FieldRule | null;
  onLoggedIn: (result: LoginResult) => Promise<void>;
  onPasswordSet: (username: string) => void;
}

function ForgotByPhoneForm({ passwordRule, onLoggedIn, onPasswordSet }: ForgotByPhoneFormProps) {
  const { t } = useTranslation('account');
  const dialingCode = useDialingCode();
  const form = useFormState({ mobileNum: '', verificationCode: '', newPassword: '', confirmNewPassword: '' });
  const reset = useMutation({
    mutationFn: async () => {
      const { newPassword } = form.values;
      const answer = await apiClient.call(setPasswordByPhone, {
        newPassword,
        mobileNum: form.values.mobileNum.trim(),
        countryDialingCode: dialingCode.value,
        verificationCode: form.values.verificationCode.trim(),
      });
      let result: LoginResult;
      try {
        // spec: upstream-api §1.1 — after a phone reset the client logs in with type "".
        result = await apiClient.call(login, { username: answer.username, password: newPassword, type: '' });
      } catch {
        // The password is set either way; a login that needs more (a new IP's check) continues by hand.
        onPasswordSet(answer.username);
        return;
      }
      await onLoggedIn(result);
    },
    onError: (error) => form.setServerErrors(placeApiError(error, phoneFields).fields),
  });
  const clientErrors = validateForgotByPhone(form.values, passwordRule);
  const errors = form.shownErrors(clientErrors);
  const formError = reset.error ? placeApiError(reset.error, phoneFields).formError : null;
  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(event) => {
        if (form.submit(event, clientErrors)) reset.mutate();
      }}
    >
      <MobileCodeFields form={form} dialingCode={dialingCode} errors={errors} purpose="reset" />
      <NewPasswordFields bind={form.bind} errors={errors} />
      <FormError error={formError} />
      <AuthSubmitButton isPending={reset.isPending}>{t('save')}</AuthSubmitButton>
    </form>
  );
}
