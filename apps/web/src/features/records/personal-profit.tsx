import { profitPeriods } from '@ficha/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/error-message.ts';
import { EmptyState, ErrorState, LoadingState, moneyText, Tabs } from '@ficha/ui';
import { personalProfitQuery, type ProfitPeriod } from './queries.ts';
import './records.css';

/**
 * The member's profit and loss (SPEC §2.6 personalProfit): settled rounds of a period, in total and by each game's
 * own type (the server files dice, crash and mines as mini games, not slots). On a phone the table stacks.
 */
export function PersonalProfit() {
  const { t, i18n } = useTranslation('records');
  const errorMessage = useErrorMessage();
  const [period, setPeriod] = useState<ProfitPeriod>('today');
  const report = useQuery(personalProfitQuery(period));
  const money = (amount: number) => moneyText(amount, i18n.language);

  function renderReport() {
    if (report.isError) {
      return (
        <ErrorState
          message={errorMessage(report.error)}
          retryLabel={t('retry')}
          onRetry={() => void report.refetch()}
          isRetrying={report.isFetching}
        />
      );
    }
    if (!report.data) return <LoadingState label={t('loading')} />;
    const { totals, categories } = report.data;
    return (
      <>
        <dl className="records-totals">
          {(
            [
              ['stake', totals.stake],
              ['valid_bet', totals.validBet],
              ['win', totals.win],
              ['profit', totals.profit],
            ] as const
          ).map(([key, amount]) => (
            <div key={key} className="records-total">
              <dt>{t(key)}</dt>
              <dd className={key === 'profit' && amount < 0 ? 'records-loss' : undefined}>{money(amount)}</dd>
            </div>
          ))}
        </dl>
        <p className="records-note">
          {t('period_range', { from: report.data.from, to: report.data.to, rounds: String(totals.rounds) })}
        </p>
        {categories.length === 0 ? (
          <EmptyState message={t('profit_empty')} />
        ) : (
          <div className="records-table-wrap">
            <table className="records-table">
              <caption className="visually-hidden">{t('by_category')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('category')}</th>
                  <th scope="col">{t('stake')}</th>
                  <th scope="col">{t('valid_bet')}</th>
                  <th scope="col">{t('win')}</th>
                  <th scope="col">{t('profit')}</th>
                </tr>
              </thead>
              <tbody>
                {categories.map((row) => (
                  <tr key={row.category}>
                    <th scope="row">{t(`category_${row.category}`, { defaultValue: row.category })}</th>
                    <td data-label={t('stake')}>{money(row.stake)}</td>
                    <td data-label={t('valid_bet')}>{money(row.validBet)}</td>
                    <td data-label={t('win')}>{money(row.win)}</td>
                    <td data-label={t('profit')} className={row.profit < 0 ? 'records-loss' : undefined}>
                      {money(row.profit)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </>
    );
  }

  return (
    <section className="records">
      <Tabs
        label={t('period')}
        items={profitPeriods.map((id) => ({ id, label: t(`period_${id}`) }))}
        selectedId={period}
        onSelect={setPeriod}
      >
        {renderReport()}
      </Tabs>
    </section>
  );
}
