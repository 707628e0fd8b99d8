import type { Promotion } from '@ficha/contract';
import { SelectField } from '@ficha/ui';
import { useTranslation } from 'react-i18next';
import { usePromotions } from '../../lib/promotion-queries.ts';

/** The deposit bonuses the member can join now (state `join`, decision 0054). */
export function useJoinableBonuses() {
  const promotions = usePromotions();
  return (promotions.data ?? []).filter((promotion) => promotion.state === 'join');
}

/**
 * The deposit form's bonus opt-in: shown when a deposit bonus can be joined; the pick travels as `promotionId`
 * on the deposit call and is granted when the deposit is credited.
 */
export function DepositBonusPicker({
  joinable,
  promotionId,
  onChange,
}: {
  joinable: readonly Promotion[];
  promotionId: number | null;
  onChange: (promotionId: number | null) => void;
}) {
  const { t } = useTranslation('deposit');
  if (joinable.length === 0) return null;
  const picked = joinable.find((promotion) => promotion.id === promotionId);
  return (
    <div className="card deposit-card deposit-bonus">
      <SelectField
        label={t('deposit_bonus_label')}
        value={picked ? String(picked.id) : ''}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
        options={[
          { value: '', label: t('deposit_bonus_none') },
          ...joinable.map((promotion) => ({ value: String(promotion.id), label: promotion.title })),
        ]}
        hint={picked?.summary}
      />
    </div>
  );
}
