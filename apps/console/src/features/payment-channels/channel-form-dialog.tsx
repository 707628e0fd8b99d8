import { paymentChannelKinds, type PaymentChannelKind } from '@ficha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { AlertMessage } from '../../ui/alert-message.tsx';
import { CheckboxField, SelectField, TextareaField, TextField } from '@ficha/ui';
import { EditDialog } from '../../ui/edit-dialog.tsx';
import {
  channelFieldsOf,
  draftOf,
  draftProblems,
  emptyChannelDraft,
  type ChannelDraft,
  type ChannelDraftField,
} from './channel-draft.ts';
import { useCreateChannel, useUpdateChannel, type PaymentChannel } from './queries.ts';
import './payment-channels.css';

export interface ChannelFormDialogProps {
  /** `new` to create a channel, a channel to edit it, null when closed. */
  target: PaymentChannel | 'new' | null;
  onClose: () => void;
}

/** Creates or edits a payment channel; the code and kind of an existing channel stay as they are. */
export function ChannelFormDialog({ target, onClose }: ChannelFormDialogProps) {
  const { t } = useTranslation();
  return (
    <EditDialog
      item={target}
      title={(target) =>
        target === 'new' ? t('paymentChannels.newTitle') : t('paymentChannels.editTitle', { code: target.code })
      }
      formId="channel-form"
      submitLabel={t('paymentChannels.save')}
      onClose={onClose}
    >
      {(target) => <ChannelForm key={target === 'new' ? 'new' : target.id} target={target} onDone={onClose} />}
    </EditDialog>
  );
}

function ChannelForm({ target, onDone }: { target: PaymentChannel | 'new'; onDone: () => void }) {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const isNew = target === 'new';
  const [draft, setDraft] = useState<ChannelDraft>(isNew ? emptyChannelDraft : draftOf(target));
  const [isChecked, setIsChecked] = useState(false);
  const create = useCreateChannel();
  const update = useUpdateChannel();
  const saving = isNew ? create : update;
  const problems = isChecked ? draftProblems(draft, isNew) : {};
  const errorsOf = (field: ChannelDraftField) => {
    const problem = problems[field];
    return problem ? [t(`paymentChannels.${problem}`)] : [];
  };
  const set = (change: Partial<ChannelDraft>) => setDraft((current) => ({ ...current, ...change }));
  const isManual = draft.kind !== 'gateway';

  return (
    <form
      id="channel-form"
      className="channel-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setIsChecked(true);
        if (Object.keys(draftProblems(draft, isNew)).length > 0) return;
        const fields = channelFieldsOf(draft);
        if (target === 'new') create.mutate({ code: draft.code, ...fields }, { onSuccess: onDone });
        else update.mutate({ id: target.id, ...fields }, { onSuccess: onDone });
      }}
    >
      <div className="channel-form-grid">
        <TextField
          label={t('paymentChannels.code')}
          hint={isNew ? t('paymentChannels.codeHint') : undefined}
          value={draft.code}
          readOnly={!isNew}
          maxLength={32}
          errors={errorsOf('code')}
          onChange={(event) => set({ code: event.target.value.toLowerCase() })}
        />
        <SelectField
          label={t('paymentChannels.kind')}
          options={paymentChannelKinds.map((kind) => ({ value: kind, label: t(`paymentChannels.kinds.${kind}`) }))}
          value={draft.kind}
          disabled={!isNew}
          onChange={(event) => set({ kind: event.target.value as PaymentChannelKind })}
        />
        <TextField
          label={t('paymentChannels.name')}
          value={draft.name}
          maxLength={64}
          errors={errorsOf('name')}
          onChange={(event) => set({ name: event.target.value })}
        />
        <TextField
          label={t('paymentChannels.nameEs')}
          value={draft.nameEs}
          maxLength={64}
          onChange={(event) => set({ nameEs: event.target.value })}
        />
        <TextField
          label={t('paymentChannels.nameEn')}
          value={draft.nameEn}
          maxLength={64}
          onChange={(event) => set({ nameEn: event.target.value })}
        />
        {isManual ? (
          <>
            <TextField
              label={draft.kind === 'ewallet' ? t('paymentChannels.walletProvider') : t('paymentChannels.bankName')}
              value={draft.bankName}
              maxLength={64}
              errors={errorsOf('bankName')}
              onChange={(event) => set({ bankName: event.target.value })}
            />
            <TextField
              label={t('paymentChannels.accountHolder')}
              value={draft.accountHolder}
              maxLength={64}
              errors={errorsOf('accountHolder')}
              onChange={(event) => set({ accountHolder: event.target.value })}
            />
            <TextField
              label={draft.kind === 'ewallet' ? t('paymentChannels.walletId') : t('paymentChannels.accountNumber')}
              value={draft.accountNumber}
              maxLength={64}
              errors={errorsOf('accountNumber')}
              onChange={(event) => set({ accountNumber: event.target.value })}
            />
          </>
        ) : null}
        <TextField
          label={t('paymentChannels.minAmount')}
          inputMode="decimal"
          value={draft.minAmount}
          maxLength={20}
          errors={errorsOf('minAmount')}
          onChange={(event) => set({ minAmount: event.target.value })}
        />
        <TextField
          label={t('paymentChannels.maxAmount')}
          inputMode="decimal"
          value={draft.maxAmount}
          maxLength={20}
          errors={errorsOf('maxAmount')}
          onChange={(event) => set({ maxAmount: event.target.value })}
        />
        <TextField
          label={t('paymentChannels.sortOrder')}
          hint={t('paymentChannels.sortOrderHint')}
          inputMode="numeric"
          value={draft.sortOrder}
          maxLength={4}
          errors={errorsOf('sortOrder')}
          onChange={(event) => set({ sortOrder: event.target.value })}
        />
      </div>
      {isManual ? (
        <TextareaField
          label={t('paymentChannels.instructions')}
          value={draft.instructions}
          maxLength={500}
          rows={3}
          onChange={(event) => set({ instructions: event.target.value })}
        />
      ) : null}
      <CheckboxField
        appearance="switch"
        label={t('paymentChannels.enabled')}
        checked={draft.enabled}
        onCheckedChange={(enabled) => set({ enabled })}
      />
      {saving.isError ? <AlertMessage message={errorMessage(saving.error)} /> : null}
    </form>
  );
}
