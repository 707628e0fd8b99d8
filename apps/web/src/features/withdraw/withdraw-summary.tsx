import type { EndpointOutput, getWithdrawSettings } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { moneyText } from '@ficha/ui';
import { progressPercent } from '../../lib/progress-percent.ts';
import { SectionCard } from './section-card.tsx';

export interface WithdrawSummaryProps {
  settings: EndpointOutput<typeof getWithdrawSettings>;
  locale: string;
}

/** Balance, limits, requests left today and the turnover progress (issue 4 "Turnover requirement"). */
export function WithdrawSummary({ settings, locale }: WithdrawSummaryProps) {
  const { t } = useTranslation('withdraw');
  const { turnover } = settings;
  const percent = progressPercent(turnover.requirement, turnover.progress);
  return (
    <SectionCard title={t('summary_title')}>
      <dl className="withdraw-facts">
        <div>
          <dt>{t('balance')}</dt>
          <dd className="withdraw-facts__big">{moneyText(settings.balance, locale)}</dd>
        </div>
        <div>
          <dt>{t('limits')}</dt>
          <dd>
            {settings.minimumAmount === settings.maximumAmount
              ? t('limits_fixed', { amount: moneyText(settings.minimumAmount, locale) })
              : t('limits_value', {
                  min: moneyText(settings.minimumAmount, locale),
                  max: moneyText(settings.maximumAmount, locale),
                })}
          </dd>
        </div>
        <div>
          <dt>{t('daily_left')}</dt>
          <dd>{t('daily_left_value', { left: settings.dailyCountLeft, total: settings.dailyCount })}</dd>
        </div>
      </dl>
      <div className="withdraw-turnover">
        <p className="withdraw-turnover__label">{turnover.met ? t('turnover_met') : t('turnover_not_met')}</p>
        <progress className="withdraw-turnover__bar" max={100} value={percent} aria-label={t('turnover_progress')}>
          {percent}%
        </progress>
        <dl className="withdraw-facts withdraw-facts--small">
          <div>
            <dt>{t('turnover_requirement')}</dt>
            <dd>{moneyText(turnover.requirement, locale)}</dd>
          </div>
          <div>
            <dt>{t('turnover_progress')}</dt>
            <dd>{moneyText(turnover.progress, locale)}</dd>
          </div>
          <div>
            <dt>{t('turnover_remaining')}</dt>
            <dd>{moneyText(turnover.remaining, locale)}</dd>
          </div>
        </dl>
        <p className="card__note">{t('turnover_rule')}</p>
      </div>
    </SectionCard>
  );
}
