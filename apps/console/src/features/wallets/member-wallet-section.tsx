import { wireMoneyText } from '@ficha/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, formatDateTime, LoadingState } from '@ficha/ui';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import '@ficha/ui/data-table.css';
import { Pager } from '../../ui/pager.tsx';
import { AdjustmentForm } from './adjustment-form.tsx';
import { memberWalletQueryOptions } from './queries.ts';
import { useKindLabel } from './use-kind-label.ts';
import './wallets.css';
import { useCan } from '../../lib/use-can.ts';

export interface MemberWalletSectionProps {
  memberId: number;
  username: string;
}

/** The member's main wallet in its detail page: balance, ledger postings (paged) and a manual adjustment. */
export function MemberWalletSection({ memberId, username }: MemberWalletSectionProps) {
  const { t, i18n } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const canRequest = useCan('adjustments.request');
  const kindLabel = useKindLabel();
  const [pageNo, setPageNo] = useState(1);
  const wallet = useQuery(memberWalletQueryOptions(memberId, pageNo));

  let body;
  if (wallet.isPending) body = <LoadingState />;
  else if (wallet.isError)
    body = (
      <ErrorState
        message={errorMessage(wallet.error)}
        onRetry={() => void wallet.refetch()}
        isRetrying={wallet.isFetching}
      />
    );
  else {
    const data = wallet.data;
    body = (
      <>
        <p className="wallet-balance">
          <span className="wallet-balance__label">{t('wallet.balance')}</span>
          <span className="wallet-balance__value">
            {wireMoneyText(data.balance, i18n.language)} {data.currency}
          </span>
        </p>
        <p className="card-hint">{t('wallet.account', { kind: data.accountKind })}</p>
        <h3 className="subsection-title">{t('wallet.postings')}</h3>
        {data.list.length === 0 ? (
          <EmptyState message={t('wallet.noPostings')} />
        ) : (
          <>
            <div className="table-wrap table-flat">
              <table className="data-table">
                <caption className="visually-hidden">{t('wallet.postings')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('wallet.time')}</th>
                    <th scope="col">{t('wallet.entry')}</th>
                    <th scope="col">{t('wallet.kind')}</th>
                    <th scope="col" className="numeric">
                      {t('wallet.amount')}
                    </th>
                    <th scope="col" className="numeric">
                      {t('wallet.balanceAfter')}
                    </th>
                    <th scope="col">{t('wallet.memo')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((row) => (
                    <tr key={`${row.entryId}:${row.amount}`}>
                      <td data-label={t('wallet.time')}>
                        <time dateTime={row.time}>{formatDateTime(row.time, i18n.language)}</time>
                      </td>
                      <td data-label={t('wallet.entry')}>
                        <code>{row.entryId}</code>
                      </td>
                      <td data-label={t('wallet.kind')}>{kindLabel(row.kind)}</td>
                      <td data-label={t('wallet.amount')} className="numeric">
                        {wireMoneyText(row.amount, i18n.language, true)}
                      </td>
                      <td data-label={t('wallet.balanceAfter')} className="numeric">
                        {wireMoneyText(row.balanceAfter, i18n.language)}
                      </td>
                      <td data-label={t('wallet.memo')}>{row.memo}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager page={pageNo} totalPages={data.totalPages} onPageChange={setPageNo} isBusy={wallet.isFetching} />
          </>
        )}
      </>
    );
  }

  return (
    <section className="card member-wallet" aria-labelledby="member-wallet">
      <h2 id="member-wallet" className="card-title">
        {t('wallet.title')}
      </h2>
      {body}
      {canRequest ? <AdjustmentForm memberId={memberId} username={username} /> : null}
    </section>
  );
}
