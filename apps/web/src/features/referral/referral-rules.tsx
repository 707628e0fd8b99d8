import type { ReferralRules } from '@ficha/contract';
import { moneyText } from '@ficha/ui';
import { useTranslation } from 'react-i18next';

/** The merchant's rules in words: how a friend joins, what the friend must do and when, what the member earns. */
export function ReferralRulesText({ rules }: { rules: ReferralRules }) {
  const { t, i18n } = useTranslation('referral');
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const money = (value: number) => moneyText(value, locale);
  return (
    <section className="referral-card" aria-labelledby="referral-rules-heading">
      <h2 id="referral-rules-heading" className="referral-card__heading">
        {t('rules_heading')}
      </h2>
      <ol className="referral-rules">
        <li>{t('rule_signup')}</li>
        <li>{t('rule_deposit', { amount: money(rules.minFirstDeposit), days: rules.withinDays })}</li>
        {rules.minValidBets > 0 ? (
          <li>{t('rule_bets', { amount: money(rules.minValidBets), days: rules.withinDays })}</li>
        ) : null}
        <li>
          {rules.rewardKind === 'cash'
            ? t('rule_reward_cash', { amount: money(rules.reward), max: rules.maxRewardedFriends })
            : t('rule_reward_bonus', { amount: money(rules.reward), max: rules.maxRewardedFriends })}
        </li>
        <li>{t('rule_fair')}</li>
      </ol>
    </section>
  );
}
