import { useTranslation } from 'react-i18next';
import { StatusScreen } from '../../ui/status-screen.tsx';
import { CustomerServiceButton } from './customer-service-button.tsx';
import { useSystemStatus } from '../../lib/system-queries.ts';

/** Shown instead of the application when the visitor's region or IP is blocked (status 2). */
export function RegionBlockedScreen() {
  const { t } = useTranslation('system');
  const status = useSystemStatus();
  return (
    <>
      <title>{`${t('blockip')} · ${status.info.merchantName}`}</title>
      <StatusScreen isPage icon="blocked" title={t('blockip')} actions={<CustomerServiceButton />}>
        <p className="region-blocked-screen__ip">{t('ip_line', { ip: status.location.ip })}</p>
        <p>{t('info_ip_block')}</p>
      </StatusScreen>
    </>
  );
}
