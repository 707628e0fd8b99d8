import {
  promotionReportFigures,
  wireMoneyText,
  type PromotionReportFigure,
  type PromotionReportFigures,
  type PromotionReportGroup,
  type PromotionReportRow,
} from '@ficha/contract';
import { DataTable } from '@ficha/ui';
import { useTranslation } from 'react-i18next';

const counts = new Set<PromotionReportFigure>(['claims', 'conversions']);

export interface PromotionReportTableProps {
  group: PromotionReportGroup;
  rows: readonly PromotionReportRow[];
  totals: PromotionReportFigures;
  isStale: boolean;
}

/** The report's rows (a promotion or a day each) with every figure, and the totals below. */
export function PromotionReportTable({ group, rows, totals, isStale }: PromotionReportTableProps) {
  const { t, i18n } = useTranslation();
  const format = (name: PromotionReportFigure, value: number) => {
    if (counts.has(name)) return value.toLocaleString(i18n.language);
    if (name === 'conversionRate')
      return `${value.toLocaleString(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} %`;
    return wireMoneyText(value, i18n.language);
  };
  const totalRow: PromotionReportRow = { key: '', label: t('reports.totals'), figures: totals };
  return (
    <DataTable
      caption={t('promotionReports.caption')}
      className="report-table"
      isStale={isStale}
      rows={[...rows, totalRow]}
      rowKey={(row) => (row === totalRow ? '__totals' : row.key)}
      columns={[
        {
          label: t(`promotionReports.groups.${group}`),
          cell: (row) =>
            row === totalRow ? (
              <strong>{totalRow.label}</strong>
            ) : group === 'day' ? (
              row.key
            ) : (
              `${row.label} (#${row.key})`
            ),
        },
        ...promotionReportFigures.map((name) => ({
          label: t(`promotionReports.figures.${name}`),
          className: 'report-table__number',
          headClassName: 'report-table__number',
          cell: (row: PromotionReportRow) => format(name, row.figures[name]),
        })),
      ]}
    />
  );
}
