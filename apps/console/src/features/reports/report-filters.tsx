import { operatorReportColumns, operatorReportGroups, type OperatorReportGroup } from '@ficha/contract';
import { Button, SelectField, TextField } from '@ficha/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportQuery } from './queries.ts';
import { periodQuery, ReportPeriodFields } from '../../ui/report-period-fields.tsx';

const playGroups = new Set<OperatorReportGroup>(['game', 'vendor', 'gameType']);

/**
 * What a report shows: its grouping, period (merchant-local days; a custom range takes two dates), sort and the
 * filters its group has (vendor and game type for games, username for players). Applied with the button.
 */
export function ReportFilters({ value, onApply }: { value: ReportQuery; onApply: (next: ReportQuery) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ReportQuery>(value);
  const group = draft.groupBy ?? 'day';
  const set = (patch: Partial<ReportQuery>) => setDraft((current) => ({ ...current, ...patch }));
  const text = (input: string) => (input === '' ? undefined : input);
  return (
    <form
      className="report-filters"
      onSubmit={(event) => {
        event.preventDefault();
        const { vendor, gameType, username, ...rest } = periodQuery(draft);
        onApply({
          ...rest,
          ...(playGroups.has(group) ? { vendor, gameType } : {}),
          ...(group === 'player' ? { username } : {}),
        });
      }}
    >
      <SelectField
        label={t('reports.groupBy')}
        value={group}
        options={operatorReportGroups.map((id) => ({ value: id, label: t(`reports.groups.${id}`) }))}
        onChange={(event) => set({ groupBy: event.target.value as OperatorReportGroup, sort: 'key' })}
      />
      <ReportPeriodFields value={draft} onChange={set} />
      {playGroups.has(group) ? (
        <>
          <TextField
            label={t('reports.vendor')}
            value={draft.vendor ?? ''}
            onChange={(event) => set({ vendor: text(event.target.value) })}
          />
          <TextField
            label={t('reports.gameType')}
            value={draft.gameType ?? ''}
            onChange={(event) => set({ gameType: text(event.target.value) })}
          />
        </>
      ) : null}
      {group === 'player' ? (
        <TextField
          label={t('reports.username')}
          value={draft.username ?? ''}
          onChange={(event) => set({ username: text(event.target.value) })}
        />
      ) : null}
      <SelectField
        label={t('reports.sort')}
        value={draft.sort ?? 'key'}
        options={['key' as const, ...operatorReportColumns[group]].map((id) => ({
          value: id,
          label: id === 'key' ? t(`reports.groups.${group}`) : t(`reports.figures.${id}`),
        }))}
        onChange={(event) => set({ sort: event.target.value as ReportQuery['sort'] })}
      />
      <SelectField
        label={t('reports.order')}
        value={draft.order ?? 'asc'}
        options={(['asc', 'desc'] as const).map((id) => ({ value: id, label: t(`reports.orders.${id}`) }))}
        onChange={(event) => set({ order: event.target.value as 'asc' | 'desc' })}
      />
      <Button type="submit" variant="secondary">
        {t('reports.show')}
      </Button>
    </form>
  );
}
