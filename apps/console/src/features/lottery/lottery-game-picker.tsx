import { SelectField } from '@ficha/ui';
import { useTranslation } from 'react-i18next';

export interface LotteryGamePickerProps {
  gameCodes: readonly string[];
  value: string;
  onChange: (gameCode: string) => void;
}

/** Which of the provider's games a tab shows. */
export function LotteryGamePicker({ gameCodes, value, onChange }: LotteryGamePickerProps) {
  const { t } = useTranslation();
  return (
    <SelectField
      label={t('lottery.game')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      options={gameCodes.map((code) => ({ value: code, label: code }))}
    />
  );
}
