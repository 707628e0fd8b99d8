import { wireMoneyText } from '@ficha/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { memberPageHref } from '../../lib/member-pages.ts';
import { useErrorMessage } from '../../lib/error-message.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { toLocaleTag } from '../../lib/language.ts';
import { ErrorState, LoadingState } from '@ficha/ui';
import { transferUplineQuery } from './queries.ts';
import { TransferForm } from './transfer-form.tsx';
import '../../ui/card.css';
import './money.css';

/** Member-centre page `transferUpline` ("Transferir al superior", module AGETRANSFERUP3). */
export function TransferUpline() {
  const { t } = useTranslation('money');
  const locale = toLocaleTag(useLanguage());
  const errorMessage = useErrorMessage();
  const info = useQuery(transferUplineQuery());

  let content;
  if (info.isPending) content = <LoadingState label={t('wallet_loading')} />;
  else if (info.isError)
    content = (
      <ErrorState
        message={errorMessage(info.error)}
        retryLabel={t('retry')}
        onRetry={() => void info.refetch()}
        isRetrying={info.isFetching}
      />
    );
  else if (!info.data.upline) content = <p>{t('transfer_no_upline')}</p>;
  else
    content = (
      <>
        <dl className="money-facts">
          <dt>{t('transfer_upline_agent')}</dt>
          <dd>{info.data.upline}</dd>
          <dt>{t('transfer_available')}</dt>
          <dd>{wireMoneyText(info.data.balance, locale)}</dd>
        </dl>
        {info.data.hasPaymentPassword ? (
          <TransferForm target="upline" />
        ) : (
          <p className="card__note">
            {t('transfer_set_payment_password')}{' '}
            <Link to={memberPageHref('securityCenter')}>{t('transfer_go_security')}</Link>
          </p>
        )}
      </>
    );

  return (
    <div className="money-page">
      <section className="card" aria-labelledby="transfer-upline-text">
        <p id="transfer-upline-text" className="card__note">
          {t('transfer_to_upline_text')}
        </p>
        {content}
      </section>
    </div>
  );
}
