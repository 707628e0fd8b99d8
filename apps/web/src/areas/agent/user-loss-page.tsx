import { wireMoneyText, type EndpointOutput, type getUserLoss } from '@ficha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, ErrorState, LoadingState } from '@ficha/ui';
import { useErrorMessage } from '../../lib/error-message.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { toLocaleTag } from '../../lib/language.ts';
import { useUserLoss } from './agent-queries.ts';
import { useMemberTypeLabel } from './member-type-label.ts';
import { Pager } from './pager.tsx';
import { FigureText, figureColumn } from './report-columns.tsx';
import { PeriodLine, ReportEmpty, ReportFilters, useListReport } from './report-period.tsx';
import { LevelSelect } from './team-betting-page.tsx';

type Loss = EndpointOutput<typeof getUserLoss>;
type LossFigures = Pick<Loss['totals'], 'validBets' | 'payouts' | 'profit' | 'deposits' | 'withdrawals' | 'bonuses'>;
const figureKeys = ['validBets', 'payouts', 'profit', 'deposits', 'withdrawals', 'bonuses'] as const;

/** `palStatementsAgentCopy`, user loss: profit and loss per member and per level of the subtree, with totals. */
export function UserLossPage() {
  const { t } = useTranslation('agent');
  const locale = toLocaleTag(useLanguage());
  const errorMessage = useErrorMessage();
  const typeLabel = useMemberTypeLabel();
  const report = useListReport();
  const [level, setLevel] = useState('');
  const loss = useUserLoss({ ...report.query, ...(level ? { level: Number(level) } : {}) });
  const money = (n: number) => wireMoneyText(n, locale);
  const figureColumns = figureKeys.map((key) =>
    figureColumn(t(`fig_${key}`), (row: LossFigures) => row[key], money, { signed: key === 'profit' }),
  );

  let body;
  if (loss.isError) body = <ErrorState message={errorMessage(loss.error)} onRetry={() => void loss.refetch()} />;
  else if (!loss.data) body = <LoadingState label={t('loading')} />;
  else
    body = (
      <>
        <PeriodLine period={loss.data.period} report={loss} />
        <dl className="report-totals">
          <div className="report-totals__pair">
            <dt>{t('members')}</dt>
            <dd>{loss.data.totals.members.toLocaleString(locale)}</dd>
          </div>
          {figureKeys.map((key) => (
            <div key={key} className="report-totals__pair">
              <dt>{t(`fig_${key}`)}</dt>
              <dd>
                <FigureText
                  value={loss.data.totals[key]}
                  text={money(loss.data.totals[key])}
                  signed={key === 'profit'}
                />
              </dd>
            </div>
          ))}
        </dl>
        {loss.data.list.length === 0 ? (
          <ReportEmpty {...report.filters} />
        ) : (
          <>
            <h2 className="report-section-title">{t('by_level')}</h2>
            <DataTable<Loss['levels'][number]>
              caption={t('by_level')}
              isStale={loss.isPlaceholderData}
              rows={loss.data.levels}
              rowKey={(row) => row.level}
              columns={[
                { label: t('col_level'), cell: (row) => row.level },
                figureColumn(
                  t('members'),
                  (row) => row.members,
                  (n) => n.toLocaleString(locale),
                ),
                ...figureColumns,
              ]}
            />
            <h2 className="report-section-title">{t('by_member')}</h2>
            <DataTable<Loss['list'][number]>
              caption={t('by_member')}
              isStale={loss.isPlaceholderData}
              rows={loss.data.list}
              rowKey={(row) => row.memberId}
              columns={[
                { label: t('col_username'), cell: (row) => row.username },
                { label: t('col_type'), cell: (row) => typeLabel(row.type) },
                { label: t('col_level'), cell: (row) => row.level },
                ...figureColumns,
              ]}
            />
          </>
        )}
        <Pager pageNo={report.pageNo} totalPages={loss.data.totalPages} onPage={report.setPageNo} />
      </>
    );
  return (
    <div className="agent-stack">
      <ReportFilters {...report.filters}>
        <LevelSelect value={level} onChange={report.refilter(setLevel)} />
      </ReportFilters>
      {body}
    </div>
  );
}
