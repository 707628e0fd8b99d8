import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { TextField } from '../../ui/text-field.tsx';

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
      <CheckboxField label={t('catalog.enabled')} isChecked={isEnabled} onCheckedChange={onEnabledChange} />
      <CheckboxField
        label={t('catalog.maintenance')}
        hint={t('catalog.maintenanceHint')}
        isChecked={isMaintenance}
        onCheckedChange={onMaintenanceChange}
      />
    </>
  );
}
