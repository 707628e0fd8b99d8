import {
  forgotPasswordByEmail,
  login,
  setPasswordByPhone,
  type EndpointInput,
  type FieldRule,
  type LoginResult,
} from '@ficha/contract';
import { textValues, withChecks, withRequest } from '@ficha/ui/forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../lib/api-client.ts';
import { Button, Dialog, Tabs, TextField } from '@ficha/ui';
import { forgotPasswordMethods, type ForgotMethod, type Modules } from './auth-modules.ts';
import { AuthSubmitButton } from './auth-submit-button.tsx';
import { validateForgotByEmail, validateForgotByPhone } from './credential-rules.ts';
import { FormError } from '../../ui/form-error.tsx';
import { MobileCodeFields } from './mobile-code-fields.tsx';
import { useDialingCode } from './mobile-number-field.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { useAuthForm } from './use-auth-form.ts';
import { UsernameField } from './username-field.tsx';
import '../../ui/auth-forms.css';

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
  const { form, submission, errorText } = useAuthForm({
    defaultValues: { username: '', email: '' },
    schema: withRequest(
      withChecks(textValues('username', 'email'), validateForgotByEmail).transform((values) => ({
        username: values.username.trim(),
        email: values.email.trim(),
      })),
      forgotPasswordByEmail.request,
    ),
    fields: emailFields,
    submit: async (body) => {
      await apiClient.call(forgotPasswordByEmail, body);
      onSent();
    },
  });
  return (
    <form className="auth-form" noValidate onSubmit={submission.handleSubmit}>
      <p className="auth-form__intro">{t('forgot_email_intro')}</p>
      <UsernameField {...form.register('username')} error={errorText('username')} />
      <TextField
        label={t('field_email')}
        type="email"
        {...form.register('email')}
        error={errorText('email')}
        autoComplete="email"
        maxLength={128}
        required
      />
      <FormError error={submission.formError} />
      <AuthSubmitButton isPending={submission.isPending}>{t('send')}</AuthSubmitButton>
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
  const { form, submission, errorText } = useAuthForm({
    defaultValues: { mobileNum: '', verificationCode: '', newPassword: '', confirmNewPassword: '' },
    schema: withRequest(
      withChecks(textValues('mobileNum', 'verificationCode', 'newPassword', 'confirmNewPassword'), (values) =>
        validateForgotByPhone(values, passwordRule),
      ).transform((values): EndpointInput<typeof setPasswordByPhone> => ({
        newPassword: values.newPassword,
        mobileNum: values.mobileNum.trim(),
        countryDialingCode: dialingCode.value,
        verificationCode: values.verificationCode.trim(),
      })),
      setPasswordByPhone.request,
    ),
    fields: phoneFields,
    submit: async (body) => {
      const answer = await apiClient.call(setPasswordByPhone, body);
      let result: LoginResult;
      try {
        // spec: upstream-api §1.1 — after a phone reset the client logs in with type "".
        result = await apiClient.call(login, { username: answer.username, password: body.newPassword, type: '' });
      } catch {
        // The password is set either way; a login that needs more (a new IP's check) continues by hand.
        onPasswordSet(answer.username);
        return;
      }
      await onLoggedIn(result);
    },
  });
  return (
    <form className="auth-form" noValidate onSubmit={submission.handleSubmit}>
      <MobileCodeFields form={form} dialingCode={dialingCode} errorText={errorText} purpose="reset" />
      <NewPasswordFields register={form.register} errorText={errorText} />
      <FormError error={submission.formError} />
      <AuthSubmitButton isPending={submission.isPending}>{t('save')}</AuthSubmitButton>
    </form>
  );
}
