import { moneyText } from '@ficha/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryStates } from '../../ui/query-states.tsx';
import { InviteCard } from './invite-card.tsx';
import { inviteLink } from './invite-link.ts';
import { InvitedFriends } from './invited-friends.tsx';
import { useInvitedFriends, useReferralDetails } from './queries.ts';
import { ReferralRulesText } from './referral-rules.tsx';
import './referral.css';

/**
 * The member centre's referral page, "Invitar y ganar" (SPEC §2.6 `invite_friends`, decision 0081): the member's
 * link with its QR code, copy and share; the merchant's rules in words; the friends invited and their state.
 */
export function ReferralPage() {
  const { t, i18n } = useTranslation('referral');
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const [pageNo, setPageNo] = useState(1);
  const details = useReferralDetails();
  const friends = useInvitedFriends(pageNo);

  if (!details.data) return <QueryStates query={details} loadingLabel={t('loading')} retryLabel={t('retry')} />;
  if (!friends.data) return <QueryStates query={friends} loadingLabel={t('loading')} retryLabel={t('retry')} />;
  const { referralCode, promotionDomains, totalInvitations } = details.data;
  const { rules, totalRewarded } = friends.data;
  const link = referralCode ? inviteLink(referralCode, window.location, promotionDomains) : null;

  return (
    <div className="referral">
      <p className="referral__headline">
        {rules.enabled ? t('headline', { amount: moneyText(rules.reward, locale) }) : t('paused')}
      </p>
      <dl className="referral__stats">
        <div>
          <dt>{t('stats_invited')}</dt>
          <dd>{totalInvitations}</dd>
        </div>
        <div>
          <dt>{t('stats_rewarded')}</dt>
          <dd>{moneyText(totalRewarded, locale)}</dd>
        </div>
      </dl>
      {link && referralCode ? <InviteCard link={link} code={referralCode} /> : null}
      {rules.enabled ? <ReferralRulesText rules={rules} /> : null}
      <InvitedFriends
        friends={friends.data.friends}
        pageNo={friends.data.pageNo}
        totalPages={friends.data.totalPages}
        onPage={setPageNo}
      />
    </div>
  );
}
