import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, formatDateTime, moneyText } from '@ficha/ui';
import { Pager } from '../../ui/pager.tsx';
import { QueryStates } from '../../ui/query-states.tsx';
import { redeemRecordsQuery } from './queries.ts';
import { Section } from './section.tsx';
import './points.css';

export interface RedeemRecordsProps {
  locale: string;
}

/** The member's redeem records, newest first: reference, time, type, name, quantity, points and status. */
export function RedeemRecords({ locale }: RedeemRecordsProps) {
  const { t } = useTranslation('points');
  const [pageNo, setPageNo] = useState(1);
  const list = useQuery(redeemRecordsQuery(pageNo));
  const number = (value: number) => value.toLocaleString(locale);

  let body;
  if (!list.data) body = <QueryStates query={list} loadingLabel={t('loading')} retryLabel={t('retry')} />;
  else if (list.data.list.length === 0) body = <EmptyState message={t('no_records')} />;
  else
    body = (
      <>
        <ul className="redeem-records">
          {list.data.list.map((r) => (
            <li key={r.id} className="redeem-records__item">
              <div className="redeem-records__head">
                <span className="redeem-records__name">
                  {r.name}
                  {r.quantity > 1 ? ` ×${number(r.quantity)}` : ''}
                </span>
                <span className={`redeem-status redeem-status--${r.status}`}>{t(`status_${r.status}`)}</span>
              </div>
              <p className="card__note">
                {t(`kind_${r.kind}`)} · {t('points_amount', { points: number(r.points) })}
                {r.value > 0 ? ` · ${moneyText(r.value, locale)}` : ''}
              </p>
              <p className="card__note">
                {r.reference} · {formatDateTime(r.createdAt, locale, { date: 'medium', time: 'short' })}
              </p>
              {r.rejectReason ? (
                <p className="redeem-records__reason">{t('reason', { reason: r.rejectReason })}</p>
              ) : null}
            </li>
          ))}
        </ul>
        <Pager
          pageNo={pageNo}
          totalPages={list.data.totalPages}
          onPage={setPageNo}
          className="redeem-records__pages"
          texts={{
            previous: t('previous'),
            next: t('next'),
            pageOf: t('page_of', { page: number(pageNo), total: number(list.data.totalPages) }),
          }}
        />
      </>
    );

  return <Section title={t('records_title')}>{body}</Section>;
}
