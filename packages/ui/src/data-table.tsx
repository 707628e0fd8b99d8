import type { ReactNode } from 'react';
import './data-table.css';

/** A column's heading: its text, or a node with a class for the heading cell. */
export type DataTableColumn = string | { label: ReactNode; className?: string };

export interface DataTableProps {
  /** Names the table for screen readers (visually hidden). */
  caption: string;
  columns: readonly DataTableColumn[];
  /** The table's own class, beside `data-table`. */
  className?: string;
  /** The rows are an older answer while a new one loads: dimmed and marked busy. */
  isStale?: boolean;
  /** The body's rows. */
  children: ReactNode;
}

/** A table of records: on phones each row becomes a card and each cell shows its `data-label`. */
export function DataTable({ caption, columns, className, isStale = false, children }: DataTableProps) {
  const classes = ['data-table', className, isStale ? 'is-stale' : null].filter(Boolean).join(' ');
  return (
    <div className="table-wrap" aria-busy={isStale || undefined}>
      <table className={classes}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) =>
              typeof column === 'string' ? (
                <th key={index} scope="col">
                  {column}
                </th>
              ) : (
                <th key={index} scope="col" className={column.className}>
                  {column.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
