import { wireMoneyText, type ContractBill, type ContractKindName } from '@ficha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, ErrorState, formatDateTime, LoadingState } from '@ficha/ui';
import { useErrorMessage } from '../../lib/error-message.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { toLocaleTag } from '../../lib/language.ts';
import { useContractBills } from './contract-queries.ts';
import { useRateText } from './contract-tiers.tsx';
import { Pager } from './pager.tsx';
import { figureColumn, FigureText } from './report-columns.tsx';

const pageSize = 20;

/**
 * The agent's bills of a kind, newest period first (decision 0046): the figures each used, the tier and rate,
 * the differential (gross, paid on to the downline, own share), adjustment, amount and state.
 */
export function ContractBillsTable({ kind }: { kind: ContractKindName }) {
  const { t } = useTranslation('contracts');
  const locale = toLocaleTag(useLanguage());
  const errorMessage = useErrorMessage();
  const rateText = useRateText();
  const [pageNo, setPageNo] = useState(1);
  const bills = useContractBills(kind, pageNo);
  const money = (n: number) => wireMoneyText(n, locale);
  if (bills.isError) return <ErrorState message={errorMessage(bills.error)} onRetry={() => void bills.refetch()} />;
  if (!bills.data) return <LoadingState label={t('loading')} />;
  if (bills.data.list.length === 0 && pageNo === 1) return <p className="agent-card__meta">{t('bills_none')}</p>;
  const bill = (key: 'validBet' | 'netLoss' | 'gross' | 'downline' | 'own' | 'adjustment' | 'amount') =>
    figureColumn(t(`bill_${key}`), (row: ContractBill) => row[key], money, { signed: key === 'adjustment' });
  return (
    <>
      <DataTable<ContractBill>
        caption={t('bills_title')}
        isStale={bills.isPlaceholderData}
        rows={bills.data.list}
        rowKey={(row) => row.id}
        columns={[
          {
            label: t('bill_period'),
            cell: (row) =>
              formatDateTime(row.periodStart, locale, {
                time: kind === 'daily' || kind === 'dividend' ? 'none' : 'short',
              }),
          },
          bill('validBet'),
          kind === 'dividend' && bill('netLoss'),
          figureColumn(t('bill_active_members'), (row: ContractBill) => row.activeMembers, String),
          {
            label: t('rate'),
            className: 'is-number',
            headClassName: 'is-number',
            cell: (row) => <FigureText value={row.rate} text={rateText(row.rate)} />,
          },
          bill('gross'),
          bill('downline'),
          bill('own'),
          bill('adjustment'),
          bill('amount'),
          { label: t('bill_state'), cell: (row) => t(`state_${row.state}`) },
        ]}
      />
      <Pager pageNo={pageNo} totalPages={bills.data.list.length < pageSize ? pageNo : pageNo + 1} onPage={setPageNo} />
    </>
  );
}
