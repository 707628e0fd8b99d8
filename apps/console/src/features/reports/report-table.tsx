import {
  wireMoneyText,
  type OperatorReportFigure,
  type OperatorReportGroup,
  type OperatorReportRow,
} from '@ficha/contract';
import { DataTable } from '@ficha/ui';
import { useTranslation } from 'react-i18next';

const counts = new Set<OperatorReportFigure>(['rounds', 'depositCount', 'activePlayers', 'firstDepositors']);

export interface ReportTableProps {
  group: OperatorReportGroup;
  columns: readonly OperatorReportFigure[];
  rows: readonly OperatorReportRow[];
  totals: Partial<Record<OperatorReportFigure, number>>;
  isStale: boolean;
}

/** A page of a report, its key column first, then the group's figures; the totals of every row below. */
export function ReportTable({ group, columns, rows, totals, isStale }: ReportTableProps) {
  const { t, i18n } = useTranslation();
  const format = (name: OperatorReportFigure, value: number | undefined) =>
    value === undefined
      ? '—'
      : counts.has(name)
        ? value.toLocaleString(i18n.language)
        : wireMoneyText(value, i18n.language);
  const keyLabel = (row: OperatorReportRow) => {
    if (group === 'channel' && row.key === '0') return t('reports.channelOther');
    return row.label === row.key ? row.key : `${row.label} (${row.key})`;
  };
  const totalRow: OperatorReportRow = { key: '', label: t('reports.totals'), figures: totals };
  return (
    <DataTable
      caption={t('reports.caption')}
      className="report-table"
      isStale={isStale}
      rows={[...rows, totalRow]}
      rowKey={(row) => (row === totalRow ? '__totals' : row.key)}
      columns={[
        {
          label: t(`reports.groups.${group}`),
          cell: (row) => (row === totalRow ? <strong>{totalRow.label}</strong> : keyLabel(row)),
        },
        ...columns.map((name) => ({
          label: t(`reports.figures.${name}`),
          className: 'report-table__number',
          headClassName: 'report-table__number',
          cell: (row: OperatorReportRow) => format(name, row.figures[name]),
        })),
      ]}
    />
  );
}
