import { referralStates } from '@ficha/contract';
import { DataTable, EmptyState, ErrorState, formatDateTime, LoadingState, moneyText, SelectField } from '@ficha/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { Pager } from '../../ui/pager.tsx';
import { useReferrals, type ReferralState } from './queries.ts';

/** Every referral of the merchant, newest first: who invited whom, the friend's figures, the state and why. */
export function ReferralsTable() {
  const { t, i18n } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const [state, setState] = useState<ReferralState | ''>('');
  const [page, setPage] = useState(1);
  const referrals = useReferrals(state, page);
  const money = (amount: number) => moneyText(amount, i18n.language);

  function renderBody() {
    if (referrals.isError && !referrals.data)
      return <ErrorState message={errorMessage(referrals.error)} onRetry={() => void referrals.refetch()} />;
    if (!referrals.data) return <LoadingState />;
    if (referrals.data.list.length === 0) return <EmptyState message={t('referrals.list.empty')} icon="user" />;
    return (
      <>
        <DataTable
          caption={t('referrals.list.caption')}
          isStale={referrals.isPlaceholderData}
          rows={referrals.data.list}
          rowKey={(r) => r.friendId}
          columns={[
            { label: t('referrals.list.joinedAt'), cell: (r) => formatDateTime(r.joinedAt, i18n.language) },
            {
              label: t('referrals.list.friend'),
              cell: (r) => <Link to={`/members/${r.friendId}`}>{r.friendUsername}</Link>,
            },
            {
              label: t('referrals.list.referrer'),
              cell: (r) => <Link to={`/members/${r.referrerId}`}>{r.referrerUsername}</Link>,
            },
            {
              label: t('referrals.list.firstDeposit'),
              cell: (r) => (r.firstDeposit === null ? '—' : money(r.firstDeposit)),
            },
            { label: t('referrals.list.validBets'), cell: (r) => money(r.validBets) },
            {
              label: t('referrals.list.state'),
              cell: (r) => (
                <span>
                  {t(`referrals.states.${r.state}`)}
                  {r.reason ? <span className="referral-reason"> · {t(`referrals.reasons.${r.reason}`)}</span> : null}
                </span>
              ),
            },
            {
              label: t('referrals.list.reward'),
              cell: (r) => (r.rewardKind ? `${money(r.reward)} · ${t(`referrals.kinds.${r.rewardKind}`)}` : '—'),
            },
          ]}
        />
        <Pager page={page} totalPages={referrals.data.totalPages} onPageChange={setPage} />
      </>
    );
  }

  return (
    <section className="card" aria-labelledby="referral-list-title">
      <h2 id="referral-list-title" className="card-title">
        {t('referrals.list.title')}
      </h2>
      <div className="referral-filters">
        <SelectField
          label={t('referrals.list.state')}
          options={[
            { value: '', label: t('referrals.list.allStates') },
            ...referralStates.map((value) => ({ value, label: t(`referrals.states.${value}`) })),
          ]}
          value={state}
          onChange={(event) => {
            setState(event.target.value as ReferralState | '');
            setPage(1);
          }}
        />
      </div>
      {renderBody()}
    </section>
  );
}
