import type { ReactNode } from 'react';
import { useT } from '../lib/i18n/use-t';
import './data-table.css';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
}

interface DataTableProps<T> {
  /** Names the table's scrolling region for screen readers (e.g. "Fields of North Farm"). */
  label: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  /** The row's buttons, in a last column with no visible header. */
  actions?: (row: T) => ReactNode;
}

/**
 * A list page's table. On a wide screen it is a table; on a phone each row becomes a small card
 * with every value under its column's name, so the page never scrolls sideways.
 */
export function DataTable<T>({ label, columns, rows, rowKey, actions }: DataTableProps<T>) {
  const t = useT();
  return (
    <TableScroll label={label}>
      <table className="data-table data-table--stacking">
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col">
                {c.header}
              </th>
            ))}
            {actions ? (
              <th scope="col">
                <span className="visually-hidden">{t('components.actions')}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.header} data-label={c.header}>
                  {/* One box per value: on a phone the cell lays out as label | value. */}
                  <span className="data-table__value">{c.cell(row)}</span>
                </td>
              ))}
              {actions ? (
                <td className="data-table__actions">
                  <div>{actions(row)}</div>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/**
 * A wide table's frame: the table scrolls sideways inside it, never the page. Focusable and
 * named, so a keyboard user can scroll it too.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
