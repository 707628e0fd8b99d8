import type { InvitedFriend } from '@ficha/contract';
import { EmptyState, formatDateTime, moneyText } from '@ficha/ui';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../ui/pager.tsx';
import { FriendsArt } from './friends-art.tsx';

export interface InvitedFriendsProps {
  friends: InvitedFriend[];
  pageNo: number;
  totalPages: number;
  onPage: (pageNo: number) => void;
}

/** The friends who joined with the member's link (masked), newest first: when, where they stand, the reward. */
export function InvitedFriends({ friends, pageNo, totalPages, onPage }: InvitedFriendsProps) {
  const { t, i18n } = useTranslation('referral');
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return (
    <section className="referral-card" aria-labelledby="referral-friends-heading">
      <h2 id="referral-friends-heading" className="referral-card__heading">
        {t('friends_heading')}
      </h2>
      {friends.length === 0 ? (
        <div className="referral-empty">
          <FriendsArt />
          <EmptyState message={t('friends_empty')} icon="user" />
        </div>
      ) : (
        <ul className="referral-friends">
          {friends.map((friend, index) => (
            <li key={`${friend.joinedAt}-${index}`} className="referral-friend">
              <span className="referral-friend__name" dir="ltr">
                {friend.maskedName}
              </span>
              <span className="referral-friend__joined">
                {t('joined_on', { date: formatDateTime(friend.joinedAt, locale, { date: 'medium', time: 'none' }) })}
              </span>
              <span className={`referral-friend__state referral-friend__state--${friend.state}`}>
                {t(`state_${friend.state}`)}
              </span>
              <span className="referral-friend__reward">
                {friend.state === 'rewarded'
                  ? moneyText(friend.reward, locale)
                  : friend.state === 'pending'
                    ? t('qualify_by', {
                        date: formatDateTime(friend.qualifyBy, locale, { date: 'medium', time: 'none' }),
                      })
                    : '—'}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Pager
        className="referral-pager"
        pageNo={pageNo}
        totalPages={totalPages}
        onPage={onPage}
        texts={{ previous: t('previous'), next: t('next'), pageOf: t('page_of', { page: pageNo, pages: totalPages }) }}
      />
    </section>
  );
}
