import { CheckboxField, TextField } from '@ficha/ui';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** The order of a vendor or a game in its list. */
export function SortField({ binding, errors }: { binding: UseFormRegisterReturn; errors: string[] }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('catalog.sort')}
      hint={t('catalog.sortHint')}
      type="number"
      inputMode="numeric"
      min={0}
      max={100000}
      {...binding}
      errors={errors}
    />
  );
}

/** The enabled and maintenance switches of a vendor or a game. */
export function AvailabilityFields({ bind }: { bind: (field: 'enabled' | 'maintenance') => UseFormRegisterReturn }) {
  const { t } = useTranslation();
  return (
    <>
      <CheckboxField appearance="switch" label={t('catalog.enabled')} {...bind('enabled')} />
      <CheckboxField
        appearance="switch"
        label={t('catalog.maintenance')}
        hint={t('catalog.maintenanceHint')}
        {...bind('maintenance')}
      />
    </>
  );
}
