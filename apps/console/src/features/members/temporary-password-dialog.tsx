import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/dialog.tsx';
import { TextField } from '../../ui/text-field.tsx';

export interface TemporaryPasswordDialogProps {
  username: string;
  /** Shown while not null; closing the dialog forgets it, so it is seen once. */
  temporaryPassword: string | null;
  onClose: () => void;
}

type CopyState = 'idle' | 'copied' | 'failed';

export function TemporaryPasswordDialog({ username, temporaryPassword, onClose }: TemporaryPasswordDialogProps) {
  const { t } = useTranslation();
  const [copyState, setCopyState] = useState<CopyState>('idle');

  async function handleCopy() {
    if (temporaryPassword === null) return;
    try {
      // Needs a secure context (HTTPS or localhost); elsewhere the text is there to select by hand.
      await navigator.clipboard.writeText(temporaryPassword);
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
      isOpen={temporaryPassword !== null}
      title={t('memberDetail.temporaryTitle', { username })}
      onClose={handleClose}
      footer={
        <button type="button" className="button button-primary" onClick={handleClose}>
          {t('dialog.close')}
        </button>
      }
    >
      <p>{t('memberDetail.temporaryNote')}</p>
      <div className="temporary-password">
        <TextField
          label={t('memberDetail.temporaryPassword')}
          value={temporaryPassword ?? ''}
          readOnly
          autoComplete="off"
          spellCheck={false}
          onFocus={(event) => event.target.select()}
        />
        <button type="button" className="button" onClick={() => void handleCopy()}>
          {t('memberDetail.copy')}
        </button>
      </div>
      <p className={copyState === 'failed' ? 'copy-feedback is-failed' : 'copy-feedback'} aria-live="polite">
        {copyState === 'copied' ? t('memberDetail.copied') : copyState === 'failed' ? t('memberDetail.copyFailed') : ''}
      </p>
    </Dialog>
  );
}
