import type { ReactNode } from 'react';
import { Pager } from './pager';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  className?: (row: Row) => string | undefined;
}

interface Props<Row> {
  /** Read by screen readers as the table's name; hidden on screen (the page header shows it). */
  caption: string;
  columns: readonly Column<Row>[];
  page: { list: readonly Row[]; pageNum: number; pageSize: number; total: number };
  rowKey: (row: Row) => string | number;
  onPage: (pageNum: number) => void;
}

/** One page of server records as a table with its pager: the shape of every record screen. */
export function PagedTable<Row>({ caption, columns, page, rowKey, onPage }: Props<Row>) {
  return (
    <>
      <table className="data-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {page.list.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.header} className={c.className?.(row)}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <Pager pageNum={page.pageNum} pageSize={page.pageSize} total={page.total} onChange={onPage} />
    </>
  );
}
