import { bindEmail, sendBindEmailCode, type MemberProfile } from '@ficha/contract';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { busyButtonProps } from './busy-button-props.ts';
import { CodeRequestButton } from './code-request-button.tsx';
import { focusCodeInput, focusFirstInvalid } from './form-focus.ts';
import { FormMessages } from './form-messages.tsx';
import { maskEmail } from './masking.ts';
import { useBindEmail, useSendBindEmailCode } from './queries.ts';
import { SecuritySection } from './security-section.tsx';
import { StatusBadge } from './status-badge.tsx';
import { useCodeCooldown } from './use-code-cooldown.ts';
import { useFormFeedback } from './use-form-feedback.ts';

const formFields = ['email', 'verificationCode'] as const;

export interface EmailBindingSectionProps {
  profile: MemberProfile;
}

/** "Correo electrónico": the bound address (masked) and whether it is verified; binding it with a mailed code. */
export function EmailBindingSection({ profile }: EmailBindingSectionProps) {
  const { t } = useTranslation('member');
  // Owned here, not by the form: binding closes the form, and the outcome must still be shown.
  const bind = useBindEmail();
  const [isFormOpen, setIsFormOpen] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const isBound = Boolean(profile.email);

  const badge = !isBound ? (
    <StatusBadge tone="neutral">{t('not_bound')}</StatusBadge>
  ) : profile.emailVerified ? (
    <StatusBadge tone="success">{t('verified')}</StatusBadge>
  ) : (
    <StatusBadge tone="warning">{t('not_verified')}</StatusBadge>
  );

  const handleBound = () => {
    setIsFormOpen(false);
    setStatus(t('email_bound'));
  };

  return (
    <SecuritySection title={t('email_title')} badge={badge}>
      {profile.email ? (
        <p className="security-value">
          <span className="visually-hidden">{t('email_current')}: </span>
          <bdi>{maskEmail(profile.email)}</bdi>
        </p>
      ) : (
        <p className="security-section__description">{t('email_not_bound_text')}</p>
      )}
      {isBound && !isFormOpen ? (
        <Button
          variant="secondary"
          onClick={() => {
            setIsFormOpen(true);
            setStatus(null);
          }}
        >
          {profile.emailVerified ? t('email_change') : t('email_verify')}
        </Button>
      ) : null}
      {!isBound || isFormOpen ? (
        <EmailBindingForm
          profile={profile}
          bind={bind}
          onBound={handleBound}
          onCancel={isBound ? () => setIsFormOpen(false) : undefined}
        />
      ) : null}
      <FormMessages status={status} />
    </SecuritySection>
  );
}

interface EmailBindingFormProps {
  profile: MemberProfile;
  bind: ReturnType<typeof useBindEmail>;
  onBound: () => void;
  onCancel?: () => void;
}

function EmailBindingForm({ profile, bind, onBound, onCancel }: EmailBindingFormProps) {
  const { t } = useTranslation('member');
  const sendCode = useSendBindEmailCode();
  const cooldown = useCodeCooldown();
  const feedback = useFormFeedback(formFields);
  const formRef = useRef<HTMLFormElement>(null);
  // An unverified address is offered again for verification; a change starts empty.
  const [email, setEmail] = useState(profile.emailVerified ? '' : (profile.email ?? ''));
  const [code, setCode] = useState('');
  const [status, setStatus] = useState<string | null>(null);

  const handleSendCode = () => {
    if (!cooldown.claimRequest()) return;
    setStatus(null);
    const checked = sendBindEmailCode.request.safeParse({ email: email.trim() });
    if (!checked.success) {
      feedback.showIssues(checked.error.issues);
      focusFirstInvalid(formRef.current);
      return;
    }
    feedback.clear();
    sendCode.mutate(checked.data, {
      onSuccess: ({ expiredMinutes }) => {
        cooldown.start(expiredMinutes);
        setStatus(t('code_sent_email'));
        focusCodeInput(formRef.current);
      },
      onError: feedback.showError,
    });
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (bind.isPending) return;
    setStatus(null);
    const checked = bindEmail.request.safeParse({ email: email.trim(), verificationCode: code });
    if (!checked.success) {
      feedback.showIssues(checked.error.issues);
      focusFirstInvalid(formRef.current);
      return;
    }
    feedback.clear();
    bind.mutate(checked.data, {
      onSuccess: onBound,
      onError: (error) => {
        feedback.showError(error);
        focusFirstInvalid(formRef.current);
      },
    });
  };

  return (
    <form ref={formRef} className="security-form" noValidate onSubmit={handleSubmit}>
      <TextField
        label={t('email_address')}
        name="email"
        type="email"
        autoComplete="email"
        maxLength={128}
        value={email}
        error={feedback.fieldError('email')}
        onChange={(event) => {
          setEmail(event.target.value);
          feedback.clearField('email');
        }}
      />
      <TextField
        label={t('verification_code')}
        name="verificationCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        value={code}
        error={feedback.fieldError('verificationCode')}
        onChange={(event) => {
          setCode(event.target.value);
          feedback.clearField('verificationCode');
        }}
        trailing={
          <CodeRequestButton
            isSending={sendCode.isPending}
            secondsLeft={cooldown.secondsLeft}
            onRequest={handleSendCode}
          />
        }
      />
      <div className="security-form__actions">
        <Button type="submit" {...busyButtonProps(bind.isPending)}>
          {t('bind')}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            {t('cancel')}
          </Button>
        ) : null}
      </div>
      <FormMessages status={status} error={feedback.formError} />
    </form>
  );
}
