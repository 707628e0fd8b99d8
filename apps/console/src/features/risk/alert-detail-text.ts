import type { RiskAlert } from '@ficha/contract';
import { moneyText } from '@ficha/ui';
import type { TFunction } from 'i18next';

const money = (value: unknown, locale: string) =>
  typeof value === 'string' && /^-?\d+$/.test(value) ? moneyText(BigInt(value), locale) : '—';

/** What raised an alert, in words: the rule's figures from `detail` (minor units as text, decision 0047). */
export function alertDetailText(alert: Pick<RiskAlert, 'rule' | 'detail'>, t: TFunction, locale: string): string {
  const d = alert.detail;
  switch (alert.rule) {
    case 'large_deposit':
      return t('risk.details.large_deposit', {
        amount: money(d['amountMinor'], locale),
        threshold: money(d['thresholdMinor'], locale),
      });
    case 'deposit_withdraw':
      return t('risk.details.deposit_withdraw', {
        deposits: money(d['depositsMinor'], locale),
        stakes: money(d['stakesMinor'], locale),
        days: d['days'],
        percent: d['playPercent'],
      });
    case 'stake_increase':
      return t('risk.details.stake_increase', {
        lastDay: money(d['lastDayMinor'], locale),
        average: money(d['dailyAverageMinor'], locale),
      });
    case 'play_hours':
      return t('risk.details.play_hours', { hour: d['hour'], from: d['fromHour'], to: d['toHour'] });
    case 'shared_accounts':
      return t('risk.details.shared_accounts', {
        ip: d['ipAccounts'],
        device: d['deviceAccounts'],
        payee: d['payeeAccounts'],
      });
    case 'bonus_hunting':
      return t('risk.details.bonus_hunting', {
        withdrawal: money(d['withdrawalMinor'], locale),
        count: d['bonuses'],
        bonuses: money(d['bonusesMinor'], locale),
        days: d['days'],
        min: d['minBonuses'],
      });
  }
}
