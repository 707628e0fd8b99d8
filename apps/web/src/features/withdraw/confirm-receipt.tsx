import type { MemberWithdrawal } from '@ficha/contract';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/error-message.ts';
import { readProofFile } from '@ficha/ui';
import { Button } from '@ficha/ui';
import { useConfirmWithdrawal } from './queries.ts';

export interface ConfirmReceiptProps {
  withdrawal: MemberWithdrawal;
  timeText: (iso: string) => string;
}

/** SPEC §4 "Withdrawal confirmation": received, all received, or not received with a proof image. */
export function ConfirmReceipt({ withdrawal, timeText }: ConfirmReceiptProps) {
  const { t } = useTranslation('withdraw');
  const errorMessage = useErrorMessage();
  const confirm = useConfirmWithdrawal();
  const fileId = useId();
  const [isReporting, setIsReporting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const answer = (value: 'received' | 'all_received', proofImage?: string) =>
    confirm.mutate(
      { withdrawalId: withdrawal.id, answer: value, ...(proofImage ? { proofImage } : {}) },
      { onError: (failure) => setError(errorMessage(failure)) },
    );

  const handleProof = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const read = await readProofFile(file);
    if (!read.ok) {
      setError(t(read.reason === 'not_image' ? 'proof_type' : 'proof_size'));
      return;
    }
    setError(null);
    confirm.mutate(
      { withdrawalId: withdrawal.id, answer: 'not_received', proofImage: read.base64 },
      { onError: (failure) => setError(errorMessage(failure)) },
    );
  };

  return (
    <div className="withdraw-confirm">
      {withdrawal.status === 'paid' && withdrawal.autoConfirmAt ? (
        <p className="card__note">{t('auto_confirm_at', { time: timeText(withdrawal.autoConfirmAt) })}</p>
      ) : null}
      <div className="withdraw-form__actions">
        <Button size="small" disabled={confirm.isPending} onClick={() => answer('received')}>
          {t('answer_received')}
        </Button>
        <Button size="small" variant="secondary" disabled={confirm.isPending} onClick={() => answer('all_received')}>
          {t('answer_all_received')}
        </Button>
        {withdrawal.status === 'paid' ? (
          <Button size="small" variant="ghost" disabled={confirm.isPending} onClick={() => setIsReporting(true)}>
            {t('answer_not_received')}
          </Button>
        ) : null}
      </div>
      {isReporting && withdrawal.status === 'paid' ? (
        <div className="withdraw-confirm__proof">
          <label htmlFor={fileId}>{t('proof_label')}</label>
          <input id={fileId} type="file" accept="image/png,image/jpeg" onChange={(e) => void handleProof(e)} />
        </div>
      ) : null}
      {error ? (
        <p className="withdraw-form__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
