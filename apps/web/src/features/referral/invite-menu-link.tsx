import { Icon } from '@ficha/ui';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { memberPageHref } from '../../lib/member-pages.ts';
import { useReferralDetails } from './queries.ts';

/** The side menu's "invite friends" entry (SPEC §2.3): shown while the merchant's referral rewards are on. */
export function InviteMenuLink({
  className,
  onNavigate,
}: {
  className: (state: { isActive: boolean }) => string;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const details = useReferralDetails();
  if (!details.data?.enabled) return null;
  return (
    <li>
      <NavLink to={memberPageHref('referral')} className={className} onClick={onNavigate}>
        <Icon name="gift" />
        {t('menu_invite')}
      </NavLink>
    </li>
  );
}
