import type { PointConfig } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { moneyText } from '@ficha/ui';
import { Section } from './section.tsx';
import './points.css';

export interface EarningRulesProps {
  config: PointConfig;
  locale: string;
}

/** How points are earned (per 100.00 of valid bet by game type, per 100.00 deposited) and what they convert to. */
export function EarningRules({ config, locale }: EarningRulesProps) {
  const { t } = useTranslation(['points', 'lobby']);
  const number = (value: number) => value.toLocaleString(locale);
  const hundred = moneyText(100, locale);
  const rates = config.betRates.filter((r) => r.rate > 0).sort((a, b) => b.rate - a.rate);
  return (
    <Section title={t('rules_title')} className="point-rules">
      <ul className="point-rules__list">
        {rates.map((r) => (
          <li key={r.gameType}>
            <span>{t(`lobby:type_${r.gameType}`, { defaultValue: r.gameType })}</span>
            <strong>{t('rule_rate', { points: number(r.rate), amount: hundred })}</strong>
          </li>
        ))}
        {config.defaultBetRate > 0 ? (
          <li>
            <span>{t('rule_other_games')}</span>
            <strong>{t('rule_rate', { points: number(config.defaultBetRate), amount: hundred })}</strong>
          </li>
        ) : null}
        {config.depositRate > 0 ? (
          <li>
            <span>{t('rule_deposit')}</span>
            <strong>{t('rule_rate', { points: number(config.depositRate), amount: hundred })}</strong>
          </li>
        ) : null}
      </ul>
      <p className="card__note">
        {t('rule_convert', { points: number(config.convertPoints), amount: moneyText(config.convertAmount, locale) })}
      </p>
    </Section>
  );
}
