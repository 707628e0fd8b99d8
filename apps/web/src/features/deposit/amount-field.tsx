import type { DepositChannel } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/i18n.ts';
import { toLocaleTag } from '../../lib/language.ts';
import { moneyText, TextField } from '@ficha/ui';

/** The amount, with the channel's limits shown under it. */
export function AmountField(props: {
  channel: DepositChannel;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('deposit');
  const language = useLanguage();
  return (
    <TextField
      label={t('deposit_amount')}
      inputMode="decimal"
      autoComplete="off"
      maxLength={20}
      required
      value={props.value}
      error={props.error}
      hint={t('deposit_limits', {
        min: moneyText(props.channel.minAmount, toLocaleTag(language)),
        max: moneyText(props.channel.maxAmount, toLocaleTag(language)),
      })}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}
