import { enableTotp } from '@ficha/contract';
import { textValues, withRequest } from '@ficha/ui/forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/error-message.ts';
import { Button, TextField } from '@ficha/ui';
import { busyButtonProps } from './busy-button-props.ts';
import { FormMessages } from './form-messages.tsx';
import { useDisableTotp, useEnableTotp, useStartTotpSetup } from './queries.ts';
import { SecurityFormActions } from './security-form-actions.tsx';
import { SecuritySection } from './security-section.tsx';
import { StatusBadge } from './status-badge.tsx';
import { groupSecret, isOtpauthUrl, normalizeTotpCode, qrImageSource } from './totp-setup.ts';
import { useSecurityForm } from './use-security-form.ts';

const qrSizePx = 180;

type CodeMutation = ReturnType<typeof useEnableTotp> | ReturnType<typeof useDisableTotp>;

export interface TotpSectionProps {
  isEnabled: boolean;
}

/**
 * "Verificación en dos pasos" with an authenticator app (TOTP). Off: "Activar" asks the server for a
 * secret, shown as a QR code and in groups of four, and a code from the app turns it on. On: a current
 * code turns it off.
 */
export function TotpSection({ isEnabled }: TotpSectionProps) {
  const { t } = useTranslation('member');
  const errorMessage = useErrorMessage();
  // Owned here: the form that uses each one is replaced once the profile shows the new state.
  const start = useStartTotpSetup();
  const enable = useEnableTotp();
  const disable = useDisableTotp();
  const [status, setStatus] = useState<string | null>(null);

  const badge = isEnabled ? (
    <StatusBadge tone="success">{t('totp_on')}</StatusBadge>
  ) : (
    <StatusBadge tone="neutral">{t('totp_off')}</StatusBadge>
  );

  const handleStart = () => {
    if (start.isPending) return;
    setStatus(null);
    start.mutate();
  };

  const handleCancelSetup = () => {
    start.reset();
    enable.reset();
  };

  let body;
  if (isEnabled) {
    body = (
      <TotpCodeForm
        mutation={disable}
        submitLabel={t('deactivate')}
        onDone={() => setStatus(t('totp_disabled_done'))}
      />
    );
  } else if (start.data) {
    const setup = start.data;
    body = (
      <div className="security-totp">
        <ol className="security-totp__steps">
          <li className="security-totp__step">
            <p>{t('totp_step_scan')}</p>
            <img
              className="security-totp__qr"
              src={qrImageSource(setup.qrSvg)}
              alt={t('totp_qr_alt')}
              width={qrSizePx}
              height={qrSizePx}
            />
            {isOtpauthUrl(setup.otpauthUrl) ? <a href={setup.otpauthUrl}>{t('totp_open_app')}</a> : null}
          </li>
          <li className="security-totp__step">
            <p>{t('totp_step_manual')}</p>
            <SecretKey secret={setup.secret} />
          </li>
          <li className="security-totp__step">
            <p>{t('totp_step_code')}</p>
            <TotpCodeForm
              mutation={enable}
              submitLabel={t('activate')}
              onCancel={handleCancelSetup}
              onDone={() => {
                start.reset();
                setStatus(t('totp_enabled_done'));
              }}
            />
          </li>
        </ol>
      </div>
    );
  } else {
    body = (
      <>
        <div className="security-form__actions">
          <Button onClick={handleStart} {...busyButtonProps(start.isPending)}>
            {t('activate')}
          </Button>
        </div>
        <FormMessages error={start.isError ? errorMessage(start.error) : null} />
      </>
    );
  }

  return (
    <SecuritySection title={t('totp_title')} badge={badge} description={t('totp_text')} isWide>
      {body}
      <FormMessages status={status} />
    </SecuritySection>
  );
}

interface SecretKeyProps {
  secret: string;
}

/** The secret in groups of four for typing by hand, with a copy button. */
function SecretKey({ secret }: SecretKeyProps) {
  const { t } = useTranslation('member');
  const [copyStatus, setCopyStatus] = useState<string | null>(null);
  const groups = groupSecret(secret);

  const handleCopy = () => {
    navigator.clipboard.writeText(groups.join('')).then(
      () => setCopyStatus(t('totp_secret_copied')),
      () => setCopyStatus(t('totp_secret_copy_failed')),
    );
  };

  return (
    <div className="security-totp__secret-row">
      <code className="security-totp__secret" dir="ltr" translate="no">
        {groups.map((group, index) => (
          <span key={index}>{group}</span>
        ))}
      </code>
      <Button variant="ghost" size="small" onClick={handleCopy}>
        {t('totp_copy_secret')}
      </Button>
      <FormMessages status={copyStatus} />
    </div>
  );
}

interface TotpCodeFormProps {
  mutation: CodeMutation;
  submitLabel: string;
  onDone: () => void;
  onCancel?: () => void;
}

/** A 6-digit code from the authenticator, checked with the contract's schema before it is sent. */
function TotpCodeForm({ mutation, submitLabel, onDone, onCancel }: TotpCodeFormProps) {
  const { t } = useTranslation('member');
  const { form, field, errorText, formError, submission, handleSubmit } = useSecurityForm({
    defaultValues: { code: '' },
    // enableTotp and disableTotp take the same body.
    schema: withRequest(
      textValues('code').transform((values) => ({ code: normalizeTotpCode(values.code) })),
      enableTotp.request,
    ),
    submit: async (body) => {
      await mutation.mutateAsync(body.code);
      form.reset();
      onDone();
    },
  });

  return (
    <form className="security-form" noValidate onSubmit={handleSubmit}>
      <TextField
        label={t('totp_code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        {...field('code')}
        error={errorText('code')}
      />
      <SecurityFormActions submitLabel={submitLabel} isPending={submission.isPending} onCancel={onCancel} />
      <FormMessages error={formError} />
    </form>
  );
}
