import { wireMoneyText } from '@ficha/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { memberPath } from '../../lib/route-table.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { toLocaleTag } from '../../lib/language.ts';
import { useSessionToken } from '../../lib/session-store.ts';
import { useSession } from '../../lib/use-session.ts';
import { walletBalanceQuery } from '../../lib/wallet-queries.ts';
import { TransferForm } from './transfer-form.tsx';
import '../../ui/card.css';
import './money.css';

/** The agent area's "transfer to downline" card (SPEC §6: agents transfer to their own downline). */
export function DownlineTransferSection({ username }: { username?: string }) {
  const { t } = useTranslation('money');
  const { member } = useSession();
  const locale = toLocaleTag(useLanguage());
  const balance = useQuery(walletBalanceQuery(useSessionToken()));
  return (
    <section className="agent-home__card card" aria-labelledby="downline-transfer-heading">
      <h2 id="downline-transfer-heading" className="agent-home__heading">
        {t('transfer_to_sub')}
      </h2>
      <p className="card__note">{t('transfer_to_sub_text')}</p>
      {balance.data ? (
        <dl className="money-facts">
          <dt>{t('transfer_available')}</dt>
          <dd>
            {balance.data.currencySymbol} {wireMoneyText(balance.data.sumBalance, locale)}
          </dd>
        </dl>
      ) : null}
      {member?.hasPaymentPassword ? (
        <TransferForm target="downline" defaultUsername={username} />
      ) : (
        <p className="card__note">
          {t('transfer_set_payment_password')} <Link to={memberPath}>{t('transfer_go_security')}</Link>
        </p>
      )}
    </section>
  );
}
