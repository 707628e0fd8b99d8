import { wireMoneyText, type AgentContract, type ContractKindName } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@ficha/ui';
import { useLanguage } from '../../lib/i18n.ts';
import { toLocaleTag } from '../../lib/language.ts';
import { figureColumn, FigureText } from './report-columns.tsx';

export type ContractTier = AgentContract['tiers'][number];

/** A rate of the wire (a percentage, 2 decimals) as the page shows it. */
export function useRateText() {
  const locale = toLocaleTag(useLanguage());
  return (rate: number) =>
    `${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(rate)}\u00a0%`;
}

/** A contract's tiers (SPEC §3): the rate paid when the period reaches every minimum of the row. */
export function ContractTiers({ kind, tiers }: { kind: ContractKindName; tiers: readonly ContractTier[] }) {
  const { t } = useTranslation('contracts');
  const locale = toLocaleTag(useLanguage());
  const rateText = useRateText();
  const money = (n: number) => wireMoneyText(n, locale);
  return (
    <DataTable<ContractTier & { n: number }>
      caption={t('tiers')}
      className="contract-tiers"
      rows={tiers.map((tier, n) => ({ ...tier, n }))}
      rowKey={(row) => row.n}
      columns={[
        { label: t('tier'), cell: (row) => row.n + 1 },
        {
          label: t('rate'),
          className: 'is-number',
          headClassName: 'is-number',
          cell: (row) => <FigureText value={row.rate} text={rateText(row.rate)} />,
        },
        figureColumn(t('min_valid_bet'), (row: ContractTier) => row.minValidBet, money),
        kind === 'dividend' && figureColumn(t('min_net_loss'), (row: ContractTier) => row.minNetLoss, money),
        figureColumn(t('min_active_members'), (row: ContractTier) => row.minActiveMembers, String),
      ]}
    />
  );
}
