// A table drawn with pdfkit: each row as tall as its tallest cell, a new page (with the header row
// again) when a row would cross the bottom margin. The invoice's lines and VAT summary use it.

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

const rowHeight = (doc: PDFKit.PDFDocument, columns: Column[], cells: string[]) =>
  Math.max(
    ...cells.map((cell, i) => doc.heightOfString(cell, { width: (columns[i]?.width ?? 0) - 2 * padding })),
  ) +
  2 * padding;

const drawRow = (doc: PDFKit.PDFDocument, columns: Column[], cells: string[], x: number, y: number) => {
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

/** Draws the header row and the rows from the current position; leaves the position below the table. */
export const drawTable = (
  doc: PDFKit.PDFDocument,
  style: TableStyle,
  columns: Column[],
  header: string[],
  rows: string[][],
): void => {
  const x = doc.page.margins.left;
  const bottom = doc.page.height - doc.page.margins.bottom;
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
