import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

// A table of records (styles/components.css `.data-table`): a row header per record (its name), a
// column per fact, figures right-aligned in tabular digits, the row's actions last (a button or an
// `ActionMenu`). Where the table's box is narrow (a container query, so beside a side navigation too:
// below 40rem, or 50rem for a `wide` table of many columns) each record becomes a block: its name
// across, then each fact after its column's name, a label in the cell shown (and read) only there,
// where the table's head is hidden.

export interface DataColumn {
  /** The column header's message id. */
  label: string;
  /** Figures: right-aligned, never wrapped. */
  numeric?: boolean;
  /** The row's actions: its header is read, not shown, and its cells carry no label. */
  actions?: boolean;
}

export interface DataRow {
  key: string;
  /** One cell per column; the first is the row's header. */
  cells: readonly ReactNode[];
  /** `data-*` attributes of the row (what a test or a style finds it by). */
  data?: Readonly<Record<`data-${string}`, string | number>>;
}

const cellClass = (column: DataColumn | undefined) =>
  column?.numeric ? 'data-table__figure' : column?.actions ? 'data-table__actions' : undefined;

export const DataTable = ({
  labelledBy,
  columns,
  rows,
  wide,
  className,
}: {
  /** The id of the heading naming the table. */
  labelledBy: string;
  columns: readonly DataColumn[];
  rows: readonly DataRow[];
  /** Many columns: its records become blocks below 50rem, not 40rem. */
  wide?: boolean;
  className?: string;
}) => (
  <div className={['data-table', wide && 'data-table--wide', className].filter(Boolean).join(' ')}>
    <table aria-labelledby={labelledBy}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col" className={cellClass(column)}>
              {column.actions ? (
                <span className="visually-hidden">
                  <FormattedMessage id={column.label} />
                </span>
              ) : (
                <FormattedMessage id={column.label} />
              )}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ key, cells: [header, ...cells], data }) => (
          <tr key={key} {...data}>
            <th scope="row">{header}</th>
            {cells.map((cell, index) => {
              const column = columns[index + 1];
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: the cells are the columns, in their order
                <td key={index} className={cellClass(column)}>
                  {column && !column.actions && (
                    <span className="data-table__label">
                      <FormattedMessage id={column.label} />
                    </span>
                  )}
                  <span className="data-table__value">{cell}</span>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);
