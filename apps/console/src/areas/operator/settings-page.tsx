import { useTranslation } from 'react-i18next';
import { C2cLimitsForm } from '../../features/c2c-limits/c2c-limits-form.tsx';
import { SettingsForm } from '../../features/merchant-settings/settings-form.tsx';
import { useMerchantSettings } from '../../features/merchant-settings/queries.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { ErrorState, LoadingState } from '@ficha/ui';

/** `/console/settings`: maintenance, regional blocks, module switches and the limits of player-to-player transfers. */
export function SettingsPage() {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const settings = useMerchantSettings();

  return (
    <>
      <div className="page-head">
        <h1 className="page-title">{t('settings.title')}</h1>
        {settings.data ? (
          <p className="page-intro">
            {t('settings.intro', { name: settings.data.name, code: settings.data.merchantCode })}
          </p>
        ) : null}
      </div>
      {settings.data ? (
        <>
          <SettingsForm settings={settings.data} />
          <C2cLimitsForm isEnabled={settings.data.modules['C2CTRANS3'] ?? false} />
        </>
      ) : settings.isError ? (
        <ErrorState
          message={errorMessage(settings.error)}
          onRetry={() => void settings.refetch()}
          isRetrying={settings.isFetching}
        />
      ) : (
        <LoadingState />
      )}
    </>
  );
}
