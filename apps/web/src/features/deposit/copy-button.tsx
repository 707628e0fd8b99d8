import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@ficha/ui';

/** Copies a value (an account number) and says so; the label names what it copies. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation('deposit');
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  return (
    <span className="deposit-copy">
      <Button
        variant="secondary"
        size="small"
        aria-label={t('deposit_copy_label', { name: label })}
        onClick={() =>
          void navigator.clipboard.writeText(value).then(
            () => setState('copied'),
            () => setState('failed'),
          )
        }
      >
        {t('deposit_copy')}
      </Button>
      <span className="deposit-copy__status" role="status">
        {state === 'copied' ? t('deposit_copied') : state === 'failed' ? t('deposit_copy_failed') : ''}
      </span>
    </span>
  );
}
