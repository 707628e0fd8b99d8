import type { Promotion } from '@ficha/contract';
import { moneyText } from '@ficha/ui';
import { useTranslation } from 'react-i18next';

/** What a promotion gives and asks: its reward (or match), the wagering and how long the bonus lasts. */
export function PromotionTerms({ promotion }: { promotion: Promotion }) {
  const { t, i18n } = useTranslation('promo');
  const { t: lobbyText } = useTranslation('lobby');
  const money = (amount: number) => moneyText(amount, i18n.language);
  const rebate = promotion.rebate;
  const raffle = promotion.raffle;
  if (raffle) {
    return (
      <ul className="promotion-terms">
        <li>{t('raffle_ticket_every', { amount: money(raffle.ticketEvery) })}</li>
        {raffle.prizes.map((prize, index) => (
          <li key={index}>{t('raffle_prize', { rank: index + 1, amount: money(prize) })}</li>
        ))}
        <li>{t(`raffle_pay_${raffle.payAs}`)}</li>
      </ul>
    );
  }
  if (rebate) {
    return (
      <ul className="promotion-terms">
        <li>
          {t(`rebate_basis_${rebate.basis}`)} · {t(`rebate_period_${rebate.period}`)}
        </li>
        {Object.entries(rebate.rates).map(([type, rate]) => (
          <li key={type}>
            {t('rebate_line', { type: lobbyText(`type_${type}` as 'type_RNG', { defaultValue: type }), rate })}
          </li>
        ))}
        {rebate.defaultRate > 0 ? (
          <li>{t('rebate_line', { type: t('rebate_other_games'), rate: rebate.defaultRate })}</li>
        ) : null}
        {rebate.cap !== null ? <li>{t('rebate_cap', { amount: money(rebate.cap) })}</li> : null}
        {rebate.minPayout > 0 ? <li>{t('rebate_min', { amount: money(rebate.minPayout) })}</li> : null}
        <li>{t(`rebate_pay_${rebate.payAs}`)}</li>
      </ul>
    );
  }
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
