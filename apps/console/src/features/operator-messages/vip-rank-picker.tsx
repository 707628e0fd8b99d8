import { CheckboxField, SelectField, TextField } from '@ficha/ui';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../lib/use-can.ts';
import { useVipRanksForAudience } from './queries.ts';

interface VipRankPickerProps {
  level: string;
  orAbove: boolean;
  onLevelChange: (level: string) => void;
  onOrAboveChange: (orAbove: boolean) => void;
  errors: string[] | undefined;
}

/**
 * The VIP-rank audience's fields: the merchant's ranks by name (a level field for an operator who may not read the
 * rank table, or a merchant with no rank yet) and "this rank or above".
 */
export function VipRankPicker({ level, orAbove, onLevelChange, onOrAboveChange, errors }: VipRankPickerProps) {
  const { t } = useTranslation();
  const canReadRanks = useCan('loyalty.view');
  const ranks = useVipRanksForAudience(canReadRanks);
  const list = ranks.data ?? [];
  return (
    <>
      {list.length > 0 ? (
        <SelectField
          label={t('operatorMessages.parameters.rank')}
          value={level}
          options={list.map((rank) => ({
            value: String(rank.level),
            label: t('operatorMessages.rankOption', { level: rank.level, name: rank.name }),
          }))}
          onChange={(event) => onLevelChange(event.target.value)}
          errors={errors}
        />
      ) : (
        <TextField
          label={t('operatorMessages.parameters.level')}
          inputMode="numeric"
          value={level}
          onChange={(event) => onLevelChange(event.target.value)}
          errors={errors}
        />
      )}
      <CheckboxField label={t('operatorMessages.orAbove')} checked={orAbove} onCheckedChange={onOrAboveChange} />
    </>
  );
}
