import type { ReconciliationRow } from '@ficha/contract';
import { moneyText } from '@ficha/ui';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../ui/badge.tsx';
import '@ficha/ui/data-table.css';

export interface ReconciliationTableProps {
  providers: readonly ReconciliationRow[];
}

/** Per provider: the day's rounds (bet records) beside the ledger, and every round where they differ. */
export function ReconciliationTable({ providers }: ReconciliationTableProps) {
  const { t, i18n } = useTranslation();
  const fmt = (amount: number) => moneyText(amount, i18n.language);
  return (
    <>
      <div className="table-wrap">
        <table className="data-table reconciliation-table">
          <caption className="visually-hidden">{t('reconciliation.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('reconciliation.provider')}</th>
              <th scope="col">{t('reconciliation.rounds')}</th>
              <th scope="col">{t('reconciliation.recordStake')}</th>
              <th scope="col">{t('reconciliation.ledgerStake')}</th>
              <th scope="col">{t('reconciliation.recordWin')}</th>
              <th scope="col">{t('reconciliation.ledgerWin')}</th>
              <th scope="col">{t('reconciliation.result')}</th>
            </tr>
          </thead>
          <tbody>
            {providers.map((row) => (
              <tr key={row.providerCode}>
                <th scope="row" data-label={t('reconciliation.provider')}>
                  {row.providerName} <code>{row.providerCode}</code>
                </th>
                <td data-label={t('reconciliation.rounds')}>{row.rounds}</td>
                <td data-label={t('reconciliation.recordStake')}>{fmt(row.recordStake)}</td>
                <td data-label={t('reconciliation.ledgerStake')}>{fmt(row.ledgerStake)}</td>
                <td data-label={t('reconciliation.recordWin')}>{fmt(row.recordWin)}</td>
                <td data-label={t('reconciliation.ledgerWin')}>{fmt(row.ledgerWin)}</td>
                <td data-label={t('reconciliation.result')}>
                  <Badge
                    label={
                      row.mismatches.length === 0
                        ? t('reconciliation.matched')
                        : t('reconciliation.mismatched', { count: String(row.mismatches.length) })
                    }
                    tone={row.mismatches.length === 0 ? 'success' : 'danger'}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {providers
        .filter((row) => row.mismatches.length > 0)
        .map((row) => (
          <section key={row.providerCode} className="reconciliation-mismatches">
            <h2 className="subsection-title">{t('reconciliation.mismatchesOf', { code: row.providerCode })}</h2>
            <div className="table-wrap">
              <table className="data-table">
                <thead>
                  <tr>
                    <th scope="col">{t('reconciliation.round')}</th>
                    <th scope="col">{t('reconciliation.recordStake')}</th>
                    <th scope="col">{t('reconciliation.ledgerStake')}</th>
                    <th scope="col">{t('reconciliation.recordWin')}</th>
                    <th scope="col">{t('reconciliation.ledgerWin')}</th>
                  </tr>
                </thead>
                <tbody>
                  {row.mismatches.map((m) => (
                    <tr key={m.roundId}>
                      <td data-label={t('reconciliation.round')}>
                        <code>{m.roundId}</code>
                      </td>
                      <td data-label={t('reconciliation.recordStake')}>{fmt(m.recordStake)}</td>
                      <td data-label={t('reconciliation.ledgerStake')}>{fmt(m.ledgerStake)}</td>
                      <td data-label={t('reconciliation.recordWin')}>{fmt(m.recordWin)}</td>
                      <td data-label={t('reconciliation.ledgerWin')}>{fmt(m.ledgerWin)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        ))}
    </>
  );
}
