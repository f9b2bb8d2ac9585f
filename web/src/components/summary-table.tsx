import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

// A table of items and their figures (styles/components.css `.summary-table`): a row header per item,
// figures right-aligned in tabular digits, and the totals under them in the table's foot, the grand
// total stressed. On a phone each item becomes a block: its name across, then each figure after its
// column's name, a label in the cell shown (and read) only there, where the table's head is hidden.

export interface SummaryColumn {
  /** The column header's message id. */
  label: string;
  /** Figures: right-aligned. */
  numeric?: boolean;
}

export interface SummaryRow {
  key: string;
  /** One cell per column; the first is the row's header. */
  cells: readonly ReactNode[];
}

export interface SummaryTotal {
  key: string;
  label: ReactNode;
  value: ReactNode;
  /** The total to pay: stressed. */
  grand?: boolean;
}

export const SummaryTable = ({
  labelledBy,
  columns,
  rows,
  totals = [],
  className,
}: {
  /** The id of the heading naming the table. */
  labelledBy: string;
  columns: readonly SummaryColumn[];
  rows: readonly SummaryRow[];
  totals?: readonly SummaryTotal[];
  className?: string;
}) => {
  const numeric = (index: number) => (columns[index]?.numeric ? 'summary-table__figure' : undefined);
  return (
    <table
      className={className ? `summary-table ${className}` : 'summary-table'}
      aria-labelledby={labelledBy}
    >
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th key={column.label} scope="col" className={numeric(index)}>
              <FormattedMessage id={column.label} />
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ key, cells: [header, ...cells] }) => (
          <tr key={key}>
            <th scope="row">{header}</th>
            {cells.map((cell, index) => {
              const column = columns[index + 1];
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: the cells are the columns, in their order
                <td key={index} className={numeric(index + 1)}>
                  {column && (
                    <span className="summary-table__label">
                      <FormattedMessage id={column.label} />
                    </span>
                  )}
                  {cell}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
      {totals.length > 0 && (
        <tfoot>
          {totals.map(({ key, label, value, grand }) => (
            <tr key={key} className={grand ? 'summary-table__grand' : undefined}>
              <th scope="row" colSpan={Math.max(columns.length - 1, 1)}>
                {label}
              </th>
              <td className="summary-table__figure">{value}</td>
            </tr>
          ))}
        </tfoot>
      )}
    </table>
  );
};
