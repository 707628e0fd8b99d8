import { wireMoneyText } from '@ficha/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { memberPageHref, type MemberPage, type MemberPageId } from '../../lib/member-pages.ts';
import { useMemberPages } from '../../lib/use-member-pages.ts';
import { useErrorMessage } from '../../lib/error-message.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { toLocaleTag } from '../../lib/language.ts';
import { buttonClassName, EmptyState, ErrorState, LoadingState } from '@ficha/ui';
import { MovementList } from './movement-list.tsx';
import { walletOverviewQuery } from './queries.ts';
import { TransactionDetailDialog } from './transaction-detail-dialog.tsx';
import '../../ui/card.css';
import './money.css';

/** A member-centre page id when the merchant offers that page (deposit and withdraw arrive with their features). */
const existingPage = (pages: readonly MemberPage[], id: string): MemberPageId | null =>
  pages.find((page) => (page.id as string) === id)?.id ?? null;

/** Member-centre page `transferFund` ("Mi billetera"): balance, this month's totals, latest movements, links. */
export function WalletOverview() {
  const { t } = useTranslation('money');
  const locale = toLocaleTag(useLanguage());
  const errorMessage = useErrorMessage();
  const overview = useQuery(walletOverviewQuery());
  const pages = useMemberPages();
  const [openEntry, setOpenEntry] = useState<number | null>(null);

  if (overview.isPending) return <LoadingState label={t('wallet_loading')} />;
  if (overview.isError)
    return (
      <ErrorState
        message={errorMessage(overview.error)}
        retryLabel={t('retry')}
        onRetry={() => void overview.refetch()}
        isRetrying={overview.isFetching}
      />
    );

  const data = overview.data;
  const money = (amount: number) => `${data.currencySymbol} ${wireMoneyText(amount, locale)}`;
  const links = [
    { id: existingPage(pages, 'depositv2'), label: t('wallet_deposit'), variant: 'primary' as const },
    { id: existingPage(pages, 'withdraw'), label: t('wallet_withdraw'), variant: 'secondary' as const },
    { id: existingPage(pages, 'transactionHistory'), label: t('wallet_all_records'), variant: 'ghost' as const },
  ];
  const totals = [
    ['wallet_deposits', data.month.deposits],
    ['wallet_withdrawals', data.month.withdrawals],
    ['wallet_transfers_in', data.month.transfersIn],
    ['wallet_transfers_out', data.month.transfersOut],
    ['wallet_bets', data.month.bets],
    ['wallet_wins', data.month.wins],
  ] as const;
  const monthStart = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${data.monthStart}T00:00:00Z`),
  );

  return (
    <div className="money-page">
      <section className="card money-balance" aria-labelledby="wallet-balance-title">
        <h2 id="wallet-balance-title" className="card__title">
          {t('wallet_main_balance')}
        </h2>
        <p className="money-balance__value">{money(data.balance)}</p>
        <div className="money-balance__links">
          {links.map((link) =>
            link.id ? (
              <Link key={link.id} to={memberPageHref(link.id)} className={buttonClassName(link.variant, 'small')}>
                {link.label}
              </Link>
            ) : null,
          )}
        </div>
      </section>
      <section className="card" aria-labelledby="wallet-month-title">
        <h2 id="wallet-month-title" className="card__title">
          {t('wallet_month_title')}
        </h2>
        <p className="card__note">{t('wallet_month_since', { date: monthStart })}</p>
        <dl className="money-totals">
          {totals.map(([key, amount]) => (
            <div key={key} className="money-totals__item">
              <dt>{t(key)}</dt>
              <dd>{money(amount)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="card" aria-labelledby="wallet-recent-title">
        <h2 id="wallet-recent-title" className="card__title">
          {t('wallet_recent_title')}
        </h2>
        {data.recent.length === 0 ? (
          <EmptyState message={t('records_empty')} />
        ) : (
          <MovementList movements={data.recent} onSelect={setOpenEntry} />
        )}
      </section>
      {openEntry !== null ? <TransactionDetailDialog entryId={openEntry} onClose={() => setOpenEntry(null)} /> : null}
    </div>
  );
}
