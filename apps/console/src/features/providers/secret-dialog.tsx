import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/dialog.tsx';
import { TextField } from '../../ui/text-field.tsx';

export interface SecretDialogProps {
  code: string;
  /** Shown while not null; closing the dialog forgets it, so it is seen once. */
  secret: string | null;
  onClose: () => void;
}

type CopyState = 'idle' | 'copied' | 'failed';

/** A provider's new signing secret, shown once after creating the provider or rotating its secret. */
export function SecretDialog({ code, secret, onClose }: SecretDialogProps) {
  const { t } = useTranslation();
  const [copyState, setCopyState] = useState<CopyState>('idle');

  async function handleCopy() {
    if (secret === null) return;
    try {
      await navigator.clipboard.writeText(secret);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  }

  function handleClose() {
    setCopyState('idle');
    onClose();
  }

  return (
    <Dialog
      isOpen={secret !== null}
      title={t('providers.secretTitle', { code })}
      onClose={handleClose}
      footer={
        <button type="button" className="button button-primary" onClick={handleClose}>
          {t('dialog.close')}
        </button>
      }
    >
      <p>{t('providers.secretNote')}</p>
      <div className="provider-secret">
        <TextField
          label={t('providers.secret')}
          value={secret ?? ''}
          readOnly
          autoComplete="off"
          spellCheck={false}
          onFocus={(event) => event.target.select()}
        />
        <button type="button" className="button" onClick={() => void handleCopy()}>
          {t('providers.copy')}
        </button>
      </div>
      <p className="provider-copy-feedback" aria-live="polite">
        {copyState === 'copied' ? t('providers.copied') : copyState === 'failed' ? t('providers.copyFailed') : ''}
      </p>
    </Dialog>
  );
}
