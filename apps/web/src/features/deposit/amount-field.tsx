import type { DepositChannel } from '@ficha/contract';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/i18n.ts';
import { toLocaleTag } from '../../lib/language.ts';
import { moneyText, TextField } from '@ficha/ui';

export interface AmountFieldProps extends UseFormRegisterReturn {
  channel: DepositChannel;
  error: string | null;
}

/** The amount, with the channel's limits shown under it. */
export function AmountField({ channel, error, ...input }: AmountFieldProps) {
  const { t } = useTranslation('deposit');
  const language = useLanguage();
  return (
    <TextField
      label={t('deposit_amount')}
      inputMode="decimal"
      autoComplete="off"
      maxLength={20}
      required
      {...input}
      error={error}
      hint={t('deposit_limits', {
        min: moneyText(channel.minAmount, toLocaleTag(language)),
        max: moneyText(channel.maxAmount, toLocaleTag(language)),
      })}
    />
  );
}
