import type { Player360 } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { DailyChart } from '../../ui/daily-chart.tsx';

export interface PlayChartProps {
  days: Player360['days'];
  format: (amount: number) => string;
}

/** The player's stakes and deposits per day as bars and the player's result (wins − stakes) as a line. */
export function PlayChart({ days, format }: PlayChartProps) {
  const { t } = useTranslation();
  const rows = days.map((d) => ({ ...d, result: Math.round((d.wins - d.bets) * 100) / 100 }));
  return (
    <DailyChart
      caption={t('player360.chartTitle')}
      className="player-chart"
      rows={rows}
      bars={[
        { key: 'bets', name: t('player360.bets'), color: 'var(--color-changed)' },
        { key: 'deposits', name: t('player360.deposits'), color: 'var(--color-accent)' },
      ]}
      line={{ key: 'result', name: t('player360.result') }}
      format={format}
    />
  );
}
