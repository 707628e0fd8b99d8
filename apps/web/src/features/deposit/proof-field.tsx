import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName, FieldHelp } from '@ficha/ui';
import '@ficha/ui/fields.css';

export interface ProofFieldProps {
  fileName: string | null;
  error: string | null;
  onPick: (file: File | null) => void;
}

/**
 * The proof picker: the native file input (kept for keyboards and screen readers, visually hidden) behind a
 * translated button and the chosen file's name, instead of the browser's own untranslated texts.
 */
export function ProofField({ fileName, error, onPick }: ProofFieldProps) {
  const { t } = useTranslation('deposit');
  const id = useId();
  return (
    <div className="form-field">
      <span id={`${id}-label`} className="form-field__label">
        {t('deposit_proof')}
      </span>
      <label className="deposit-file">
        <input
          type="file"
          className="visually-hidden"
          accept="image/png,image/jpeg"
          aria-labelledby={`${id}-label`}
          aria-describedby={error ? `${id}-hint ${id}-errors` : `${id}-hint`}
          aria-invalid={error ? true : undefined}
          aria-required
          onChange={(event) => onPick(event.target.files?.[0] ?? null)}
        />
        <span className={buttonClassName('secondary', 'small')} aria-hidden="true">
          {t('deposit_proof_pick')}
        </span>
        <span className="deposit-file__name">{fileName ?? t('deposit_proof_none')}</span>
      </label>
      <FieldHelp id={id} hint={t('deposit_proof_hint')} errors={error ? [error] : []} />
    </div>
  );
}
