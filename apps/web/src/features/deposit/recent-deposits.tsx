import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/error-message.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { toLocaleTag } from '../../lib/language.ts';
import { EmptyState, ErrorState, formatDateTime, LoadingState, moneyText } from '@ficha/ui';
import { useMyDeposits } from './queries.ts';

/** The member's latest deposits with their status (and the reason of a rejection). */
export function RecentDeposits() {
  const { t } = useTranslation('deposit');
  const language = useLanguage();
  const errorMessage = useErrorMessage();
  const deposits = useMyDeposits();

  function renderList() {
    if (deposits.isError)
      return (
        <ErrorState
          message={errorMessage(deposits.error)}
          retryLabel={t('deposit_retry')}
          onRetry={() => void deposits.refetch()}
          isRetrying={deposits.isFetching}
        />
      );
    if (!deposits.data) return <LoadingState label={t('deposit_loading')} />;
    if (deposits.data.list.length === 0) return <EmptyState message={t('deposit_none')} />;
    return (
      <ul className="deposit-history">
        {deposits.data.list.map((deposit) => (
          <li key={deposit.id} className="deposit-history__item">
            <div className="deposit-history__main">
              <span className="deposit-history__amount">
                {moneyText(deposit.amount, toLocaleTag(language), { currency: deposit.currency })}
              </span>
              <span className={`deposit-status deposit-status--${deposit.status}`}>
                {t(`deposit_status_${deposit.status}`)}
              </span>
            </div>
            <div className="deposit-history__meta">
              <time dateTime={deposit.createdAt}>
                {formatDateTime(deposit.createdAt, language.toLowerCase(), { date: 'medium', time: 'short' })}
              </time>
              <span>{deposit.reference}</span>
            </div>
            {deposit.rejectReason ? (
              <p className="deposit-history__reason">{t('deposit_reject_reason', { reason: deposit.rejectReason })}</p>
            ) : null}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="card deposit-card" aria-labelledby="deposit-history-title">
      <h2 id="deposit-history-title" className="card__title deposit-card__title">
        {t('deposit_history_title')}
      </h2>
      {renderList()}
    </section>
  );
}
