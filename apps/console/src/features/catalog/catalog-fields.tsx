import { useTranslation } from 'react-i18next';
import { CheckboxField, TextField } from '@ficha/ui';

/** The order of a vendor or a game in its list. */
export function SortField({
  value,
  onChange,
  errors,
}: {
  value: string;
  onChange: (value: string) => void;
  errors: string[];
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('catalog.sort')}
      hint={t('catalog.sortHint')}
      type="number"
      inputMode="numeric"
      min={0}
      max={100000}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      errors={errors}
    />
  );
}

/** The enabled and maintenance switches of a vendor or a game. */
export function AvailabilityFields({
  isEnabled,
  onEnabledChange,
  isMaintenance,
  onMaintenanceChange,
}: {
  isEnabled: boolean;
  onEnabledChange: (isEnabled: boolean) => void;
  isMaintenance: boolean;
  onMaintenanceChange: (isMaintenance: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <CheckboxField
        appearance="switch"
        label={t('catalog.enabled')}
        checked={isEnabled}
        onCheckedChange={onEnabledChange}
      />
      <CheckboxField
        appearance="switch"
        label={t('catalog.maintenance')}
        hint={t('catalog.maintenanceHint')}
        checked={isMaintenance}
        onCheckedChange={onMaintenanceChange}
      />
    </>
  );
}
