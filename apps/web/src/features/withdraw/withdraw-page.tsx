import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/error-message.ts';
import { ErrorState, LoadingState } from '@ficha/ui';
import { BankAccountsSection } from './bank-accounts-section.tsx';
import { MyWithdrawals } from './my-withdrawals.tsx';
import { bankAccountsQuery, withdrawSettingsQuery } from './queries.ts';
import { WithdrawSummary } from './withdraw-summary.tsx';
import { WithdrawalForm } from './withdrawal-form.tsx';
import '../../ui/card.css';
import './withdraw.css';

/** Member centre page `withdraw` (SPEC §2.6): balance and turnover, bank accounts, the request, the history. */
export function WithdrawPage() {
  const { t, i18n } = useTranslation('withdraw');
  const errorMessage = useErrorMessage();
  const settings = useQuery(withdrawSettingsQuery());
  const accounts = useQuery(bankAccountsQuery());
  const locale = i18n.resolvedLanguage ?? i18n.language;

  let top;
  if (settings.isPending) top = <LoadingState label={t('loading')} />;
  else if (settings.isError)
    top = (
      <ErrorState
        message={errorMessage(settings.error)}
        retryLabel={t('retry')}
        onRetry={() => void settings.refetch()}
        isRetrying={settings.isFetching}
      />
    );
  else
    top = (
      <>
        <WithdrawSummary settings={settings.data} locale={locale} />
        {accounts.isSuccess ? (
          <WithdrawalForm settings={settings.data} accounts={accounts.data} locale={locale} />
        ) : null}
      </>
    );

  return (
    <div className="withdraw-page">
      {top}
      <BankAccountsSection locale={locale} />
      <MyWithdrawals locale={locale} />
    </div>
  );
}
