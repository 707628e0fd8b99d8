import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { memberPageHref } from '../../lib/member-pages.ts';
import { buttonClassName, Icon } from '@ficha/ui';
import './header-deposit-button.css';

/**
 * The header's Deposit button (SPEC §2.2) for a real member: opens the member centre's deposit page. On a phone it
 * keeps its place as a compact "+" (its name stays for assistive technology).
 */
export function HeaderDepositButton() {
  const { t } = useTranslation('deposit');
  return (
    <Link to={memberPageHref('depositv2')} className={`${buttonClassName('primary', 'small')} header-deposit-button`}>
      <span className="header-deposit-button__icon">
        <Icon name="plus" size="small" />
      </span>
      <span className="header-deposit-button__label">{t('deposit_header_button')}</span>
    </Link>
  );
}
