import { betRecordStatusFilter, wireMoneyText, type getTeamBetting, type EndpointOutput } from '@ficha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, ErrorState, formatDateTime, LoadingState, SelectField } from '@ficha/ui';
import { useErrorMessage } from '../../lib/error-message.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { toLocaleTag } from '../../lib/language.ts';
import { useTeamBetting } from './agent-queries.ts';
import { Pager } from './pager.tsx';
import { FigureText, figureColumn } from './report-columns.tsx';
import { PeriodLine, ReportEmpty, ReportFilters, useListReport } from './report-period.tsx';

type Bet = EndpointOutput<typeof getTeamBetting>['list'][number];

/** The record texts that name the totals. */
const totalLabels = { stake: 'stake', validBet: 'valid_bet', win: 'win', profit: 'profit' } as const;

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
  const money = (n: number) => wireMoneyText(n, locale);

  let body;
  if (bets.isError) body = <ErrorState message={errorMessage(bets.error)} onRetry={() => void bets.refetch()} />;
  else if (!bets.data) body = <LoadingState label={t('loading')} />;
  else {
    const { totals } = bets.data;
    body = (
      <>
        <PeriodLine period={bets.data.period} report={bets} />
        <dl className="report-totals">
          <div className="report-totals__pair">
            <dt>{t('rounds')}</dt>
            <dd>{totals.rounds.toLocaleString(locale)}</dd>
          </div>
          {(['stake', 'validBet', 'win', 'profit'] as const).map((key) => (
            <div key={key} className="report-totals__pair">
              <dt>{tRecords(totalLabels[key])}</dt>
              <dd>
                <FigureText value={totals[key]} text={money(totals[key])} signed={key === 'profit'} />
              </dd>
            </div>
          ))}
        </dl>
        {bets.data.list.length === 0 ? (
          <ReportEmpty {...report.filters} />
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
              {
                label: t('game'),
                cell: (row) => (
                  <span>
                    {row.gameName ?? row.gameCode}
                    <span className="report-cell__sub">{row.vendorName}</span>
                  </span>
                ),
              },
              {
                label: t('round'),
                cell: (row) => (
                  <a className="report-round" href={row.detailUrl} target="_blank" rel="noopener noreferrer">
                    <span aria-hidden="true">{shortRoundId(row.roundId)}</span>
                    <span className="visually-hidden">{`${tRecords('round_detail')} ${row.roundId}`}</span>
                  </a>
                ),
              },
              figureColumn(tRecords('stake'), (row) => row.stake, money),
              figureColumn(tRecords('valid_bet'), (row) => row.validBet, money),
              figureColumn(tRecords('win'), (row) => row.win, money),
              figureColumn(tRecords('profit'), (row) => row.profit, money, { signed: true }),
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

/** The end of a round id, enough to tell rounds apart in a list (the link's name carries all of it). */
const shortRoundId = (roundId: string) => (roundId.length > 10 ? `…${roundId.slice(-8)}` : roundId);

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
