import { agentReportPeriods, type AgentReportPeriod } from '@ficha/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, SelectField, TextField } from '@ficha/ui';

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
 * the server applies); a named period applies at once, a custom range with its button.
 */
export function ReportPeriodPicker({ value, onChange }: { value: PeriodQuery; onChange: (next: PeriodQuery) => void }) {
  const { t } = useTranslation('agent');
  const [period, setPeriod] = useState<AgentReportPeriod>(value.period);
  const [startDate, setStartDate] = useState(value.startDate ?? '');
  const [endDate, setEndDate] = useState(value.endDate ?? '');
  return (
    <form
      className="report-period"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ period: 'custom', startDate, endDate });
      }}
    >
      <SelectField
        label={t('period')}
        value={period}
        options={agentReportPeriods.map((id) => ({ value: id, label: t(`period_${id}`) }))}
        onChange={(event) => {
          const next = event.target.value as AgentReportPeriod;
          setPeriod(next);
          if (next !== 'custom') onChange({ period: next });
        }}
      />
      {period === 'custom' ? (
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

/** "From – to (time zone)" of the period a report answered. */
export function PeriodLine({ period }: { period: { from: string; to: string; timeZone: string } }) {
  const { t } = useTranslation('agent');
  return <p className="agent-card__meta">{t('period_range', period)}</p>;
}

/**
 * The filters above a list report: its period, a username, and the report's own filters (`children`); any
 * change calls `onChange` so the report goes back to its first page.
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
  return (
    <>
      <ReportPeriodPicker value={period} onChange={onPeriod} />
      <div className="report-filters">
        <TextField
          label={t('col_username')}
          value={username}
          maxLength={32}
          onChange={(event) => onUsername(event.target.value)}
        />
        {children}
      </div>
    </>
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
