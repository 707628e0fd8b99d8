import type { Promotion } from '@ficha/contract';
import { moneyText } from '@ficha/ui';
import { useTranslation } from 'react-i18next';

/** What a promotion gives and asks: its reward (or match), the wagering and how long the bonus lasts. */
export function PromotionTerms({ promotion }: { promotion: Promotion }) {
  const { t, i18n } = useTranslation('promo');
  const money = (amount: number) => moneyText(amount, i18n.language);
  return (
    <ul className="promotion-terms">
      {promotion.amount !== null ? <li>{t('reward', { amount: money(promotion.amount) })}</li> : null}
      {promotion.matchPct !== null ? (
        <li>
          {t('deposit_match', {
            pct: promotion.matchPct,
            cap: promotion.cap === null ? '—' : money(promotion.cap),
            min: promotion.minDeposit === null ? '—' : money(promotion.minDeposit),
          })}
        </li>
      ) : null}
      <li>{t('wagering', { times: promotion.wageringMultiplier, hours: promotion.expiryHours })}</li>
    </ul>
  );
}
