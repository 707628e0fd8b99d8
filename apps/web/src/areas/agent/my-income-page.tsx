import { wireMoneyText, type EndpointOutput, type getMyIncome } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { DataTable, ErrorState, LoadingState } from '@ficha/ui';
import { useErrorMessage } from '../../lib/error-message.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { toLocaleTag } from '../../lib/language.ts';
import { useMyIncome } from './agent-queries.ts';
import { PeriodLine, ReportPeriodPicker, usePeriodQuery } from './report-period.tsx';

type Income = EndpointOutput<typeof getMyIncome>;
const incomeKeys = ['transfersIn', 'transfersOut', 'adjustments', 'bonuses', 'commissions', 'net'] as const;

/** `agentRevenueReport`, my income: what moved the agent's own wallet by source, per day of the period. */
export function MyIncomePage() {
  const { t } = useTranslation('agent');
  const locale = toLocaleTag(useLanguage());
  const errorMessage = useErrorMessage();
  const [period, setPeriod] = usePeriodQuery('thisMonth');
  const income = useMyIncome(period);
  const money = (n: number) => wireMoneyText(n, locale);
  let body;
  if (income.isError) body = <ErrorState message={errorMessage(income.error)} onRetry={() => void income.refetch()} />;
  else if (!income.data) body = <LoadingState label={t('loading')} />;
  else
    body = (
      <>
        <PeriodLine period={income.data.period} />
        <dl className="report-tiles">
          {incomeKeys.map((key) => (
            <div key={key} className="report-tile">
              <dt>{t(`income_${key}`)}</dt>
              <dd>
                <span className="report-tile__value">{money(income.data.totals[key])}</span>
              </dd>
            </div>
          ))}
        </dl>
        <DataTable<Income['daily'][number]>
          caption={t('nav_income')}
          isStale={income.isPlaceholderData}
          rows={income.data.daily}
          rowKey={(row) => row.day}
          columns={[
            { label: t('day'), cell: (row) => row.day },
            ...incomeKeys.map((key) => ({
              label: t(`income_${key}`),
              className: 'is-number',
              cell: (row: Income['daily'][number]) => money(row[key]),
            })),
          ]}
        />
      </>
    );
  return (
    <div className="agent-stack">
      <ReportPeriodPicker value={period} onChange={setPeriod} />
      {body}
    </div>
  );
}
