import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../ui/pager.tsx';
import { QueryStates } from '../../ui/query-states.tsx';
import { EmptyState, formatDateTime, moneyText } from '@ficha/ui';
import { ConfirmReceipt } from './confirm-receipt.tsx';
import { myWithdrawalsQuery } from './queries.ts';
import { SectionCard } from './section-card.tsx';

export interface MyWithdrawalsProps {
  locale: string;
}

/** The member's own withdrawals with their status, and the receipt answer for paid ones. */
export function MyWithdrawals({ locale }: MyWithdrawalsProps) {
  const { t } = useTranslation('withdraw');
  const [pageNo, setPageNo] = useState(1);
  const list = useQuery(myWithdrawalsQuery(pageNo));
  const timeText = (iso: string) => formatDateTime(iso, locale, { date: 'medium', time: 'short' });

  let body;
  if (!list.data) body = <QueryStates query={list} loadingLabel={t('loading')} retryLabel={t('retry')} />;
  else if (list.data.list.length === 0) body = <EmptyState message={t('no_withdrawals')} />;
  else
    body = (
      <>
        <ul className="withdraw-list">
          {list.data.list.map((w) => (
            <li key={w.id} className="withdraw-list__item">
              <div className="withdraw-list__head">
                <span className="withdraw-list__amount">{moneyText(w.amount, locale, { currency: w.currency })}</span>
                <span className={`withdraw-status withdraw-status--${w.status}`}>{t(`status_${w.status}`)}</span>
              </div>
              <p className="card__note">
                {w.bankName} · {w.accountNumberMasked} · {timeText(w.createdAt)}
              </p>
              {w.rejectReason ? (
                <p className="withdraw-list__reason">{t('reason', { reason: w.rejectReason })}</p>
              ) : null}
              {w.autoConfirmed ? <p className="card__note">{t('auto_confirmed')}</p> : null}
              {w.status === 'paid' || w.status === 'not_received' ? (
                <ConfirmReceipt withdrawal={w} timeText={timeText} />
              ) : null}
            </li>
          ))}
        </ul>
        <Pager
          pageNo={pageNo}
          totalPages={list.data.totalPages}
          onPage={setPageNo}
          className="withdraw-form__actions"
          texts={{
            previous: t('previous'),
            next: t('next'),
            pageOf: t('page_of', { page: pageNo, total: list.data.totalPages }),
          }}
        />
      </>
    );

  return <SectionCard title={t('history_title')}>{body}</SectionCard>;
}
