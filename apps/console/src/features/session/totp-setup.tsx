import { buttonClassName } from '@ficha/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
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
  const [code, setCode] = useState('');
  const [disableCode, setDisableCode] = useState('');
  const operator = session.data;
  const setup = confirm.isSuccess ? undefined : start.data;

  function handleConfirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    confirm.mutate(code.trim(), { onSuccess: () => setCode('') });
  }

  function handleDisable(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    disable.mutate(disableCode.trim(), { onSuccess: () => setDisableCode('') });
  }

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
        <form className="form totp-enrol" onSubmit={handleConfirm}>
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
          <TotpCodeField label={t('security.totpCode')} name="totpCode" value={code} onValueChange={setCode} />
          {confirm.isError ? <AlertMessage message={errorMessage(confirm.error)} /> : null}
          <button type="submit" className={buttonClassName('primary')} disabled={confirm.isPending}>
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
        <form className="form totp-disable" onSubmit={handleDisable}>
          <TotpCodeField
            label={t('security.totpCode')}
            hint={t('security.totpDisableHint')}
            name="disableCode"
            value={disableCode}
            onValueChange={setDisableCode}
          />
          {disable.isError ? <AlertMessage message={errorMessage(disable.error)} /> : null}
          <button type="submit" className={buttonClassName('secondary')} disabled={disable.isPending}>
            {t('security.totpDisable')}
          </button>
        </form>
      ) : null}
    </div>
  );
}
