import type { DepositChannel } from '@ficha/contract';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/i18n.ts';
import { toLocaleTag } from '../../lib/language.ts';
import { moneyText, TextField } from '@ficha/ui';
import { quickAmounts } from './quick-amounts.ts';

export interface AmountFieldProps extends UseFormRegisterReturn {
  channel: DepositChannel;
  error: string | null;
  /** Puts a quick amount into the field (as the text a player would type). */
  onPick: (amount: string) => void;
}

/** The amount, with the channel's limits shown under it and round amounts one tap away. */
export function AmountField({ channel, error, onPick, ...input }: AmountFieldProps) {
  const { t } = useTranslation('deposit');
  const locale = toLocaleTag(useLanguage());
  const choices = quickAmounts(channel.minAmount, channel.maxAmount);
  return (
    <div className="amount-field">
      <TextField
        label={t('deposit_amount')}
        inputMode="decimal"
        autoComplete="off"
        maxLength={20}
        required
        {...input}
        error={error}
        hint={
          channel.minAmount === channel.maxAmount
            ? t('deposit_amount_fixed', { amount: moneyText(channel.minAmount, locale) })
            : t('deposit_limits', {
                min: moneyText(channel.minAmount, locale),
                max: moneyText(channel.maxAmount, locale),
              })
        }
      />
      {choices.length > 0 ? (
        <div className="amount-field__quick" role="group" aria-label={t('deposit_quick_amounts')}>
          {choices.map((amount) => (
            <button key={amount} type="button" className="amount-field__choice" onClick={() => onPick(String(amount))}>
              {moneyText(amount, locale)}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
