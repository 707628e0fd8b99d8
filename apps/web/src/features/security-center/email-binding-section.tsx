import { bindEmail, type MemberProfile } from '@ficha/contract';
import { textValues, withRequest } from '@ficha/ui/forms';
import { useTranslation } from 'react-i18next';
import { TextField } from '@ficha/ui';
import { BindingSection, type BindingFormActions } from './binding-section.tsx';
import { CodeBindingForm } from './code-binding-form.tsx';
import { maskEmail } from './masking.ts';
import { useBindEmail, useSendBindEmailCode } from './queries.ts';
import { useCodeBinding } from './use-code-binding.ts';

const formFields = ['email', 'verificationCode'] as const;

export interface EmailBindingSectionProps {
  profile: MemberProfile;
}

/** "Correo electrónico": the bound address (masked) and whether it is verified; binding it with a mailed code. */
export function EmailBindingSection({ profile }: EmailBindingSectionProps) {
  const { t } = useTranslation('member');
  // Owned here, not by the form: binding closes the form, and the outcome must still be shown.
  const bind = useBindEmail();

  return (
    <BindingSection
      title={t('email_title')}
      maskedValue={profile.email ? maskEmail(profile.email) : null}
      isVerified={profile.emailVerified}
      currentLabel={t('email_current')}
      notBoundText={t('email_not_bound_text')}
      openLabel={profile.emailVerified ? t('email_change') : t('email_verify')}
      boundStatus={t('email_bound')}
      renderForm={(actions) => <EmailBindingForm profile={profile} bind={bind} {...actions} />}
    />
  );
}

interface EmailBindingFormProps extends BindingFormActions {
  profile: MemberProfile;
  bind: ReturnType<typeof useBindEmail>;
}

function EmailBindingForm({ profile, bind, onBound, onCancel }: EmailBindingFormProps) {
  const { t } = useTranslation('member');
  const sendCode = useSendBindEmailCode();
  const { binding, field, errorText } = useCodeBinding({
    // An unverified address is offered again for verification; a change starts empty.
    defaultValues: { email: profile.emailVerified ? '' : (profile.email ?? ''), verificationCode: '' },
    addressFields: ['email'],
    fields: formFields,
    schema: withRequest(
      textValues('email', 'verificationCode').transform((values) => ({
        email: values.email.trim(),
        verificationCode: values.verificationCode,
      })),
      bindEmail.request,
    ),
    sendBody: (values) => ({ email: values.email.trim() }),
    sendCode,
    bind,
    codeSentKey: 'code_sent_email',
    onBound,
  });

  return (
    <CodeBindingForm binding={binding} onCancel={onCancel}>
      <TextField
        label={t('email_address')}
        type="email"
        autoComplete="email"
        maxLength={128}
        {...field('email')}
        error={errorText('email')}
      />
    </CodeBindingForm>
  );
}
