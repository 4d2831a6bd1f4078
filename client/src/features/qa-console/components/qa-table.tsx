import type { ReactNode } from 'react';

interface QaTableProps<T> {
  /** The table's accessible name, which people and tests find it by. */
  label: string;
  /** The column headings, in order (a heading may be visually hidden, as an actions column's). */
  columns: readonly ReactNode[];
  /** The rows; undefined while the panel's data has not come (LoadState speaks then). */
  rows: readonly T[] | undefined;
  /** Shown in place of the table when there are no rows. */
  empty: ReactNode;
  /** One row: a `<tr>` with its key. */
  children: (row: T) => ReactNode;
}

/** A console panel's list as a table: nothing before the data comes, `empty` for none, else the rows. */
export function QaTable<T>({ label, columns, rows, empty, children }: QaTableProps<T>) {
  if (!rows) return null;
  if (rows.length === 0) return <>{empty}</>;
  return (
    <table className="data-table qa-table" aria-label={label}>
      <thead>
        <tr>
          {columns.map((column, i) => (
            <th key={i} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{rows.map((row) => children(row))}</tbody>
    </table>
  );
}
