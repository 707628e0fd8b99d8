import { agentReportPeriods, type AgentReportPeriod } from '@ficha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
