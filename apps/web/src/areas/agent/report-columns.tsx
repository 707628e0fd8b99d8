import type { DataTableColumn } from '@ficha/ui';

/**
 * A figure as text, kept left-to-right inside a right-to-left page (so "-8.00" never reads "8.00-"); a
 * `signed` figure (a result) shows a loss in the danger colour.
 */
export function FigureText({ value, text, signed = false }: { value: number; text: string; signed?: boolean }) {
  return (
    <span dir="ltr" className={signed && value < 0 ? 'is-negative' : undefined}>
      {text}
    </span>
  );
}

/**
 * A column of figures in a report table: at the cell's end under a heading at the end too, tabular digits,
 * '—' for a figure that does not apply yet.
 */
export function figureColumn<Row>(
  label: string,
  value: (row: Row) => number | null,
  format: (n: number) => string,
  options: { signed?: boolean } = {},
): DataTableColumn<Row> {
  return {
    label,
    className: 'is-number',
    headClassName: 'is-number',
    cell: (row) => {
      const n = value(row);
      return n === null ? '—' : <FigureText value={n} text={format(n)} signed={options.signed ?? false} />;
    },
  };
}
