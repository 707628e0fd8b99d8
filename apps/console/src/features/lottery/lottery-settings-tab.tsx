import { DataTable, ErrorState, LoadingState, moneyText, RowAction } from '@ficha/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../lib/use-can.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { Badge } from '../../ui/badge.tsx';
import { LotteryGameDialog } from './lottery-game-dialog.tsx';
import { LotteryOddsTable } from './lottery-odds-table.tsx';
import { useLotterySettings, useSaveLotteryGame, type LotteryGameView } from './queries.ts';

/** The merchant's games at one lottery provider: on or off, limits, and the odds table of the one opened. */
export function LotterySettingsTab({ providerCode }: { providerCode: string }) {
  const { t, i18n } = useTranslation();
  const canManage = useCan('lottery.manage');
  const { errorMessage } = useErrorMessage();
  const settings = useLotterySettings(providerCode);
  const save = useSaveLotteryGame();
  const [editing, setEditing] = useState<LotteryGameView | null>(null);
  const [oddsOf, setOddsOf] = useState<string | null>(null);

  if (settings.isPending) return <LoadingState label={t('states.loading')} />;
  if (settings.isError) {
    return <ErrorState message={errorMessage(settings.error)} onRetry={() => void settings.refetch()} />;
  }
  const { games } = settings.data;
  const limit = (amount: number | null) =>
    amount === null ? t('lottery.settings.noLimit') : moneyText(amount, i18n.language);
  const opened = games.find((game) => game.gameCode === oddsOf) ?? games[0];

  return (
    <section className="lottery-tab">
      <p className="lottery-hint">
        {t('lottery.settings.deployment', {
          prizeMode: settings.data.prizeMode,
          minUnit: moneyText(settings.data.minUnit, i18n.language),
          maxStake: moneyText(settings.data.maxStake, i18n.language),
        })}
      </p>
      <DataTable
        caption={t('lottery.settings.caption')}
        rows={games}
        rowKey={(game) => game.gameCode}
        columns={[
          { label: t('lottery.game'), cell: (game) => <code>{game.gameCode}</code> },
          { label: t('lottery.settings.kind'), cell: (game) => game.kind.toUpperCase() },
          {
            label: t('lottery.settings.status'),
            cell: (game) => (
              <Badge
                label={game.enabled ? t('lottery.settings.on') : t('lottery.settings.off')}
                tone={game.enabled ? 'success' : 'danger'}
              />
            ),
          },
          { label: t('lottery.settings.maxStakePerDraw'), cell: (game) => limit(game.maxStakePerDraw) },
          { label: t('lottery.settings.maxPayoutPerDraw'), cell: (game) => limit(game.maxPayoutPerDraw) },
          {
            label: t('lottery.settings.betLimits'),
            cell: (game) =>
              game.betLimits.length === 0
                ? t('lottery.settings.noLimit')
                : game.betLimits.map((l) => `${l.betType} ${limit(l.minStake)} – ${limit(l.maxStake)}`).join(', '),
          },
          {
            label: t('lottery.actions'),
            cell: (game) => (
              <div className="lottery-actions">
                <RowAction
                  label={t('lottery.settings.showOdds')}
                  rowName={game.gameCode}
                  onClick={() => setOddsOf(game.gameCode)}
                />
                {canManage ? (
                  <RowAction
                    label={t('lottery.settings.edit')}
                    rowName={game.gameCode}
                    onClick={() => {
                      save.reset();
                      setEditing(game);
                    }}
                  />
                ) : null}
              </div>
            ),
          },
        ]}
      />
      {opened ? <LotteryOddsTable game={opened} /> : null}
      {editing ? (
        <LotteryGameDialog
          game={editing}
          isBusy={save.isPending}
          error={save.isError ? errorMessage(save.error) : null}
          onClose={() => setEditing(null)}
          onSave={(change) => save.mutate({ providerCode, ...change }, { onSuccess: () => setEditing(null) })}
        />
      ) : null}
    </section>
  );
}
