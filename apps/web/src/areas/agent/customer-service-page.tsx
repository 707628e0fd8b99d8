import { useTranslation } from 'react-i18next';
import { EmptyState } from '@ficha/ui';
import { CustomerServiceLinks } from '../../features/system/customer-service-links.tsx';
import { customerServiceByPosition } from '../../features/system/customer-service.ts';
import { useSystemStatus } from '../../lib/system-queries.ts';

/** Customer service in the agent center: the merchant's channels (live chat, Telegram…), each in a new window. */
export function CustomerServicePage() {
  const { t } = useTranslation('agent');
  const status = useSystemStatus();
  if (customerServiceByPosition(status.info.customerService).length === 0) {
    return <EmptyState icon="chat" message={t('customer_service_empty')} />;
  }
  return (
    <div className="agent-card">
      <p className="agent-card__meta">{t('customer_service_text')}</p>
      <CustomerServiceLinks />
    </div>
  );
}
