import { paymentChannelKinds } from '@ficha/contract';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useEditForm } from '../../lib/use-edit-form.ts';
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
  type ChannelProblem,
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
  const isNew = target === 'new';
  const create = useCreateChannel();
  const update = useUpdateChannel();
  const { form, submission, problems, failureText } = useEditForm<ChannelDraft>({
    defaultValues: isNew ? emptyChannelDraft : draftOf(target),
    problemsOf: (draft) => draftProblems(draft, isNew),
    // The server's refusals show as the form's message.
    fields: [],
    submit: async (draft) => {
      const fields = channelFieldsOf(draft);
      if (target === 'new') await create.mutateAsync({ code: draft.code, ...fields });
      else await update.mutateAsync({ id: target.id, ...fields });
      onDone();
    },
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const errorsOf = (field: ChannelDraftField) => {
    const problem = problems[field] as ChannelProblem | undefined;
    return problem ? [t(`paymentChannels.${problem}`)] : [];
  };
  const isManual = kind !== 'gateway';

  return (
    <form id="channel-form" className="channel-form" noValidate onSubmit={submission.handleSubmit}>
      <div className="channel-form-grid">
        <TextField
          label={t('paymentChannels.code')}
          hint={isNew ? t('paymentChannels.codeHint') : undefined}
          {...form.register('code', {
            onChange: (event: { target: { value: string } }) => form.setValue('code', event.target.value.toLowerCase()),
          })}
          readOnly={!isNew}
          maxLength={32}
          errors={errorsOf('code')}
        />
        <SelectField
          label={t('paymentChannels.kind')}
          options={paymentChannelKinds.map((kind) => ({ value: kind, label: t(`paymentChannels.kinds.${kind}`) }))}
          {...form.register('kind')}
          disabled={!isNew}
        />
        <TextField
          label={t('paymentChannels.name')}
          {...form.register('name')}
          maxLength={64}
          errors={errorsOf('name')}
        />
        <TextField label={t('paymentChannels.nameEs')} {...form.register('nameEs')} maxLength={64} />
        <TextField label={t('paymentChannels.nameEn')} {...form.register('nameEn')} maxLength={64} />
        {isManual ? (
          <>
            <TextField
              label={kind === 'ewallet' ? t('paymentChannels.walletProvider') : t('paymentChannels.bankName')}
              {...form.register('bankName')}
              maxLength={64}
              errors={errorsOf('bankName')}
            />
            <TextField
              label={t('paymentChannels.accountHolder')}
              {...form.register('accountHolder')}
              maxLength={64}
              errors={errorsOf('accountHolder')}
            />
            <TextField
              label={kind === 'ewallet' ? t('paymentChannels.walletId') : t('paymentChannels.accountNumber')}
              {...form.register('accountNumber')}
              maxLength={64}
              errors={errorsOf('accountNumber')}
            />
          </>
        ) : null}
        <TextField
          label={t('paymentChannels.minAmount')}
          inputMode="decimal"
          {...form.register('minAmount')}
          maxLength={20}
          errors={errorsOf('minAmount')}
        />
        <TextField
          label={t('paymentChannels.maxAmount')}
          inputMode="decimal"
          {...form.register('maxAmount')}
          maxLength={20}
          errors={errorsOf('maxAmount')}
        />
        <TextField
          label={t('paymentChannels.sortOrder')}
          hint={t('paymentChannels.sortOrderHint')}
          inputMode="numeric"
          {...form.register('sortOrder')}
          maxLength={4}
          errors={errorsOf('sortOrder')}
        />
      </div>
      {isManual ? (
        <TextareaField
          label={t('paymentChannels.instructions')}
          {...form.register('instructions')}
          maxLength={500}
          rows={3}
        />
      ) : null}
      <CheckboxField appearance="switch" label={t('paymentChannels.enabled')} {...form.register('enabled')} />
      {failureText ? <AlertMessage message={failureText} /> : null}
    </form>
  );
}
