import { wireMoneyText, type TeamFigures } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@ficha/ui';
import { useErrorMessage } from '../../lib/error-message.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { toLocaleTag } from '../../lib/language.ts';
import { useTeamOverview } from './agent-queries.ts';
import { PeriodLine, ReportPeriodPicker, usePeriodQuery } from './report-period.tsx';
import { FigureText } from './report-columns.tsx';
import { TeamOverviewChart } from './team-overview-chart.tsx';

const counts = ['teamSize', 'directMembers', 'indirectMembers', 'signUps', 'firstDepositors', 'activePlayers'] as const;
const amounts = ['deposits', 'withdrawals', 'validBets', 'payouts', 'profit', 'bonuses', 'adjustments'] as const;

/**
 * `agentTeamOverview`: the team's figures for a period (merchant's time zone) beside the previous period of the
 * same length, the balances the team holds now, and the daily series as a chart.
 */
export function TeamOverviewPage() {
  const { t } = useTranslation('agent');
  const locale = toLocaleTag(useLanguage());
  const errorMessage = useErrorMessage();
  const [query, setQuery] = usePeriodQuery();
  const overview = useTeamOverview(query);
  const money = (n: number) => wireMoneyText(n, locale);
  const number = (n: number) => n.toLocaleString(locale);

  let body;
  if (overview.isError)
    body = <ErrorState message={errorMessage(overview.error)} onRetry={() => void overview.refetch()} />;
  else if (!overview.data) body = <LoadingState label={t('loading')} />;
  else {
    const { figures, previous, balances, period } = overview.data;
    const tile = (key: keyof TeamFigures, format: (n: number) => string) => (
      <div key={key} className="report-tile">
        <dt>{t(`fig_${key}`)}</dt>
        <dd>
          <span className="report-tile__value">
            <FigureText value={figures[key]} text={format(figures[key])} signed={key === 'profit'} />
          </span>
          <span className="report-tile__previous">
            {t('previous_period', { value: `\u2066${format(previous.figures[key])}\u2069` })}
          </span>
        </dd>
      </div>
    );
    body = (
      <div className="agent-stack" aria-busy={overview.isPlaceholderData || undefined}>
        <PeriodLine period={period} report={overview} />
        <dl className="report-tiles">
          {counts.map((key) => tile(key, number))}
          {amounts.map((key) => tile(key, money))}
          <div className="report-tile">
            <dt>{t('balances_held')}</dt>
            <dd>
              <span className="report-tile__value">
                <FigureText value={balances} text={money(balances)} />
              </span>
            </dd>
          </div>
        </dl>
        <TeamOverviewChart overview={overview.data} format={money} />
      </div>
    );
  }
  return (
    <div className="agent-stack">
      <ReportPeriodPicker value={query} onChange={setQuery} />
      {body}
    </div>
  );
}
