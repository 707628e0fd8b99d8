import { DataTable, EmptyState, ErrorState, formatDateTime, LoadingState, moneyText, RowAction } from '@ficha/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../lib/use-can.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { Badge } from '../../ui/badge.tsx';
import { RejectReasonDialog } from '../../ui/reject-reason-dialog.tsx';
import { useCancelLotteryDraw, useLotteryDraws, type LotteryCalendarRow } from './queries.ts';

const stateTone = { open: 'info', drawn: 'success', settled: 'success', cancelled: 'danger' } as const;

/** A game's upcoming and past draws with the merchant's tickets; a draw not drawn yet may be cancelled. */
export function DrawCalendarTab({ providerCode, gameCode }: { providerCode: string; gameCode: string }) {
  const { t, i18n } = useTranslation();
  const canCancel = useCan('lottery.cancel');
  const { errorMessage } = useErrorMessage();
  const draws = useLotteryDraws(providerCode, gameCode);
  const cancel = useCancelLotteryDraw();
  const [cancelling, setCancelling] = useState<LotteryCalendarRow | null>(null);
  const [done, setDone] = useState<string | null>(null);

  if (draws.isPending) return <LoadingState label={t('states.loading')} />;
  if (draws.isError) return <ErrorState message={errorMessage(draws.error)} onRetry={() => void draws.refetch()} />;

  const time = (iso: string) => <time dateTime={iso}>{formatDateTime(iso, i18n.language, { time: 'short' })}</time>;
  const stateLabel = (draw: LotteryCalendarRow) =>
    draw.state === 'open' && draw.closed ? t('lottery.draws.state.closed') : t(`lottery.draws.state.${draw.state}`);
  const table = (rows: readonly LotteryCalendarRow[], caption: string) => (
    <DataTable
      caption={caption}
      rows={rows}
      rowKey={(draw) => draw.drawCode}
      columns={[
        { label: t('lottery.draws.code'), cell: (draw) => <code>{draw.drawCode}</code> },
        { label: t('lottery.draws.drawAt'), cell: (draw) => time(draw.drawAt) },
        {
          label: t('lottery.draws.stateLabel'),
          cell: (draw) => <Badge label={stateLabel(draw)} tone={stateTone[draw.state]} />,
        },
        { label: t('lottery.draws.numbers'), cell: (draw) => (draw.numbers ? draw.numbers.join(' ') : '—') },
        { label: t('lottery.draws.tickets'), cell: (draw) => String(draw.tickets) },
        { label: t('lottery.draws.stake'), cell: (draw) => moneyText(draw.stake, i18n.language) },
        { label: t('lottery.draws.payout'), cell: (draw) => moneyText(draw.payout, i18n.language) },
        {
          label: t('lottery.draws.refunded'),
          cell: (draw) =>
            draw.cancellation ? (
              <span title={draw.cancellation.reason}>
                {t('lottery.draws.refundedCount', { count: draw.refunded })} · {draw.cancellation.reason}
              </span>
            ) : (
              String(draw.refunded)
            ),
        },
        {
          label: t('lottery.actions'),
          cell: (draw) =>
            canCancel && draw.state === 'open' ? (
              <RowAction
                label={t('lottery.draws.cancel')}
                rowName={draw.drawCode}
                onClick={() => {
                  cancel.reset();
                  setCancelling(draw);
                }}
              />
            ) : null,
        },
      ]}
    />
  );

  return (
    <section className="lottery-tab">
      {done ? (
        <p className="lottery-done" role="status">
          {done}
        </p>
      ) : null}
      <h2 className="lottery-subtitle">{t('lottery.draws.upcoming')}</h2>
      {draws.data.upcoming.length === 0 ? (
        <EmptyState message={t('lottery.draws.noUpcoming')} />
      ) : (
        table(draws.data.upcoming, t('lottery.draws.upcoming'))
      )}
      <h2 className="lottery-subtitle">{t('lottery.draws.past')}</h2>
      {draws.data.past.length === 0 ? (
        <EmptyState message={t('lottery.draws.noPast')} />
      ) : (
        table(draws.data.past, t('lottery.draws.past'))
      )}
      <RejectReasonDialog
        isOpen={cancelling !== null}
        title={t('lottery.draws.cancelTitle', { draw: cancelling?.drawCode ?? '' })}
        actionLabel={t('lottery.draws.cancelAction')}
        texts={{
          reason: t('lottery.draws.reason'),
          hint: t('lottery.draws.reasonHint', { count: cancelling?.tickets ?? 0 }),
          required: t('lottery.draws.reasonRequired'),
        }}
        isBusy={cancel.isPending}
        error={cancel.isError ? errorMessage(cancel.error) : null}
        onClose={() => setCancelling(null)}
        onReject={(reason, close) =>
          cancel.mutate(
            { providerCode, drawCode: cancelling!.drawCode, reason },
            {
              onSuccess: (answer) => {
                setDone(
                  t('lottery.draws.cancelled', {
                    draw: answer.drawCode,
                    count: answer.refunded,
                    amount: moneyText(answer.refundedStake, i18n.language),
                  }),
                );
                close();
              },
            },
          )
        }
      />
    </section>
  );
}
