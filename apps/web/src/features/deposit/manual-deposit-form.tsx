import { submitDeposit, type DepositChannel, type EndpointInput, type ProofImageType } from '@ficha/contract';
import { FormOutcome, withChecks, withRequest } from '@ficha/ui/forms';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button, TextField } from '@ficha/ui';
import { AmountField } from './amount-field.tsx';
import { amountFieldError, checkProof, wireAmount } from './deposit-checks.ts';
import { ProofField } from './proof-field.tsx';
import { useSubmitDeposit } from './queries.ts';
import { useDepositForm } from './use-deposit-form.ts';

/** A proof image the player picked and that passed its checks, read for the JSON body. */
interface PickedProof {
  fileName: string;
  contentType: ProofImageType;
  base64: string;
}

const manualDepositValues = z.object({
  amount: z.string(),
  reference: z.string(),
  proof: z.custom<PickedProof | null>(),
});

/** A manual deposit: amount, the transfer's reference and a proof image (previewed), then pending review. */
export function ManualDepositForm({ channel, promotionId }: { channel: DepositChannel; promotionId: number | null }) {
  const { t } = useTranslation('deposit');
  const submit = useSubmitDeposit();
  const { form, submission, status, setStatus, errorText, formError, handleSubmit } = useDepositForm({
    defaultValues: { amount: '', reference: '', proof: null },
    schema: withRequest(
      withChecks(manualDepositValues, (values) => [
        amountFieldError(values.amount, channel),
        values.reference.trim() ? null : { field: 'reference', reason: 'deposit_reference_required' },
        values.proof ? null : { field: 'proof', reason: 'deposit_proof_required' },
      ]).transform((values): EndpointInput<typeof submitDeposit> => ({
        channelCode: channel.code,
        amount: wireAmount(values.amount, channel),
        ...(promotionId === null ? {} : { promotionId }),
        reference: values.reference.trim(),
        proof: { contentType: values.proof?.contentType ?? 'image/png', dataBase64: values.proof?.base64 ?? '' },
      })),
      submitDeposit.request,
    ),
    fields: ['amount', 'reference', 'proof'],
    submit: async (body) => {
      const deposit = await submit.mutateAsync(body);
      return t('deposit_submitted', { id: deposit.id });
    },
  });
  const proof = useWatch({ control: form.control, name: 'proof' });

  // A picked file is checked at once: a refused one is not kept, and its problem shows until the next send.
  async function pickFile(picked: File | null) {
    setStatus(null);
    const checked = await checkProof(picked);
    if (checked.ok && picked) {
      form.setValue('proof', { fileName: picked.name, contentType: checked.contentType, base64: checked.base64 });
      form.clearErrors('proof');
    } else {
      form.setValue('proof', null);
      if (!checked.ok) form.setError('proof', { type: 'pick', message: checked.problem });
    }
  }

  return (
    <form className="card deposit-card deposit-form" noValidate onSubmit={handleSubmit}>
      <h2 className="card__title deposit-card__title">{t('deposit_request_title')}</h2>
      <AmountField
        channel={channel}
        {...form.register('amount')}
        error={errorText('amount')}
        onPick={(amount) => form.setValue('amount', amount, { shouldDirty: true })}
      />
      <TextField
        label={t('deposit_reference')}
        hint={t('deposit_reference_hint')}
        maxLength={64}
        required
        {...form.register('reference')}
        error={errorText('reference')}
      />
      <ProofField
        key={status ?? 'form'}
        fileName={proof?.fileName ?? null}
        error={errorText('proof')}
        onPick={(picked) => void pickFile(picked)}
      />
      {proof ? (
        // A data: URL (the site's CSP allows data: images, not blob:).
        <img
          className="deposit-form__preview"
          src={`data:${proof.contentType};base64,${proof.base64}`}
          alt={t('deposit_proof_preview')}
        />
      ) : null}
      <Button type="submit" disabled={submission.isPending} aria-busy={submission.isPending}>
        {submission.isPending ? t('deposit_sending') : t('deposit_submit')}
      </Button>
      <FormOutcome className="deposit-form" status={status} error={formError} />
    </form>
  );
}
