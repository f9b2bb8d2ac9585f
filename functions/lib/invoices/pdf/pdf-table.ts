import type { PdfDocument } from '../../pdf/pdf-document';

// A table drawn on the invoice's document (../../pdf/pdf-document.ts): each row as tall as its
// tallest cell, a new page (with the header row again) when a row would cross the bottom margin, and
// one before the table when its header and first row would not both fit. The invoice's lines and VAT
// summary use it.

export interface Column {
  width: number;
  align?: 'left' | 'right';
}

export interface TableStyle {
  regular: string;
  bold: string;
  fontSize: number;
}

const padding = 3;

const rowHeight = (doc: PdfDocument, columns: Column[], cells: string[]) =>
  Math.max(
    ...cells.map((cell, i) => doc.heightOfString(cell, { width: (columns[i]?.width ?? 0) - 2 * padding })),
  ) +
  2 * padding;

const drawRow = (doc: PdfDocument, columns: Column[], cells: string[], x: number, y: number) => {
  const height = rowHeight(doc, columns, cells);
  let left = x;
  cells.forEach((cell, i) => {
    const column = columns[i] ?? { width: 0 };
    doc.rect(left, y, column.width, height).stroke();
    doc.text(cell, left + padding, y + padding, {
      width: column.width - 2 * padding,
      align: column.align ?? 'left',
    });
    left += column.width;
  });
  return y + height;
};

/**
 * Draws the title (bold, 9 pt), the header row and the rows from the current position, the title,
 * header and first row on one page; leaves the position below the table.
 */
export const drawTable = (
  doc: PdfDocument,
  style: TableStyle,
  { title, columns, header, rows }: { title?: string; columns: Column[]; header: string[]; rows: string[][] },
): void => {
  const x = doc.page.margins.left;
  const bottom = doc.page.height - doc.page.margins.bottom;
  const titleHeight = title ? doc.font(style.bold).fontSize(9).heightOfString(title) : 0;
  doc.fontSize(style.fontSize);
  const headerHeight = rowHeight(doc.font(style.bold), columns, header);
  const [first] = rows;
  const firstHeight = first ? rowHeight(doc.font(style.regular), columns, first) : 0;
  if (doc.y + titleHeight + headerHeight + firstHeight > bottom) doc.addPage();
  if (title) doc.font(style.bold).fontSize(9).text(title, x, doc.y);
  doc.fontSize(style.fontSize).lineWidth(0.5);
  const drawHeader = (y: number) => drawRow(doc.font(style.bold), columns, header, x, y);
  let y = drawHeader(doc.y);
  for (const row of rows) {
    doc.font(style.regular);
    if (y + rowHeight(doc, columns, row) > bottom) {
      doc.addPage();
      y = drawHeader(doc.page.margins.top);
      doc.font(style.regular);
    }
    y = drawRow(doc, columns, row, x, y);
  }
  doc.font(style.regular).text('', x, y + 6);
};
