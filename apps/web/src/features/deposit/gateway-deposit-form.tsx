import { startGatewayDeposit, type DepositChannel, type EndpointInput } from '@ficha/contract';
import { FormOutcome, textValues, withChecks, withRequest } from '@ficha/ui/forms';
import { useTranslation } from 'react-i18next';
import { Button } from '@ficha/ui';
import { AmountField } from './amount-field.tsx';
import { amountFieldError, wireAmount } from './deposit-checks.ts';
import { useStartGatewayDeposit } from './queries.ts';
import { useDepositForm } from './use-deposit-form.ts';

/** The gateway returns the player to this page when the payment is done. */
const returnPath = '/member?page=depositv2';

/** A gateway deposit: the amount, then the gateway's payment page in a new tab (or this one if blocked). */
export function GatewayDepositForm({ channel, promotionId }: { channel: DepositChannel; promotionId: number | null }) {
  const { t } = useTranslation('deposit');
  const start = useStartGatewayDeposit();
  const { form, submission, status, errorText, formError, handleSubmit } = useDepositForm({
    defaultValues: { amount: '' },
    schema: withRequest(
      withChecks(textValues('amount'), ({ amount }) => [amountFieldError(amount, channel)]).transform(
        ({ amount }): EndpointInput<typeof startGatewayDeposit> => ({
          channelCode: channel.code,
          amount: wireAmount(amount, channel),
          ...(promotionId === null ? {} : { promotionId }),
          returnPath,
        }),
      ),
      startGatewayDeposit.request,
    ),
    fields: ['amount'],
    submit: async (body) => {
      // Opened in the click's turn (the checks only wait for promises), so pop-up blockers let it through;
      // it gets the address when it is known.
      const tab = window.open('', '_blank');
      try {
        const { redirectUrl, deposit } = await start.mutateAsync(body);
        if (tab) tab.location.href = redirectUrl;
        else window.location.assign(redirectUrl);
        return t('deposit_gateway_opened', { id: deposit.id });
      } catch (error) {
        tab?.close();
        throw error;
      }
    },
  });

  return (
    <form className="card deposit-card deposit-form" noValidate onSubmit={handleSubmit}>
      <h2 className="card__title deposit-card__title">{t('deposit_gateway_title')}</h2>
      <p className="card__note deposit-card__note">{t('deposit_gateway_note')}</p>
      <AmountField
        channel={channel}
        {...form.register('amount')}
        error={errorText('amount')}
        onPick={(amount) => form.setValue('amount', amount, { shouldDirty: true })}
      />
      <Button type="submit" disabled={submission.isPending} aria-busy={submission.isPending}>
        {t('deposit_gateway_continue')}
      </Button>
      <FormOutcome className="deposit-form" status={status} error={formError} />
    </form>
  );
}
