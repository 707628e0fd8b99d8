import { DataTable } from '@ficha/ui';
import { useTranslation } from 'react-i18next';
import type { LotteryGameView } from './queries.ts';

/** Odds in hundredths of the unit (`970`) as the multiplier a winning unit pays (`9.70`). */
const oddsText = (hundredths: string) => {
  const value = BigInt(hundredths);
  return `${value / 100n}.${(value % 100n).toString().padStart(2, '0')}`;
};

/** A game's odds table (read-only: odds follow the prize mode, decision 0056). */
export function LotteryOddsTable({ game }: { game: LotteryGameView }) {
  const { t } = useTranslation();
  const rows = Object.entries(game.odds).map(([key, odds]) => ({ key, odds }));
  return (
    <section className="lottery-odds" aria-labelledby="lottery-odds-title">
      <h2 id="lottery-odds-title" className="lottery-subtitle">
        {t('lottery.settings.oddsTitle', { game: game.gameCode })}
      </h2>
      <p className="lottery-hint">{t('lottery.settings.oddsHint')}</p>
      <DataTable
        caption={t('lottery.settings.oddsTitle', { game: game.gameCode })}
        rows={rows}
        rowKey={(row) => row.key}
        columns={[
          { label: t('lottery.settings.betType'), cell: (row) => <code>{row.key}</code> },
          { label: t('lottery.settings.odds'), cell: (row) => oddsText(row.odds) },
        ]}
      />
    </section>
  );
}
