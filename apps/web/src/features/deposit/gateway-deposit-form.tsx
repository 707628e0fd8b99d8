import type { DepositChannel } from '@ficha/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/error-message.ts';
import { Button } from '@ficha/ui';
import { AmountField } from './amount-field.tsx';
import { checkAmount, type AmountProblem } from './deposit-checks.ts';
import { useStartGatewayDeposit } from './queries.ts';

/** The gateway returns the player to this page when the payment is done. */
const returnPath = '/member?page=depositv2';

/** A gateway deposit: the amount, then the gateway's payment page in a new tab (or this one if blocked). */
export function GatewayDepositForm({ channel }: { channel: DepositChannel }) {
  const { t } = useTranslation('deposit');
  const errorMessage = useErrorMessage();
  const start = useStartGatewayDeposit();
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<AmountProblem | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkAmount(amount, channel);
    setProblem(checked.ok ? null : checked.problem);
    if (!checked.ok) return;
    // Opened now, inside the click, so pop-up blockers let it through; it gets the address when it is known.
    const tab = window.open('', '_blank');
    start.mutate(
      { channelCode: channel.code, amount: checked.amount, returnPath },
      {
        onSuccess: ({ redirectUrl, deposit }) => {
          setAmount('');
          setStatus(t('deposit_gateway_opened', { id: deposit.id }));
          if (tab) tab.location.href = redirectUrl;
          else window.location.assign(redirectUrl);
        },
        onError: () => tab?.close(),
      },
    );
  }

  return (
    <form className="card deposit-card deposit-form" noValidate onSubmit={handleSubmit}>
      <h2 className="card__title deposit-card__title">{t('deposit_gateway_title')}</h2>
      <p className="card__note deposit-card__note">{t('deposit_gateway_note')}</p>
      <AmountField channel={channel} value={amount} error={problem ? t(problem) : null} onChange={setAmount} />
      <Button type="submit" disabled={start.isPending} aria-busy={start.isPending}>
        {t('deposit_gateway_continue')}
      </Button>
      <p className="deposit-form__status" role="status">
        {status}
      </p>
      {start.isError ? (
        <p className="deposit-form__error" role="alert">
          {errorMessage(start.error)}
        </p>
      ) : null}
    </form>
  );
}
