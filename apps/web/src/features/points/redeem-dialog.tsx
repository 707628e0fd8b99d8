import type { PointReward, RedeemRecord } from '@ficha/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, RewardArt, TextField } from '@ficha/ui';
import { useErrorMessage } from '../../lib/error-message.ts';
import { useRedeemReward } from './queries.ts';

export interface RedeemDialogProps {
  reward: PointReward;
  balance: number;
  locale: string;
  onClose: () => void;
}

/** Redeems one unit of a reward with the payment password; the answer (the record) replaces the form. */
export function RedeemDialog({ reward, balance, locale, onClose }: RedeemDialogProps) {
  const { t } = useTranslation('points');
  const errorMessage = useErrorMessage();
  const redeem = useRedeemReward();
  const formId = useId();
  const [paymentPassword, setPaymentPassword] = useState('');
  const [done, setDone] = useState<RedeemRecord | null>(null);
  const number = (value: number) => value.toLocaleString(locale);

  const footer = done ? (
    <Button onClick={onClose}>{t('close')}</Button>
  ) : (
    <>
      <Button variant="secondary" onClick={onClose}>
        {t('cancel')}
      </Button>
      <Button type="submit" form={formId} disabled={redeem.isPending} aria-busy={redeem.isPending}>
        {t('confirm')}
      </Button>
    </>
  );

  return (
    <Dialog
      title={t('redeem_named', { name: reward.name })}
      closeLabel={t('close')}
      onClose={onClose}
      size="small"
      isBackdropDismissible={false}
      footer={footer}
    >
      <div className="redeem-dialog">
        <div className="redeem-dialog__art">
          <RewardArt art={reward.art} imageUrl={reward.imageUrl} />
        </div>
        {done ? (
          <p className="redeem-dialog__done" role="status">
            {t(done.status === 'approved' ? 'redeemed_paid' : 'redeemed_waiting', { reference: done.reference })}
          </p>
        ) : (
          <form
            id={formId}
            className="redeem-dialog__form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              redeem.mutate(
                { rewardId: reward.id, quantity: 1, paymentPassword },
                { onSuccess: (record) => setDone(record) },
              );
            }}
          >
            <p>
              {t('redeem_summary', {
                points: number(reward.points),
                after: number(Math.max(0, balance - reward.points)),
              })}
            </p>
            <TextField
              label={t('payment_password')}
              type="password"
              inputMode="numeric"
              autoComplete="off"
              maxLength={6}
              data-autofocus
              value={paymentPassword}
              onChange={(event) => setPaymentPassword(event.target.value)}
              aria-invalid={redeem.isError ? true : undefined}
            />
            {redeem.isError ? (
              <p className="redeem-dialog__error" role="alert">
                {errorMessage(redeem.error)}
              </p>
            ) : null}
          </form>
        )}
      </div>
    </Dialog>
  );
}
