import type { Key, ReactNode } from 'react';
import './data-table.css';

/** A column's heading in a table whose rows the caller draws: its text, or a node with a class for the heading cell. */
export type DataTableHeading = string | { label: ReactNode; className?: string };

/** A column of a table drawn from its rows: heading, cell and classes in one place. */
export interface DataTableColumn<Row> {
  /** The heading; on phones also each cell's label (`data-label`). */
  label: string;
  /** The heading cell's class. */
  headClassName?: string;
  /** Each body cell's class. */
  className?: string;
  /** The heading is for screen readers only and the cells carry no label on phones (a column of buttons). */
  isLabelHidden?: boolean;
  cell: (row: Row, index: number) => ReactNode;
}

interface DataTableBaseProps {
  /** Names the table for screen readers (visually hidden). */
  caption: string;
  /** The table's own class, beside `data-table`. */
  className?: string;
  /** The rows are an older answer while a new one loads: dimmed and marked busy. */
  isStale?: boolean;
}

export interface DataTableRowsProps<Row> extends DataTableBaseProps {
  /** The columns; `false` or `null` leaves one out (a column only some operators see). */
  columns: readonly (DataTableColumn<Row> | false | null)[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
}

export interface DataTableChildrenProps extends DataTableBaseProps {
  columns: readonly DataTableHeading[];
  /** The body's rows, for tables whose rows are more than one cell per column (expandable rows). */
  children: ReactNode;
}

export type DataTableProps<Row> = DataTableRowsProps<Row> | DataTableChildrenProps;

/**
 * A table of records: on phones each row becomes a card and each cell shows its `data-label`. Given `rows`,
 * the table draws each row from its columns; given children, the caller draws the body.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { caption, className, isStale = false } = props;
  const classes = ['data-table', className, isStale ? 'is-stale' : null].filter(Boolean).join(' ');
  const headings: DataTableHeading[] =
    'rows' in props ? props.columns.flatMap((column) => (column ? [headingOf(column)] : [])) : [...props.columns];
  return (
    <div className="table-wrap" aria-busy={isStale || undefined}>
      <table className={classes}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {headings.map((heading, index) =>
              typeof heading === 'string' ? (
                <th key={index} scope="col">
                  {heading}
                </th>
              ) : (
                <th key={index} scope="col" className={heading.className}>
                  {heading.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{'rows' in props ? <DataRows {...props} /> : props.children}</tbody>
      </table>
    </div>
  );
}

function DataRows<Row>({ columns, rows, rowKey }: DataTableRowsProps<Row>) {
  const shown = columns.filter((column): column is DataTableColumn<Row> => Boolean(column));
  return rows.map((row, index) => (
    <tr key={rowKey(row)}>
      {shown.map((column) => (
        <td
          key={column.label}
          data-label={column.isLabelHidden ? undefined : column.label}
          className={column.className}
        >
          {column.cell(row, index)}
        </td>
      ))}
    </tr>
  ));
}

function headingOf<Row>(column: DataTableColumn<Row>): DataTableHeading {
  const label = column.isLabelHidden ? <span className="visually-hidden">{column.label}</span> : column.label;
  return column.headClassName || column.isLabelHidden ? { label, className: column.headClassName } : column.label;
}
