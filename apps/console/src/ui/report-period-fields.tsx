import { agentReportPeriods, type AgentReportPeriod } from '@ficha/contract';
import { SelectField, TextField } from '@ficha/ui';
import { useTranslation } from 'react-i18next';

/** A report's period as its filters hold it: a named period, or `custom` with two dates. */
export interface ReportPeriod {
  period?: AgentReportPeriod | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
}

/**
 * The period fields of every report's filters: the period (merchant-local days unless the report says otherwise)
 * and, for a custom range, its first and last day.
 */
export function ReportPeriodFields({
  value,
  onChange,
}: {
  value: ReportPeriod;
  onChange: (patch: ReportPeriod) => void;
}) {
  const { t } = useTranslation();
  const period = value.period ?? 'today';
  return (
    <>
      <SelectField
        label={t('reports.period')}
        value={period}
        options={agentReportPeriods.map((id) => ({ value: id, label: t(`reports.periods.${id}`) }))}
        onChange={(event) => onChange({ period: event.target.value as AgentReportPeriod })}
      />
      {period === 'custom' ? (
        <>
          <TextField
            label={t('reports.from')}
            type="date"
            required
            value={value.startDate ?? ''}
            onChange={(event) => onChange({ startDate: event.target.value })}
          />
          <TextField
            label={t('reports.to')}
            type="date"
            required
            value={value.endDate ?? ''}
            onChange={(event) => onChange({ endDate: event.target.value })}
          />
        </>
      ) : null}
    </>
  );
}

/** The query a period's filters send: the dates only with a custom range. */
export function periodQuery<T extends ReportPeriod>(draft: T): T {
  const { startDate, endDate, ...rest } = draft;
  return { ...rest, ...((draft.period ?? 'today') === 'custom' ? { startDate, endDate } : {}) } as T;
}
