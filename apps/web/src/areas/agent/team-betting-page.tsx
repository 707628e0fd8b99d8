import { betRecordStatusFilter, wireMoneyText, type getTeamBetting, type EndpointOutput } from '@ficha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, EmptyState, ErrorState, formatDateTime, LoadingState, SelectField } from '@ficha/ui';
import { useErrorMessage } from '../../lib/error-message.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { toLocaleTag } from '../../lib/language.ts';
import { useTeamBetting } from './agent-queries.ts';
import { Pager } from './pager.tsx';
import { PeriodLine, ReportFilters, useListReport } from './report-period.tsx';

type Bet = EndpointOutput<typeof getTeamBetting>['list'][number];

/** `personalHistoryCopy` for the team: every round of the subtree in the period, filtered, with totals. */
export function TeamBettingPage() {
  const { t, i18n } = useTranslation('agent');
  const { t: tRecords } = useTranslation('records');
  const locale = toLocaleTag(useLanguage());
  const errorMessage = useErrorMessage();
  const report = useListReport();
  const [level, setLevel] = useState('');
  const [status, setStatus] = useState<(typeof betRecordStatusFilter)[number]>('all');
  const bets = useTeamBetting({ ...report.query, ...(level ? { level: Number(level) } : {}), status });
  const money = (n: number | null) => (n === null ? '—' : wireMoneyText(n, locale));

  let body;
  if (bets.isError) body = <ErrorState message={errorMessage(bets.error)} onRetry={() => void bets.refetch()} />;
  else if (!bets.data) body = <LoadingState label={t('loading')} />;
  else {
    const { totals } = bets.data;
    body = (
      <>
        <PeriodLine period={bets.data.period} />
        <dl className="report-totals">
          <dt>{t('rounds')}</dt>
          <dd>{totals.rounds}</dd>
          <dt>{tRecords('stake')}</dt>
          <dd>{money(totals.stake)}</dd>
          <dt>{tRecords('valid_bet')}</dt>
          <dd>{money(totals.validBet)}</dd>
          <dt>{tRecords('win')}</dt>
          <dd>{money(totals.win)}</dd>
          <dt>{tRecords('profit')}</dt>
          <dd>{money(totals.profit)}</dd>
        </dl>
        {bets.data.list.length === 0 ? (
          <EmptyState message={t('report_empty')} />
        ) : (
          <DataTable<Bet>
            caption={t('nav_team_betting')}
            isStale={bets.isPlaceholderData}
            rows={bets.data.list}
            rowKey={(row) => row.roundId}
            columns={[
              {
                label: tRecords('time'),
                cell: (row) => formatDateTime(row.openedAt, i18n.language, { date: 'short' }),
              },
              { label: t('col_username'), cell: (row) => row.username },
              { label: t('col_level'), cell: (row) => row.level },
              { label: t('game'), cell: (row) => `${row.gameName ?? row.gameCode} · ${row.vendorName}` },
              { label: tRecords('stake'), className: 'is-number', cell: (row) => money(row.stake) },
              { label: tRecords('valid_bet'), className: 'is-number', cell: (row) => money(row.validBet) },
              { label: tRecords('win'), className: 'is-number', cell: (row) => money(row.win) },
              { label: tRecords('profit'), className: 'is-number', cell: (row) => money(row.profit) },
              { label: tRecords('status'), cell: (row) => tRecords(`status_${row.status}`) },
            ]}
          />
        )}
        <Pager pageNo={report.pageNo} totalPages={bets.data.totalPages} onPage={report.setPageNo} />
      </>
    );
  }
  return (
    <div className="agent-stack">
      <ReportFilters {...report.filters}>
        <LevelSelect value={level} onChange={report.refilter(setLevel)} />
        <SelectField
          label={tRecords('status')}
          value={status}
          options={betRecordStatusFilter.map((s) => ({ value: s, label: tRecords(`status_${s}`) }))}
          onChange={(event) => report.refilter(setStatus)(event.target.value as typeof status)}
        />
      </ReportFilters>
      {body}
    </div>
  );
}

/** Any level, or one depth below the agent (1 = direct downline). */
export function LevelSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('agent');
  return (
    <SelectField
      label={t('col_level')}
      value={value}
      options={[
        { value: '', label: t('level_all') },
        ...Array.from({ length: 10 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) })),
      ]}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
