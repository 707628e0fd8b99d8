import { adjustmentReasonCodes, readMoneyInput, wireMoneyText, type AdjustmentReasonCode } from '@ficha/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { AlertMessage } from '../../ui/alert-message.tsx';
import { buttonClassName, SelectField, TextareaField, TextField } from '@ficha/ui';
import { newRequestId } from './request-id.ts';
import { useAdjustmentSettings, useCreateAdjustment } from './queries.ts';

export interface AdjustmentFormProps {
  memberId: number;
  username: string;
}

interface Draft {
  direction: 'credit' | 'debit';
  amount: string;
  reasonCode: AdjustmentReasonCode;
  note: string;
}

const emptyDraft: Draft = { direction: 'credit', amount: '', reasonCode: 'goodwill', note: '' };

/**
 * A manual credit or debit with a reason code and a note. One request id per intended adjustment, kept while
 * the operator resubmits the same values, so a retried submit creates one adjustment.
 */
export function AdjustmentForm({ memberId, username }: AdjustmentFormProps) {
  const { t, i18n } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const settings = useAdjustmentSettings();
  const create = useCreateAdjustment();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [requestId, setRequestId] = useState(newRequestId);
  const [amountError, setAmountError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');

  const edit = (change: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setRequestId(newRequestId());
    setAmountError(null);
    setNotice('');
    create.reset();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    const amount = readMoneyInput(draft.amount);
    if (!amount.ok) {
      setAmountError(t('wallet.amountInvalid'));
      return;
    }
    setNotice('');
    create.mutate(
      {
        memberId,
        direction: draft.direction,
        amount: amount.amount,
        reasonCode: draft.reasonCode,
        note: draft.note.trim(),
        requestId,
      },
      {
        onSuccess: (adjustment) => {
          const shown = wireMoneyText(adjustment.amount, i18n.language);
          setNotice(
            adjustment.status === 'pending'
              ? t('wallet.pendingNotice', { amount: shown })
              : t('wallet.posted', { amount: shown }),
          );
          setDraft(emptyDraft);
          setRequestId(newRequestId());
        },
      },
    );
  };

  const threshold = settings.data ? wireMoneyText(settings.data.dualApprovalThreshold, i18n.language) : '…';
  return (
    <form className="adjustment-form" noValidate onSubmit={handleSubmit} aria-labelledby="adjustment-title">
      <h3 id="adjustment-title" className="subsection-title">
        {t('wallet.adjustTitle')} · {username}
      </h3>
      <p className="card-hint">{t('wallet.adjustHint', { threshold })}</p>
      <div className="adjustment-form__grid">
        <SelectField
          label={t('wallet.direction')}
          value={draft.direction}
          options={[
            { value: 'credit', label: t('wallet.credit') },
            { value: 'debit', label: t('wallet.debit') },
          ]}
          onChange={(event) => edit({ direction: event.target.value as Draft['direction'] })}
        />
        <TextField
          label={t('wallet.amount')}
          inputMode="decimal"
          autoComplete="off"
          maxLength={20}
          value={draft.amount}
          errors={amountError ? [amountError] : []}
          onChange={(event) => edit({ amount: event.target.value })}
        />
        <SelectField
          label={t('wallet.reason')}
          value={draft.reasonCode}
          options={adjustmentReasonCodes.map((code) => ({ value: code, label: t(`wallet.reasons.${code}`) }))}
          onChange={(event) => edit({ reasonCode: event.target.value as AdjustmentReasonCode })}
        />
      </div>
      <TextareaField
        label={t('wallet.note')}
        hint={t('wallet.noteHint')}
        maxLength={200}
        rows={2}
        value={draft.note}
        onChange={(event) => edit({ note: event.target.value })}
      />
      {create.isError ? <AlertMessage message={errorMessage(create.error)} /> : null}
      <p className="action-status" role="status">
        {notice}
      </p>
      <div>
        <button type="submit" className={buttonClassName('primary')} aria-disabled={create.isPending || undefined}>
          {create.isPending ? t('wallet.submitting') : t('wallet.submit')}
        </button>
      </div>
    </form>
  );
}
