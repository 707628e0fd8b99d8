import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName, Dialog, TextField } from '@ficha/ui';
import './secret-dialog.css';

export interface SecretDialogTexts {
  title: string;
  note: string;
  label: string;
  copy: string;
  copied: string;
  copyFailed: string;
}

export interface SecretDialogProps {
  /** Shown while not null; closing the dialog forgets it, so it is seen once. */
  secret: string | null;
  texts: SecretDialogTexts;
  onClose: () => void;
}

type CopyState = 'idle' | 'copied' | 'failed';

/** A secret shown once (a temporary password, a signing secret), to select or copy before closing. */
export function SecretDialog({ secret, texts, onClose }: SecretDialogProps) {
  const { t } = useTranslation();
  const [copyState, setCopyState] = useState<CopyState>('idle');

  async function handleCopy() {
    if (secret === null) return;
    try {
      // Needs a secure context (HTTPS or localhost); elsewhere the text is there to select by hand.
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
      isBackdropDismissible={false}
      isOpen={secret !== null}
      title={texts.title}
      onClose={handleClose}
      footer={
        <button type="button" className={buttonClassName('primary')} onClick={handleClose}>
          {t('dialog.close')}
        </button>
      }
    >
      <p>{texts.note}</p>
      <div className="secret-field">
        <TextField
          label={texts.label}
          value={secret ?? ''}
          readOnly
          autoComplete="off"
          spellCheck={false}
          onFocus={(event) => event.target.select()}
        />
        <button type="button" className={buttonClassName('secondary')} onClick={() => void handleCopy()}>
          {texts.copy}
        </button>
      </div>
      <p className={copyState === 'failed' ? 'copy-feedback is-failed' : 'copy-feedback'} aria-live="polite">
        {copyState === 'copied' ? texts.copied : copyState === 'failed' ? texts.copyFailed : ''}
      </p>
    </Dialog>
  );
}
