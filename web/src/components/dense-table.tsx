import { type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
import { ColumnHeads } from './column-heads';

// A dense table of many columns (styles/components.css `.dense-table`; the back office's lists, a
// partner's price list). Where its columns do not fit its box (measured after each render and as the
// box's width changes), each row becomes a block and each cell shows its column's name above it: the
// names are copied from the head into the cells' `data-label` (the rows are the caller's), shown by
// the style, so the cells' text stays what it is.

/** Stacks the rows when the table is wider than its box; `table` then fits. */
const stackIfTooWide = (box: HTMLDivElement) => {
  const table = box.querySelector('table');
  if (!table) return;
  delete box.dataset.stacked;
  if (table.offsetWidth > box.clientWidth + 1) box.dataset.stacked = '';
};

export const DenseTable = ({
  columns,
  className,
  busy,
  children,
}: {
  /** The column heads' message ids. */
  columns: readonly string[];
  className?: string;
  /** Its rows are being read again. */
  busy?: boolean;
  /** The table's body (and foot). */
  children: ReactNode;
}) => {
  const box = useRef<HTMLDivElement>(null);
  const table = useRef<HTMLTableElement>(null);
  useLayoutEffect(() => {
    const element = table.current;
    const heads = [...(element?.tHead?.rows[0]?.cells ?? [])].map((cell) => cell.textContent ?? '');
    for (const body of element?.tBodies ?? [])
      for (const row of body.rows) {
        let column = 0;
        for (const cell of row.cells) {
          cell.dataset.label = cell.colSpan > 1 ? '' : (heads[column] ?? '');
          column += cell.colSpan;
        }
      }
    if (box.current) stackIfTooWide(box.current);
  });
  // A new width (a turned tablet, a resized window) may fit the columns, or no longer.
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let width = element.clientWidth;
    const observer = new ResizeObserver(() => {
      if (element.clientWidth === width) return;
      width = element.clientWidth;
      stackIfTooWide(element);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box} className="dense-table staff-table-wrap">
      <table
        ref={table}
        className={className ? `staff-table ${className}` : 'staff-table'}
        aria-busy={busy || undefined}
      >
        <ColumnHeads ids={columns} />
        {children}
      </table>
    </div>
  );
};
