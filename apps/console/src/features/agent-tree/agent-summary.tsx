import {
  agentReportPeriods,
  teamFiguresSchema,
  wireMoneyText,
  type AgentReportPeriod,
  type TeamFigures,
} from '@ficha/contract';
import { Button, ErrorState, LoadingState, SelectField, TextField } from '@ficha/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { useAgentSummary, type SummaryPeriod } from './queries.ts';
import { SummaryChart } from './summary-chart.tsx';

/** Figures that count members; the others are money. */
const memberCounts = new Set<keyof TeamFigures>([
  'teamSize',
  'directMembers',
  'indirectMembers',
  'signUps',
  'firstDepositors',
  'activePlayers',
]);

/** Every figure of the agent's own team overview, in the contract's order. */
const figureKeys = Object.keys(teamFiguresSchema.shape) as Array<keyof TeamFigures>;

/**
 * The per-agent summary: the same figures as the agent's own team overview (GET /cms/v1/agents/summary) for a
 * period of the merchant's time zone, each beside the previous period of the same length, and the daily chart.
 */
export function AgentSummary({ memberId }: { memberId: number }) {
  const { t, i18n } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const [query, setQuery] = useState<SummaryPeriod>({ period: 'today' });
  const summary = useAgentSummary(memberId, query);
  const money = (amount: number) => wireMoneyText(amount, i18n.language);
  const count = (n: number) => n.toLocaleString(i18n.language);

  function renderBody() {
    if (summary.isError && !summary.data) {
      return <ErrorState message={errorMessage(summary.error)} onRetry={() => void summary.refetch()} />;
    }
    if (!summary.data) return <LoadingState />;
    const { figures, previous, period, balances, daily } = summary.data;
    return (
      <div aria-busy={summary.isPlaceholderData || undefined}>
        {summary.isError ? <ErrorState message={errorMessage(summary.error)} /> : null}
        <p className="card-hint">
          {t('agentTree.summary.range', { from: period.from, to: period.to, timeZone: period.timeZone })}
        </p>
        <dl className="tree-summary__figures">
          {figureKeys.map((key) => {
            const format = memberCounts.has(key) ? count : money;
            return (
              <div key={key} className="tree-summary__figure">
                <dt>{t(`agentTree.summary.figures.${key}`)}</dt>
                <dd>
                  <span className="tree-summary__value">{format(figures[key])}</span>
                  <span className="tree-summary__previous">
                    {t('agentTree.summary.previous', { value: format(previous.figures[key]) })}
                  </span>
                </dd>
              </div>
            );
          })}
          <div className="tree-summary__figure">
            <dt>{t('agentTree.summary.balances')}</dt>
            <dd>
              <span className="tree-summary__value">{money(balances)}</span>
            </dd>
          </div>
        </dl>
        <SummaryChart daily={daily} format={money} />
      </div>
    );
  }

  return (
    <section className="card tree-summary" aria-labelledby="tree-summary-title">
      <h2 id="tree-summary-title" className="card-title">
        {t('agentTree.summary.title')}
      </h2>
      <SummaryPeriodPicker value={query} onChange={setQuery} />
      {renderBody()}
    </section>
  );
}

/** A named period applies at once; a custom range (merchant-local days) with its button. */
function SummaryPeriodPicker({ value, onChange }: { value: SummaryPeriod; onChange: (next: SummaryPeriod) => void }) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<AgentReportPeriod>(value.period);
  const [startDate, setStartDate] = useState(value.startDate ?? '');
  const [endDate, setEndDate] = useState(value.endDate ?? '');
  return (
    <form
      className="tree-summary__period"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ period: 'custom', startDate, endDate });
      }}
    >
      <SelectField
        label={t('agentTree.summary.period')}
        value={period}
        options={agentReportPeriods.map((id) => ({ value: id, label: t(`agentTree.summary.periods.${id}`) }))}
        onChange={(event) => {
          const next = event.target.value as AgentReportPeriod;
          setPeriod(next);
          if (next !== 'custom') onChange({ period: next });
        }}
      />
      {period === 'custom' ? (
        <>
          <TextField
            label={t('agentTree.summary.from')}
            type="date"
            value={startDate}
            required
            onChange={(e) => setStartDate(e.target.value)}
          />
          <TextField
            label={t('agentTree.summary.to')}
            type="date"
            value={endDate}
            required
            onChange={(e) => setEndDate(e.target.value)}
          />
          <Button type="submit" variant="secondary">
            {t('agentTree.summary.show')}
          </Button>
        </>
      ) : null}
    </form>
  );
}
