import { useTranslation } from 'react-i18next';
import { StatusScreen } from '../../ui/status-screen.tsx';
import { CustomerServiceButton } from './customer-service-button.tsx';
import { useSystemStatus } from '../../lib/system-queries.ts';

/** Shown instead of the application while the site is in maintenance (status 1). */
export function MaintenanceScreen() {
  const { t } = useTranslation('system');
  const status = useSystemStatus();
  return (
    <>
      <title>{`${t('game_maintenance')} · ${status.info.merchantName}`}</title>
      <StatusScreen isPage icon="tools" title={t('game_maintenance')} actions={<CustomerServiceButton />}>
        <p>{t('info_maintenance')}</p>
      </StatusScreen>
    </>
  );
}
