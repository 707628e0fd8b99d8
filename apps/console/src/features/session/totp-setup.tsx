import { buttonClassName } from '@ficha/ui';
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
        <form className="form totp-enrol" onSubmit={confirmForm.submission.handleSubmit}>
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
          <TotpCodeField
            label={t('security.totpCode')}
            name="totpCode"
            value={confirmForm.code}
            onValueChange={confirmForm.setCode}
          />
          {confirmForm.failureText ? <AlertMessage message={confirmForm.failureText} /> : null}
          <button type="submit" className={buttonClassName('primary')} disabled={confirmForm.submission.isPending}>
            {t('security.totpConfirm')}
          </button>
        </form>
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
        <form className="form totp-disable" onSubmit={disableForm.submission.handleSubmit}>
          <TotpCodeField
            label={t('security.totpCode')}
            hint={t('security.totpDisableHint')}
            name="disableCode"
            value={disableForm.code}
            onValueChange={disableForm.setCode}
          />
          {disableForm.failureText ? <AlertMessage message={disableForm.failureText} /> : null}
          <button type="submit" className={buttonClassName('secondary')} disabled={disableForm.submission.isPending}>
            {t('security.totpDisable')}
          </button>
        </form>
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
