import type { DepositChannel } from '@ficha/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/error-message.ts';
import { Button, TextField } from '@ficha/ui';
import { AmountField } from './amount-field.tsx';
import { checkAmount, checkProof, type AmountProblem, type ProofProblem } from './deposit-checks.ts';
import { ProofField } from './proof-field.tsx';
import { useSubmitDeposit } from './queries.ts';

/** A manual deposit: amount, the transfer's reference and a proof image (previewed), then pending review. */
export function ManualDepositForm({ channel }: { channel: DepositChannel }) {
  const { t } = useTranslation('deposit');
  const errorMessage = useErrorMessage();
  const submit = useSubmitDeposit();
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<{
    amount?: AmountProblem;
    reference?: 'deposit_reference_required';
    proof?: ProofProblem;
  }>({});
  const [status, setStatus] = useState<string | null>(null);

  // A data: URL (the site's CSP allows data: images, not blob:).
  const [preview, setPreview] = useState<string | null>(null);

  async function pickFile(picked: File | null) {
    setStatus(null);
    const checked = await checkProof(picked);
    setProblems((current) => ({ ...current, proof: checked.ok ? undefined : checked.problem }));
    setFile(checked.ok ? picked : null);
    setPreview(checked.ok ? `data:${checked.contentType};base64,${checked.base64}` : null);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus(null);
    const checkedAmount = checkAmount(amount, channel);
    const checkedProof = await checkProof(file);
    const next = {
      amount: checkedAmount.ok ? undefined : checkedAmount.problem,
      reference: reference.trim() ? undefined : ('deposit_reference_required' as const),
      proof: checkedProof.ok ? undefined : checkedProof.problem,
    };
    setProblems(next);
    if (!checkedAmount.ok || !checkedProof.ok || next.reference || !file) return;
    submit.mutate(
      {
        channelCode: channel.code,
        amount: checkedAmount.amount,
        reference: reference.trim(),
        proof: { contentType: checkedProof.contentType, dataBase64: checkedProof.base64 },
      },
      {
        onSuccess: (deposit) => {
          setAmount('');
          setReference('');
          setFile(null);
          setPreview(null);
          setStatus(t('deposit_submitted', { id: deposit.id }));
        },
      },
    );
  }

  return (
    <form className="card deposit-card deposit-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
      <h2 className="card__title deposit-card__title">{t('deposit_request_title')}</h2>
      <AmountField
        channel={channel}
        value={amount}
        error={problems.amount ? t(problems.amount) : null}
        onChange={setAmount}
      />
      <TextField
        label={t('deposit_reference')}
        hint={t('deposit_reference_hint')}
        maxLength={64}
        required
        value={reference}
        error={problems.reference ? t(problems.reference) : null}
        onChange={(event) => setReference(event.target.value)}
      />
      <ProofField
        key={status ?? 'form'}
        fileName={file?.name ?? null}
        error={problems.proof ? t(problems.proof) : null}
        onPick={(picked) => void pickFile(picked)}
      />
      {preview ? <img className="deposit-form__preview" src={preview} alt={t('deposit_proof_preview')} /> : null}
      <Button type="submit" disabled={submit.isPending} aria-busy={submit.isPending}>
        {submit.isPending ? t('deposit_sending') : t('deposit_submit')}
      </Button>
      <p className="deposit-form__status" role="status">
        {status}
      </p>
      {submit.isError ? (
        <p className="deposit-form__error" role="alert">
          {errorMessage(submit.error)}
        </p>
      ) : null}
    </form>
  );
}
