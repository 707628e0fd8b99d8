import { agentReportPeriods, type AgentReportPeriod } from '@ficha/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, EmptyState, Icon, SelectField, TextField } from '@ficha/ui';

/** The period fields of every report call. */
export interface PeriodQuery {
  period: AgentReportPeriod;
  startDate?: string;
  endDate?: string;
}

/** The period a report shows: chosen in the picker, applied on "Show" for a custom range. */
export function usePeriodQuery(initial: AgentReportPeriod = 'today') {
  return useState<PeriodQuery>({ period: initial });
}

/**
 * Today, yesterday, this/last week, this/last month or a custom range (days of the merchant's time zone, which
 * the server applies); a named period applies at once, a custom range with its button. The select shows the
 * period applied, or "custom" while a range is being chosen.
 */
export function ReportPeriodPicker({ value, onChange }: { value: PeriodQuery; onChange: (next: PeriodQuery) => void }) {
  const { t } = useTranslation('agent');
  const [isChoosingRange, setIsChoosingRange] = useState(false);
  const [startDate, setStartDate] = useState(value.startDate ?? '');
  const [endDate, setEndDate] = useState(value.endDate ?? '');
  const shown = isChoosingRange ? 'custom' : value.period;
  return (
    <form
      className="report-period"
      onSubmit={(event) => {
        event.preventDefault();
        setIsChoosingRange(false);
        onChange({ period: 'custom', startDate, endDate });
      }}
    >
      <SelectField
        label={t('period')}
        value={shown}
        options={agentReportPeriods.map((id) => ({ value: id, label: t(`period_${id}`) }))}
        onChange={(event) => {
          const next = event.target.value as AgentReportPeriod;
          setIsChoosingRange(next === 'custom');
          if (next !== 'custom') onChange({ period: next });
        }}
      />
      {shown === 'custom' ? (
        <>
          <TextField label={t('from')} type="date" value={startDate} onChange={(e) => setStartDate(e.target.value)} />
          <TextField label={t('to')} type="date" value={endDate} onChange={(e) => setEndDate(e.target.value)} />
          <Button type="submit" variant="secondary">
            {t('show')}
          </Button>
        </>
      ) : null}
    </form>
  );
}

/**
 * "From – to (time zone)" of the period a report answered, and a button that asks again (the reports trail the
 * ledger by about a second, and refresh on their own only every minute).
 */
export function PeriodLine({
  period,
  report,
}: {
  period: { from: string; to: string; timeZone: string };
  report: { refetch: () => unknown; isFetching: boolean };
}) {
  const { t } = useTranslation('agent');
  return (
    <div className="report-period-line">
      <p className="agent-card__meta">{t('period_range', period)}</p>
      <Button variant="secondary" size="small" disabled={report.isFetching} onClick={() => void report.refetch()}>
        <Icon name="refresh" size="small" />
        {t('refresh')}
      </Button>
    </div>
  );
}

/** The longer period an empty report offers to show instead (none from a month or a custom range). */
const longerPeriod: Partial<Record<AgentReportPeriod, 'thisMonth' | 'lastMonth'>> = {
  today: 'thisMonth',
  yesterday: 'thisMonth',
  thisWeek: 'thisMonth',
  lastWeek: 'thisMonth',
  thisMonth: 'lastMonth',
};

/** A report with nothing in its period: a picture, the line, and a longer period to look at. */
export function ReportEmpty({ period, onPeriod }: { period: PeriodQuery; onPeriod: (next: PeriodQuery) => void }) {
  const { t } = useTranslation('agent');
  const longer = longerPeriod[period.period];
  return (
    <EmptyState
      icon="chart"
      message={t('report_empty')}
      action={
        longer ? (
          <Button variant="secondary" size="small" onClick={() => onPeriod({ period: longer })}>
            {t(`show_${longer}`)}
          </Button>
        ) : null
      }
    />
  );
}

/**
 * The filters above a list report, in one row: its period, the report's own filters (`children`, applied at
 * once) and a username (applied with "Search", or at once when cleared, so that half a name is never asked for);
 * any change calls its setter, which takes the report back to its first page.
 */
export function ReportFilters({
  period,
  onPeriod,
  username,
  onUsername,
  children,
}: {
  period: PeriodQuery;
  onPeriod: (next: PeriodQuery) => void;
  username: string;
  onUsername: (next: string) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('agent');
  const [draft, setDraft] = useState(username);
  return (
    <div className="report-toolbar">
      <ReportPeriodPicker value={period} onChange={onPeriod} />
      <form
        className="report-filters"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          onUsername(draft.trim());
        }}
      >
        {children}
        <TextField
          label={t('col_username')}
          type="search"
          value={draft}
          maxLength={32}
          onChange={(event) => {
            setDraft(event.target.value);
            if (event.target.value === '') onUsername('');
          }}
        />
        <Button type="submit" variant="secondary">
          {t('search')}
        </Button>
      </form>
    </div>
  );
}

/**
 * The state of a list report: its period, username (from `?username=` when a member's panel links here) and
 * page; `filters` feeds `ReportFilters`, `query` the report call, and `refilter` wraps a setter of the report's
 * own filters so that a change goes back to the first page.
 */
export function useListReport() {
  const [searchParams] = useSearchParams();
  const [period, setPeriod] = usePeriodQuery();
  const [username, setUsername] = useState(searchParams.get('username') ?? '');
  const [pageNo, setPageNo] = useState(1);
  const refilter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPageNo(1);
    };
  const name = username.trim();
  return {
    filters: { period, onPeriod: refilter(setPeriod), username, onUsername: refilter(setUsername) },
    query: { ...period, ...(name ? { username: name } : {}), pageNo, pageSize: 20 },
    pageNo,
    setPageNo,
    refilter,
  };
}
