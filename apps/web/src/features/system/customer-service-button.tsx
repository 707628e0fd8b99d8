import { useTranslation } from 'react-i18next';
import { Button, Icon } from '@ficha/ui';
import { openCustomerService, primaryCustomerService } from './customer-service.ts';
import { useSystemStatus } from '../../lib/system-queries.ts';

/** Opens the merchant's first customer-service channel; nothing when none is configured. */
export function CustomerServiceButton() {
  const { t } = useTranslation('system');
  const status = useSystemStatus();
  const entry = primaryCustomerService(status.info.customerService);
  if (!entry) return null;
  return (
    <Button onClick={() => openCustomerService(entry)}>
      <Icon name="chat" />
      {t('in_customer_service')}
    </Button>
  );
}
