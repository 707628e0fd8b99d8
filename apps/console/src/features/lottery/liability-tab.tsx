import { DataTable, EmptyState, ErrorState, formatDateTime, LoadingState, moneyText } from '@ficha/ui';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { useLotteryLiability } from './queries.ts';

/** What the merchant would pay on each selection of the game's draw taking tickets, the largest first. */
export function LiabilityTab({ providerCode, gameCode }: { providerCode: string; gameCode: string }) {
  const { t, i18n } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const liability = useLotteryLiability(providerCode, gameCode);

  if (liability.isPending) return <LoadingState label={t('states.loading')} />;
  if (liability.isError) {
    return <ErrorState message={errorMessage(liability.error)} onRetry={() => void liability.refetch()} />;
  }
  const { draw, selections } = liability.data;
  if (!draw) return <EmptyState message={t('lottery.liability.noDraw')} />;
  return (
    <section className="lottery-tab">
      <p className="lottery-hint">
        {t('lottery.liability.summary', {
          draw: draw.drawCode,
          closesAt: formatDateTime(draw.closesAt, i18n.language, { time: 'short' }),
          tickets: liability.data.tickets,
          stake: moneyText(liability.data.stake, i18n.language),
        })}
      </p>
      {selections.length === 0 ? (
        <EmptyState message={t('lottery.liability.none')} />
      ) : (
        <DataTable
          caption={t('lottery.liability.caption', { draw: draw.drawCode })}
          rows={selections}
          rowKey={(row) => row.selection}
          columns={[
            { label: t('lottery.liability.selection'), cell: (row) => <code>{row.selection}</code> },
            { label: t('lottery.settings.betType'), cell: (row) => row.betType },
            { label: t('lottery.liability.units'), cell: (row) => String(row.units) },
            { label: t('lottery.draws.stake'), cell: (row) => moneyText(row.stake, i18n.language) },
            { label: t('lottery.liability.payout'), cell: (row) => moneyText(row.payout, i18n.language) },
          ]}
        />
      )}
    </section>
  );
}
