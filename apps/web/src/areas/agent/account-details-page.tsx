import { walletMovementKinds, wireMoneyText, type EndpointOutput, type getTeamAccountDetails } from '@ficha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, ErrorState, formatDateTime, LoadingState, SelectField } from '@ficha/ui';
import { useErrorMessage } from '../../lib/error-message.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { toLocaleTag } from '../../lib/language.ts';
import { useTeamAccountDetails } from './agent-queries.ts';
import { Pager } from './pager.tsx';
import { figureColumn } from './report-columns.tsx';
import { PeriodLine, ReportEmpty, ReportFilters, useListReport } from './report-period.tsx';

type Movement = EndpointOutput<typeof getTeamAccountDetails>['list'][number];

/** `agentDownlineTransactionDetailsCopy`, account details: the subtree's wallet movements, by type. */
export function AccountDetailsPage() {
  const { t, i18n } = useTranslation('agent');
  const { t: tMoney } = useTranslation('money');
  const locale = toLocaleTag(useLanguage());
  const errorMessage = useErrorMessage();
  const report = useListReport();
  const [kind, setKind] = useState('');
  const details = useTeamAccountDetails({ ...report.query, ...(kind ? { types: kind } : {}) });
  const kindText = (value: string) =>
    (walletMovementKinds as readonly string[]).includes(value)
      ? tMoney(`record_kind_${value as (typeof walletMovementKinds)[number]}`)
      : tMoney('record_kind_other');

  let body;
  if (details.isError)
    body = <ErrorState message={errorMessage(details.error)} onRetry={() => void details.refetch()} />;
  else if (!details.data) body = <LoadingState label={t('loading')} />;
  else
    body = (
      <>
        <PeriodLine period={details.data.period} report={details} />
        {details.data.list.length === 0 ? (
          <ReportEmpty {...report.filters} />
        ) : (
          <DataTable<Movement>
            caption={t('nav_account_details')}
            isStale={details.isPlaceholderData}
            rows={details.data.list}
            rowKey={(row) => `${row.entryId}-${row.username}`}
            columns={[
              {
                label: tMoney('records_time'),
                cell: (row) => formatDateTime(row.time, i18n.language, { date: 'short' }),
              },
              { label: t('col_username'), cell: (row) => row.username },
              { label: t('col_level'), cell: (row) => row.level },
              { label: tMoney('records_kind'), cell: (row) => kindText(row.kind) },
              figureColumn(
                tMoney('records_amount'),
                (row) => row.amount,
                (n) => wireMoneyText(n, locale),
                {
                  signed: true,
                },
              ),
              { label: tMoney('records_memo'), cell: (row) => row.memo },
            ]}
          />
        )}
        <Pager pageNo={report.pageNo} totalPages={details.data.totalPages} onPage={report.setPageNo} />
      </>
    );
  return (
    <div className="agent-stack">
      <ReportFilters {...report.filters}>
        <SelectField
          label={tMoney('records_type')}
          value={kind}
          options={[
            { value: '', label: tMoney('records_type_all') },
            ...walletMovementKinds.map((k) => ({ value: k, label: kindText(k) })),
          ]}
          onChange={(event) => report.refilter(setKind)(event.target.value)}
        />
      </ReportFilters>
      {body}
    </div>
  );
}
