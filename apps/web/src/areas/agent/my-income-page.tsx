import { wireMoneyText, type EndpointOutput, type getMyIncome } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { DataTable, ErrorState, LoadingState } from '@ficha/ui';
import { useErrorMessage } from '../../lib/error-message.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { toLocaleTag } from '../../lib/language.ts';
import { useMyIncome } from './agent-queries.ts';
import { FigureText, figureColumn } from './report-columns.tsx';
import { PeriodLine, ReportEmpty, ReportPeriodPicker, usePeriodQuery } from './report-period.tsx';

type Income = EndpointOutput<typeof getMyIncome>;
const incomeKeys = ['transfersIn', 'transfersOut', 'adjustments', 'bonuses', 'commissions', 'net'] as const;

/** A day on which something moved the agent's wallet (the others are left out of the table). */
const hasMovement = (day: Income['daily'][number]) => incomeKeys.some((key) => day[key] !== 0);

/**
 * `agentRevenueReport`, my income: what moved the agent's own wallet by source over the period, and the days
 * on which something moved.
 */
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
        <PeriodLine period={income.data.period} report={income} />
        <dl className="report-tiles">
          {incomeKeys.map((key) => (
            <div key={key} className="report-tile">
              <dt>{t(`income_${key}`)}</dt>
              <dd>
                <span className="report-tile__value">
                  <FigureText
                    value={income.data.totals[key]}
                    text={money(income.data.totals[key])}
                    signed={key === 'net'}
                  />
                </span>
              </dd>
            </div>
          ))}
        </dl>
        {income.data.daily.some(hasMovement) ? (
          <DataTable<Income['daily'][number]>
            caption={t('nav_income')}
            isStale={income.isPlaceholderData}
            rows={income.data.daily.filter(hasMovement)}
            rowKey={(row) => row.day}
            columns={[
              { label: t('day'), cell: (row) => row.day },
              ...incomeKeys.map((key) =>
                figureColumn(t(`income_${key}`), (row: Income['daily'][number]) => row[key], money, {
                  signed: key === 'net',
                }),
              ),
            ]}
          />
        ) : (
          <ReportEmpty period={period} onPeriod={setPeriod} />
        )}
      </>
    );
  return (
    <div className="agent-stack">
      <ReportPeriodPicker value={period} onChange={setPeriod} />
      {body}
    </div>
  );
}
