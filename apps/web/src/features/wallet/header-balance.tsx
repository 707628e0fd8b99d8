import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { memberPageHref } from '../../lib/member-pages.ts';
import { useSessionToken } from '../../lib/session-store.ts';
import { Icon, moneyText } from '@ficha/ui';
import { maskedBalance } from './masked-balance.ts';
import { walletBalanceQuery } from '../../lib/wallet-queries.ts';
import './header-balance.css';

const hiddenKey = 'balanceHidden';

function readHidden(): boolean {
  try {
    return localStorage.getItem(hiddenKey) === '1';
  } catch {
    return false;
  }
}

/** The bonus wallet's row of the balance answer (decision 0054); the main wallet is 0. */
const bonusAccountTypeId = 1;

/**
 * The header balance (SPEC §2.2): two decimals with separators, a mask toggle that sticks, and a refresh. While
 * the member holds bonus money, the part of the sum that is bonus shows under it (a link to the bonus details),
 * so cash and bonus are never silently mixed.
 */
export function HeaderBalance() {
  const { t, i18n } = useTranslation('account');
  const token = useSessionToken();
  const query = useQuery(walletBalanceQuery(token));
  const [isHidden, setIsHidden] = useState(readHidden);

  const handleToggle = () => {
    setIsHidden((hidden) => {
      try {
        localStorage.setItem(hiddenKey, hidden ? '0' : '1');
      } catch {
        // Storage may be unavailable; the choice then lasts for this page.
      }
      return !hidden;
    });
  };

  const amount = query.data
    ? isHidden
      ? maskedBalance(query.data.currencySymbol)
      : moneyText(query.data.sumBalance, i18n.language, { currency: query.data.currency })
    : query.isError
      ? t('balance_unavailable')
      : '…';
  const bonus = query.data?.balance.find((row) => row.accountTypeId === bonusAccountTypeId)?.availBalance ?? 0;
  const bonusText = query.data ? moneyText(bonus, i18n.language, { currency: query.data.currency }) : '';

  return (
    <div className="header-balance" role="group" aria-label={t('balance_label')}>
      <span className="header-balance__figures">
        <output className="header-balance__amount" aria-live="polite" aria-busy={query.isFetching}>
          {amount}
        </output>
        {bonus > 0 && !isHidden ? (
          <Link
            className="header-balance__bonus"
            to={memberPageHref('bonusDetails')}
            aria-label={t('balance_bonus_held', { amount: bonusText })}
          >
            <Icon name="gift" size="small" />
            <span aria-hidden="true">{bonusText}</span>
          </Link>
        ) : null}
      </span>
      <button
        type="button"
        className="header-balance__button"
        aria-label={isHidden ? t('balance_show') : t('balance_hide')}
        aria-pressed={isHidden}
        onClick={handleToggle}
      >
        <Icon name={isHidden ? 'eyeOff' : 'eye'} size="small" />
      </button>
      <button
        type="button"
        className="header-balance__button"
        aria-label={t('balance_refresh')}
        disabled={query.isFetching}
        onClick={() => void query.refetch()}
      >
        <Icon name="refresh" size="small" />
      </button>
    </div>
  );
}
