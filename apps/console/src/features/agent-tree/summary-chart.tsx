import type { TeamOverview } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { DailyChart } from '../../ui/daily-chart.tsx';

/** Bars for what the team staked and won each day, a line for the team's result. */
const bars = [
  { key: 'validBets', color: 'var(--color-changed)' },
  { key: 'payouts', color: 'var(--color-accent)' },
] as const;

export interface SummaryChartProps {
  daily: TeamOverview['daily'];
  format: (amount: number) => string;
}

/** The agent's daily series over the period (recharts), as the agent's own team overview charts it. */
export function SummaryChart({ daily, format }: SummaryChartProps) {
  const { t } = useTranslation();
  return (
    <DailyChart
      caption={t('agentTree.summary.chartTitle')}
      className="tree-summary__chart"
      rows={daily}
      bars={bars.map((bar) => ({ ...bar, name: t(`agentTree.summary.figures.${bar.key}`) }))}
      line={{ key: 'profit', name: t('agentTree.summary.figures.profit') }}
      format={format}
    />
  );
}
