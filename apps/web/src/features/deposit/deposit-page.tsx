import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/error-message.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { toLocaleTag } from '../../lib/language.ts';
import { EmptyState, ErrorState, LoadingState, moneyText, PaymentMethodMark } from '@ficha/ui';
import { DepositBonusPicker, useJoinableBonuses } from './deposit-bonus-picker.tsx';
import { GatewayDepositForm } from './gateway-deposit-form.tsx';
import { ManualDepositForm } from './manual-deposit-form.tsx';
import { useDepositChannels, useDepositSettings } from './queries.ts';
import { ReceivingAccount } from './receiving-account.tsx';
import { RecentDeposits } from './recent-deposits.tsx';
import '../../ui/card.css';
import './deposit.css';

/**
 * The member centre's deposit page (`depositv2`, "Depositar"): pick a channel, see where to pay, send the
 * request (manual) or go to the gateway, and follow the latest deposits.
 */
export function DepositPage() {
  const { t } = useTranslation('deposit');
  const language = useLanguage();
  const errorMessage = useErrorMessage();
  const settings = useDepositSettings();
  const channels = useDepositChannels();
  const [pickedCode, setPickedCode] = useState<string | null>(null);
  // `?promotion=<id>` comes from a deposit bonus's "Join" on /promotions.
  const [searchParams] = useSearchParams();
  const [pickedBonus, setPickedBonus] = useState<number | null>(() => Number(searchParams.get('promotion')) || null);
  const joinable = useJoinableBonuses();
  const promotionId = joinable.some((promotion) => promotion.id === pickedBonus) ? pickedBonus : null;

  if (settings.isError || channels.isError) {
    const error = settings.error ?? channels.error;
    return (
      <ErrorState
        message={errorMessage(error)}
        retryLabel={t('deposit_retry')}
        onRetry={() => void Promise.all([settings.refetch(), channels.refetch()])}
      />
    );
  }
  if (!settings.data || !channels.data) return <LoadingState label={t('deposit_loading')} />;
  const list = channels.data;
  const channel = list.find((c) => c.code === pickedCode) ?? list[0];

  return (
    <div className="deposit-page">
      {settings.data.allowDeposit === 'N' || !channel ? (
        <EmptyState message={t('deposit_unavailable')} />
      ) : (
        <>
          <fieldset className="card deposit-card deposit-channels">
            <legend className="card__title deposit-card__title">{t('deposit_choose_channel')}</legend>
            <div className="deposit-channels__list">
              {list.map((option) => (
                <label key={option.code} className="deposit-channel">
                  <input
                    type="radio"
                    name="deposit-channel"
                    value={option.code}
                    checked={option.code === channel.code}
                    onChange={() => setPickedCode(option.code)}
                  />
                  <span className="deposit-channel__name">{option.name}</span>
                  <span className="deposit-channel__meta">
                    {option.minAmount === option.maxAmount
                      ? t('deposit_amount_fixed', { amount: moneyText(option.minAmount, toLocaleTag(language)) })
                      : t('deposit_limits_short', {
                          min: moneyText(option.minAmount, toLocaleTag(language)),
                          max: moneyText(option.maxAmount, toLocaleTag(language)),
                        })}
                  </span>
                  <PaymentMethodMark kind={option.kind} />
                </label>
              ))}
            </div>
          </fieldset>
          <DepositBonusPicker joinable={joinable} promotionId={promotionId} onChange={setPickedBonus} />
          {channel.kind === 'gateway' ? (
            <GatewayDepositForm key={channel.code} channel={channel} promotionId={promotionId} />
          ) : (
            <div className="deposit-page__manual">
              <ReceivingAccount channel={channel} />
              <ManualDepositForm key={channel.code} channel={channel} promotionId={promotionId} />
            </div>
          )}
        </>
      )}
      <RecentDeposits />
    </div>
  );
}
