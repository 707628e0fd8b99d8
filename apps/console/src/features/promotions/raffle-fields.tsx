import { SelectField, TextField } from '@ficha/ui';
import type { ReactNode } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PromotionDraft } from './promotion-draft.ts';

/**
 * A raffle's inputs in the builder (decision 0076): the valid bet per ticket, the game types that count, the
 * prizes by rank, the ticket limit per player and the payout. The server names `raffle` in its problems.
 */
export function RaffleFields({
  register,
  numeric,
  errors,
}: {
  register: UseFormRegister<PromotionDraft>;
  numeric: (field: keyof PromotionDraft, label: string, hint?: string, mode?: 'decimal' | 'numeric') => ReactNode;
  errors: string[];
}) {
  const { t } = useTranslation();
  return (
    <>
      {numeric('raffleTicketEvery', t('promotions.form.raffleTicketEvery'), t('promotions.form.raffleTicketEveryHint'))}
      <TextField
        label={t('promotions.form.rafflePrizes')}
        hint={t('promotions.form.rafflePrizesHint')}
        maxLength={600}
        {...register('rafflePrizes')}
        errors={errors}
      />
      <TextField
        label={t('promotions.form.raffleGameTypes')}
        hint={t('promotions.form.raffleGameTypesHint')}
        maxLength={200}
        {...register('raffleGameTypes')}
      />
      {numeric('raffleMaxTickets', t('promotions.form.raffleMaxTickets'), t('promotions.form.optionalHint'), 'numeric')}
      <SelectField
        label={t('promotions.form.rafflePayAs')}
        options={(['cash', 'bonus'] as const).map((value) => ({
          value,
          label: t(`rebates.payAsValues.${value}`),
        }))}
        {...register('rafflePayAs')}
      />
    </>
  );
}
