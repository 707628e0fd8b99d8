import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { memberPageHref } from '../../lib/member-pages.ts';
import { buttonClassName } from '@ficha/ui';
import './header-deposit-button.css';

/** The header's Deposit button (SPEC §2.2) for a real member: opens the member centre's deposit page. */
export function HeaderDepositButton() {
  const { t } = useTranslation('deposit');
  return (
    <Link to={memberPageHref('depositv2')} className={`${buttonClassName('primary', 'small')} header-deposit-button`}>
      {t('deposit_header_button')}
    </Link>
  );
}
