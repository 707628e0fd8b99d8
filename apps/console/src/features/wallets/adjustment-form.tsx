import { adjustmentReasonCodes, readMoneyInput, wireMoneyText, type AdjustmentReasonCode } from '@ficha/contract';
import { bindClearing } from '@ficha/ui/forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditForm } from '../../lib/use-edit-form.ts';
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
  const settings = useAdjustmentSettings();
  const create = useCreateAdjustment();
  const [requestId, setRequestId] = useState(newRequestId);
  const [notice, setNotice] = useState('');
  const { form, submission, problems, formErrorText } = useEditForm<Draft>({
    defaultValues: emptyDraft,
    isCheckedWhenSent: true,
    problemsOf: (draft) => ({ amount: readMoneyInput(draft.amount).ok ? undefined : 'amountInvalid' }),
    // The server's refusals show as the form's message.
    fields: [],
    submit: async (draft) => {
      const amount = readMoneyInput(draft.amount);
      if (!amount.ok) return;
      setNotice('');
      const adjustment = await create.mutateAsync({
        memberId,
        direction: draft.direction,
        amount: amount.amount,
        reasonCode: draft.reasonCode,
        note: draft.note.trim(),
        requestId,
      });
      const shown = wireMoneyText(adjustment.amount, i18n.language);
      setNotice(
        adjustment.status === 'pending'
          ? t('wallet.pendingNotice', { amount: shown })
          : t('wallet.posted', { amount: shown }),
      );
      form.reset(emptyDraft);
      setRequestId(newRequestId());
    },
  });

  // Another value is another adjustment: a new request id, and the last outcome goes.
  const bind = (name: keyof Draft) =>
    bindClearing(form, name, () => {
      form.clearErrors();
      setRequestId(newRequestId());
      setNotice('');
      submission.clearFormError();
    });

  const threshold = settings.data ? wireMoneyText(settings.data.dualApprovalThreshold, i18n.language) : '…';
  return (
    <form className="adjustment-form" noValidate onSubmit={submission.handleSubmit} aria-labelledby="adjustment-title">
      <h3 id="adjustment-title" className="subsection-title">
        {t('wallet.adjustTitle')} · {username}
      </h3>
      <p className="card-hint">{t('wallet.adjustHint', { threshold })}</p>
      <div className="adjustment-form__grid">
        <SelectField
          label={t('wallet.direction')}
          {...bind('direction')}
          options={[
            { value: 'credit', label: t('wallet.credit') },
            { value: 'debit', label: t('wallet.debit') },
          ]}
        />
        <TextField
          label={t('wallet.amount')}
          inputMode="decimal"
          autoComplete="off"
          maxLength={20}
          {...bind('amount')}
          errors={problems['amount'] ? [t('wallet.amountInvalid')] : []}
        />
        <SelectField
          label={t('wallet.reason')}
          {...bind('reasonCode')}
          options={adjustmentReasonCodes.map((code) => ({ value: code, label: t(`wallet.reasons.${code}`) }))}
        />
      </div>
      <TextareaField label={t('wallet.note')} hint={t('wallet.noteHint')} maxLength={200} rows={2} {...bind('note')} />
      {formErrorText ? <AlertMessage message={formErrorText} /> : null}
      <p className="action-status" role="status">
        {notice}
      </p>
      <div>
        <button type="submit" className={buttonClassName('primary')} aria-disabled={submission.isPending || undefined}>
          {submission.isPending ? t('wallet.submitting') : t('wallet.submit')}
        </button>
      </div>
    </form>
  );
}
