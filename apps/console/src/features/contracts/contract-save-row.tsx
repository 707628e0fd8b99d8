import { useTranslation } from 'react-i18next';
import { Button } from '@ficha/ui';
import { AlertMessage } from '../../ui/alert-message.tsx';

/** A contract form's last row: save (busy while sent), "Saved." once it is, and the failure no input shows. */
export function ContractSaveRow(props: { isPending: boolean; isSaved: boolean; failureText: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="contract-save-row">
      <Button type="submit" aria-busy={props.isPending} disabled={props.isPending}>
        {t('contracts.save')}
      </Button>
      <p className="card-hint" role="status">
        {props.isSaved ? t('contracts.saved') : ''}
      </p>
      {props.failureText ? <AlertMessage message={props.failureText} /> : null}
    </div>
  );
}
