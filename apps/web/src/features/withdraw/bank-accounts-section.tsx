import type { BankAccount } from '@ficha/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/error-message.ts';
import { Button, EmptyState, ErrorState, formatDateTime, LoadingState } from '@ficha/ui';
import { BankAccountForm } from './bank-account-form.tsx';
import { bankAccountsQuery } from './queries.ts';
import { SectionCard } from './section-card.tsx';

/** At most this many accounts per member (the server enforces it too). */
const maxAccounts = 3;

export interface BankAccountsSectionProps {
  locale: string;
}

/** The member's bank accounts, with binding and changing (payment password, cooling-off after a change). */
export function BankAccountsSection({ locale }: BankAccountsSectionProps) {
  const { t } = useTranslation('withdraw');
  const errorMessage = useErrorMessage();
  const accounts = useQuery(bankAccountsQuery());
  const [editing, setEditing] = useState<BankAccount | 'new' | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  let body;
  if (accounts.isPending) body = <LoadingState label={t('loading')} />;
  else if (accounts.isError)
    body = (
      <ErrorState
        message={errorMessage(accounts.error)}
        retryLabel={t('retry')}
        onRetry={() => void accounts.refetch()}
        isRetrying={accounts.isFetching}
      />
    );
  else if (accounts.data.length === 0) body = <EmptyState message={t('no_accounts')} />;
  else
    body = (
      <ul className="withdraw-accounts">
        {accounts.data.map((account) => (
          <li key={account.id} className="withdraw-accounts__item">
            <div>
              <p className="withdraw-accounts__bank">
                {account.bankName} · {account.accountNumberMasked}
              </p>
              <p className="card__note">{account.payeeName}</p>
              {account.coolingUntil ? (
                <p className="withdraw-accounts__cooling">
                  {t('cooling_until', {
                    time: formatDateTime(account.coolingUntil, locale, { date: 'medium', time: 'short' }),
                  })}
                </p>
              ) : null}
            </div>
            <Button variant="secondary" size="small" onClick={() => setEditing(account)}>
              {t('change')}
            </Button>
          </li>
        ))}
      </ul>
    );

  return (
    <SectionCard title={t('accounts_title')} description={t('accounts_text')}>
      {body}
      {editing ? (
        <BankAccountForm
          key={editing === 'new' ? 'new' : editing.id}
          account={editing === 'new' ? null : editing}
          onCancel={() => setEditing(null)}
          onDone={(message) => {
            setEditing(null);
            setStatus(message);
          }}
        />
      ) : accounts.isSuccess && accounts.data.length < maxAccounts ? (
        <Button variant="secondary" onClick={() => setEditing('new')}>
          {t('add_account')}
        </Button>
      ) : null}
      <p className="withdraw-form__status" role="status">
        {status}
      </p>
    </SectionCard>
  );
}
