import { useTranslation } from 'react-i18next';
import { Button } from '@ficha/ui';
import { busyButtonProps } from './busy-button-props.ts';

export interface SecurityFormActionsProps {
  submitLabel: string;
  /** The submit's call is running: the button is announced busy. */
  isPending: boolean;
  /** Offered as "Cancelar" beside the submit when given. */
  onCancel?: () => void;
}

/** The buttons under a security form: the submit, and "Cancelar" where the form can be closed. */
export function SecurityFormActions({ submitLabel, isPending, onCancel }: SecurityFormActionsProps) {
  const { t } = useTranslation('member');
  return (
    <div className="security-form__actions">
      <Button type="submit" {...busyButtonProps(isPending)}>
        {submitLabel}
      </Button>
      {onCancel ? (
        <Button variant="ghost" onClick={onCancel}>
          {t('cancel')}
        </Button>
      ) : null}
    </div>
  );
}
