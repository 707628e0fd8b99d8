import { useTranslation } from 'react-i18next';
import { useOperatorSession } from './queries.ts';

/** Merchant code and operator name for the header. */
export function OperatorSummary() {
  const { t } = useTranslation();
  const { data: operator } = useOperatorSession();
  return (
    <dl className="operator-summary">
      <div>
        <dt>{t('session.merchant')}</dt>
        <dd className="operator-merchant">{operator?.merchantCode ?? '…'}</dd>
      </div>
      <div>
        <dt>{t('session.operator')}</dt>
        <dd className="operator-name">{operator ? operator.displayName || operator.username : '…'}</dd>
      </div>
    </dl>
  );
}
