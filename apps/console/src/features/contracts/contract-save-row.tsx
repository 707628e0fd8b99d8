import { useTranslation } from 'react-i18next';
import { Button } from '@ficha/ui';
import { AlertMessage } from '../../ui/alert-message.tsx';

/** A contract form's last row: save (or `label`) (busy while sent), "Saved." once it is, and the failure no input shows. */
export function ContractSaveRow(props: {
  isPending: boolean;
  isSaved: boolean;
  failureText: string | null;
  /** The button's text (default: Save). */
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="contract-save-row">
      <Button type="submit" aria-busy={props.isPending} disabled={props.isPending}>
        {props.label ?? t('contracts.save')}
      </Button>
      <p className="card-hint" role="status">
        {props.isSaved ? t('contracts.saved') : ''}
      </p>
      {props.failureText ? <AlertMessage message={props.failureText} /> : null}
    </div>
  );
}
