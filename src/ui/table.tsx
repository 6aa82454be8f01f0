import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import * as styles from './table.css';
import { visuallyHidden } from './global.css';

/** One column of a {@link Table}. */
export interface TableColumn<Row> {
  /** Stable key of the column. */
  key: string;
  /** Already-translated header text. */
  header: string;
  /** The cell content of a row, already formatted for the owner's locale. */
  cell: (row: Row) => ReactNode;
  /** Numbers and money: right-aligned with tabular digits (header too). */
  numeric?: boolean;
  /** Let long text wrap on wide screens. Cells stay on one line there otherwise, and the table scrolls sideways. */
  wrap?: boolean;
  /** The cells of this column name their row (`<th scope="row">`), e.g. the booking number. */
  rowHeader?: boolean;
}

/** Props of {@link Table}. */
export interface TableProps<Row> {
  /** Already-translated caption; it names the table and its scroll region. */
  caption: string;
  /** Keep the caption for screen readers only, when a visible heading already says the same. */
  hideCaption?: boolean;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  /** A stable key per row. */
  rowKey: (row: Row) => string;
}

/**
 * A semantic data table: caption, column headers with `scope="col"`, optional row headers. It sits
 * in a labelled, keyboard-focusable region that scrolls sideways when wider than the screen. On
 * phones each row is a small card: every cell shows its column's header beside its value (the
 * explicit roles keep the table's semantics where a browser drops them for a changed display).
 */
export function Table<Row>({ caption, hideCaption = false, columns, rows, rowKey }: TableProps<Row>) {
  const { i18n } = useLingui();
  const align = (column: TableColumn<Row>) =>
    (column.numeric ? ` ${styles.numeric}` : '') + (column.wrap ? ` ${styles.wrap}` : '');
  return (
    <div
      role="region"
      tabIndex={0}
      className={styles.scroller}
      aria-label={i18n._({ id: 'ui.table.scrollRegion', message: '{caption} (scrolls sideways)', values: { caption } })}
    >
      <table className={styles.table} role="table">
        <caption className={hideCaption ? visuallyHidden : styles.caption}>{caption}</caption>
        <thead className={styles.body} role="rowgroup">
          <tr className={`${styles.row} ${styles.headRow}`} role="row">
            {columns.map((column) => (
              <th key={column.key} scope="col" role="columnheader" className={`${styles.cell} ${styles.head}${align(column)}`}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={styles.body} role="rowgroup">
          {rows.map((row) => (
            <tr key={rowKey(row)} className={styles.row} role="row">
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.key} scope="row" role="rowheader" className={`${styles.cell} ${styles.rowHead}${align(column)}`}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.key} role="cell" data-label={column.header} className={`${styles.cell}${align(column)}`}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
