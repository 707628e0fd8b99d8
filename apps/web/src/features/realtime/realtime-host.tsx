import { type RealtimeNoticeKey, type RealtimeServerMessage, type WalletBalance } from '@ficha/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionToken } from '../../lib/session-store.ts';
import { localKeys, readLocal } from '../../lib/storage.ts';
import { formatDateTime, moneyText, ToastRegion, useToasts } from '@ficha/ui';
import {
  depositKey,
  loyaltyKeys,
  memberKeys,
  messageKeys,
  promotionKeys,
  walletKeys,
  withdrawKeys,
} from '../../lib/query-keys.ts';
import { useSession } from '../../lib/use-session.ts';
import { withPushedBalance } from './pushed-balance.ts';
import { connectRealtime } from './realtime-connection.ts';

/**
 * The signed-in member's realtime pushes (loaded after sign-in, never for visitors or trial accounts):
 * a pushed balance updates the header balance in place, a notification shows as a toast. Mounted while a
 * token is stored; the socket opens once the member is known to be a real one, and closes at sign-out.
 */
/** The queries a notice makes stale: the lists showing the deposit or withdrawal it is about, the VIP rank. */
const staleAfterNotice: Partial<Record<RealtimeNoticeKey, readonly string[]>> = {
  info_deposit_arrival: depositKey,
  info_deposit_failed: depositKey,
  info_withdraw_approve: withdrawKeys.all,
  info_withdraw_reject: withdrawKeys.all,
  info_new_mail: messageKeys.all,
  info_vip_level_up: loyaltyKeys.all,
  // A granted bonus: the promotions' states and the bonus details (the balance is read again below).
  info_bonus_granted: promotionKeys.all,
  // Decision 0077: an issued reward, an approved or rejected application (the reward center and the states).
  info_reward_issued: promotionKeys.all,
  info_application_approved: promotionKeys.all,
  info_application_rejected: promotionKeys.all,
  // A met wagering requirement ends the bonus: its bar leaves the bonus details (the cash came as a balance push).
  info_bonus_converted: promotionKeys.all,
};

export function RealtimeHost() {
  const token = useSessionToken();
  const session = useSession();
  // spec: §6 — a trial account has no wallet and no mail: nothing is pushed to it.
  const isRealMember = Boolean(session.member) && !session.isTrial;
  const queryClient = useQueryClient();
  const { t, i18n } = useTranslation('realtime');
  const { toasts, show, dismiss } = useToasts();

  const handleMessage = useEffectEvent((sessionToken: string, message: RealtimeServerMessage) => {
    const balanceKey = walletKeys.balance(sessionToken);
    switch (message.type) {
      case 'resync':
        void queryClient.invalidateQueries({ queryKey: balanceKey });
        return;
      case 'balance': {
        const updated = withPushedBalance(queryClient.getQueryData<WalletBalance>(balanceKey), message);
        if (updated) queryClient.setQueryData(balanceKey, updated);
        else void queryClient.invalidateQueries({ queryKey: balanceKey });
        return;
      }
      case 'notice': {
        const time = formatDateTime(message.time, i18n.language, { time: 'short' });
        const currency = queryClient.getQueryData<WalletBalance>(balanceKey)?.currency;
        const amount =
          message.amount === undefined ? '' : moneyText(message.amount, i18n.language, currency ? { currency } : {});
        show(t(message.key, { time, amount }));
        const stale = staleAfterNotice[message.key];
        if (stale) void queryClient.invalidateQueries({ queryKey: stale });
        // A grant moves the bonus wallet, which pushes no balance: the balance (wallet + bonus) is read again.
        if (message.key === 'info_bonus_granted' || message.key === 'info_application_approved')
          void queryClient.invalidateQueries({ queryKey: balanceKey });
        return;
      }
      default:
        return;
    }
  });

  useEffect(() => {
    if (!token || !isRealMember) return;
    let hasBeenReady = false;
    return connectRealtime({
      token,
      merchantCode: readLocal(localKeys.merchantCode),
      onMessage: (message) => {
        if (message.type === 'ready') {
          // After a reconnection, pushes may have been missed while the socket was down: read again.
          if (hasBeenReady) void queryClient.invalidateQueries({ queryKey: walletKeys.balance(token) });
          hasBeenReady = true;
          return;
        }
        handleMessage(token, message);
      },
      // The member's call tells whether the session really ended; if so, the usual lost-session flow runs.
      onSessionEnded: () => void queryClient.invalidateQueries({ queryKey: memberKeys.info(token) }),
    });
  }, [token, isRealMember, queryClient]);

  return (
    <ToastRegion toasts={toasts} onDismiss={dismiss} label={t('toasts_label')} dismissLabel={t('toast_dismiss')} />
  );
}
