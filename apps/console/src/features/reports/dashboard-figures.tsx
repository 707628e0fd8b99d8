import type { DashboardFigures as Figures } from '@ficha/contract';
import { wireMoneyText } from '@ficha/contract';
import { useTranslation } from 'react-i18next';

/** The dashboard's figures in display order; the counts are formatted as numbers, the rest as money. */
const figureKeys = [
  'ggr',
  'ngr',
  'deposits',
  'withdrawals',
  'validBets',
  'payouts',
  'bonuses',
  'firstDepositors',
  'signUps',
  'activePlayers',
  'rounds',
  'depositCount',
] as const satisfies ReadonlyArray<keyof Figures>;
const counts = new Set<keyof Figures>(['firstDepositors', 'signUps', 'activePlayers', 'rounds', 'depositCount']);

export interface DashboardFiguresProps {
  today: Figures;
  yesterday: Figures;
  weekAverage: Figures;
}

/** Each figure of today, with yesterday and the 7-day average beside it. */
export function DashboardFigures({ today, yesterday, weekAverage }: DashboardFiguresProps) {
  const { t, i18n } = useTranslation();
  const format = (key: keyof Figures, value: number) =>
    counts.has(key)
      ? value.toLocaleString(i18n.language, { maximumFractionDigits: 2 })
      : wireMoneyText(value, i18n.language);
  return (
    <dl className="dashboard-figures">
      {figureKeys.map((key) => (
        <div key={key} className="dashboard-figure" data-testid={`dashboard-${key}`}>
          <dt>{t(`reports.figures.${key}`)}</dt>
          <dd>
            <span className="dashboard-figure__value" data-testid={`dashboard-${key}-today`}>
              {format(key, today[key])}
            </span>
            <span className="dashboard-figure__compare">
              {t('dashboard.yesterday', { value: format(key, yesterday[key]) })}
            </span>
            <span className="dashboard-figure__compare">
              {t('dashboard.weekAverage', { value: format(key, weekAverage[key]) })}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
