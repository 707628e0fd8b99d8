import { buttonClassName } from '@ficha/ui';
import { useTranslation } from 'react-i18next';
import { AlertMessage } from './alert-message.tsx';
import './save-bar.css';

/** Where a form's save stands: `invalid` means the form found problems and sent nothing. */
export type SaveState = 'idle' | 'saving' | 'saved' | 'nothingToSave' | 'invalid';

export interface SaveBarProps {
  state: SaveState;
  isDirty: boolean;
  onDiscard: () => void;
  /** A failed save, with the failing fields that belong to no control of the form. */
  errorMessage?: string | null;
  errorDetails?: readonly string[];
}

/** A form's foot, sticky on long forms: the outcome of the last save (one status line), Discard and Save. */
export function SaveBar({ state, isDirty, onDiscard, errorMessage = null, errorDetails = [] }: SaveBarProps) {
  const { t } = useTranslation();
  const statusText = {
    idle: '',
    saving: t('form.saving'),
    saved: t('form.saved'),
    nothingToSave: t('form.nothingToSave'),
    invalid: t('form.fixErrors'),
  }[state];
  const statusClass =
    state === 'saved' ? 'save-status' : state === 'invalid' ? 'save-status is-error' : 'save-status is-neutral';

  return (
    <div className="save-bar">
      {errorMessage ? <AlertMessage message={errorMessage} details={errorDetails} /> : null}
      <div className="save-bar-row">
        <p className={statusClass} role="status">
          {statusText}
        </p>
        <p className="save-hint">{isDirty ? t('form.unsavedChanges') : t('form.noChanges')}</p>
        <div className="save-actions">
          <button
            type="button"
            className={buttonClassName('secondary')}
            onClick={onDiscard}
            disabled={!isDirty || state === 'saving'}
          >
            {t('form.discard')}
          </button>
          <button type="submit" className={buttonClassName('primary')} disabled={state === 'saving'}>
            {t('form.save')}
          </button>
        </div>
      </div>
    </div>
  );
}
