import type { DepositChannel } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { CopyButton } from './copy-button.tsx';

/** Where a manual deposit goes: bank or provider, holder, account number or e-wallet id, each copyable. */
export function ReceivingAccount({ channel }: { channel: DepositChannel }) {
  const { t } = useTranslation('deposit');
  const rows = [
    { label: channel.kind === 'ewallet' ? t('deposit_wallet_provider') : t('deposit_bank'), value: channel.bankName },
    { label: t('deposit_account_holder'), value: channel.accountHolder },
    {
      label: channel.kind === 'ewallet' ? t('deposit_wallet_id') : t('deposit_account_number'),
      value: channel.accountNumber,
    },
  ].filter((row) => row.value);
  return (
    <section className="card deposit-card" aria-labelledby="deposit-account-title">
      <h2 id="deposit-account-title" className="card__title deposit-card__title">
        {t('deposit_receiving_account')}
      </h2>
      <dl className="deposit-account">
        {rows.map((row) => (
          <div key={row.label} className="deposit-account__row">
            <dt>{row.label}</dt>
            <dd>
              <span className="deposit-account__value">{row.value}</span>
              <CopyButton value={row.value} label={row.label} />
            </dd>
          </div>
        ))}
      </dl>
      {channel.instructions ? <p className="card__note deposit-card__note">{channel.instructions}</p> : null}
    </section>
  );
}
