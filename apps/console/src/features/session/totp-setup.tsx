import { buttonClassName } from '@ficha/ui';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useEditForm } from '../../lib/use-edit-form.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { AlertMessage } from '../../ui/alert-message.tsx';
import { TotpCodeField } from './totp-code-field.tsx';
import { useConfirmOperatorTotp, useDisableOperatorTotp, useOperatorSession, useStartOperatorTotp } from './queries.ts';
import './totp-setup.css';

/**
 * The signed-in operator's second factor: set it up (QR code or the secret typed in, then a first code), move it
 * to a new phone, or turn it off where the role allows (decision 0018).
 */
export function TotpSetup() {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const session = useOperatorSession();
  const start = useStartOperatorTotp();
  const confirm = useConfirmOperatorTotp();
  const disable = useDisableOperatorTotp();
  const confirmForm = useCodeForm((code) => confirm.mutateAsync(code));
  const disableForm = useCodeForm((code) => disable.mutateAsync(code));
  const operator = session.data;
  const setup = confirm.isSuccess ? undefined : start.data;

  function handleStart() {
    confirm.reset();
    start.mutate();
  }

  if (!operator) return null;
  return (
    <div className="totp-setup">
      <p className="totp-status">
        {operator.totpEnabled ? t('security.totpOn') : t('security.totpOff')}{' '}
        {operator.totpRequired ? t('security.totpRequired') : t('security.totpOptional')}
      </p>
      {setup ? (
        <CodeForm
          className="totp-enrol"
          codeForm={confirmForm}
          name="totpCode"
          submitLabel={t('security.totpConfirm')}
          variant="primary"
        >
          <ol className="totp-steps">
            <li>{t('security.totpStepScan')}</li>
            <li>{t('security.totpStepCode')}</li>
          </ol>
          <img
            className="totp-qr"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
            alt={t('security.totpQr')}
            width={192}
            height={192}
          />
          <p className="totp-secret">
            {t('security.totpSecret')} <code>{setup.secret}</code>
          </p>
        </CodeForm>
      ) : (
        <>
          {confirm.isSuccess ? <p className="notice">{t('security.totpConfirmed')}</p> : null}
          <button type="button" className={buttonClassName('primary')} onClick={handleStart} disabled={start.isPending}>
            {operator.totpEnabled ? t('security.totpReplace') : t('security.totpStart')}
          </button>
          {start.isError ? <AlertMessage message={errorMessage(start.error)} /> : null}
        </>
      )}
      {operator.totpEnabled && !operator.totpRequired && !setup ? (
        <CodeForm
          className="totp-disable"
          codeForm={disableForm}
          name="disableCode"
          hint={t('security.totpDisableHint')}
          submitLabel={t('security.totpDisable')}
          variant="secondary"
        />
      ) : null}
    </div>
  );
}

/** A form of one authenticator code: sent trimmed, emptied once accepted; a refusal shows as the form's message. */
function useCodeForm(send: (code: string) => Promise<unknown>) {
  const { form, submission, failureText } = useEditForm({
    defaultValues: { code: '' },
    fields: [],
    submit: async ({ code }) => {
      await send(code.trim());
      form.reset();
    },
  });
  const code = useWatch({ control: form.control, name: 'code' });
  return { submission, failureText, code, setCode: (next: string) => form.setValue('code', next) };
}

interface CodeFormProps {
  className: string;
  codeForm: ReturnType<typeof useCodeForm>;
  name: string;
  hint?: string;
  submitLabel: string;
  variant: 'primary' | 'secondary';
  /** What comes before the code (the QR code and the secret). */
  children?: ReactNode;
}

/** One authenticator code, the refusal of the last one and the button that sends it. */
function CodeForm({ className, codeForm, name, hint, submitLabel, variant, children }: CodeFormProps) {
  const { t } = useTranslation();
  return (
    <form className={`form ${className}`} onSubmit={codeForm.submission.handleSubmit}>
      {children}
      <TotpCodeField
        label={t('security.totpCode')}
        hint={hint}
        name={name}
        value={codeForm.code}
        onValueChange={codeForm.setCode}
      />
      {codeForm.failureText ? <AlertMessage message={codeForm.failureText} /> : null}
      <button type="submit" className={buttonClassName(variant)} disabled={codeForm.submission.isPending}>
        {submitLabel}
      </button>
    </form>
  );
}
