import { create } from 'qrcode/lib/core/qrcode.js';

// A QR code's modules (ISO/IEC 18004) from the qrcode package's encoder alone. The package's own entry
// brings every renderer with it (a PNG's through pngjs, the terminal's, an SVG string): the site draws
// the matrix as one SVG path, the invoice as vector squares and the order's mail as a small PNG of its
// own (functions/lib/qr-image.ts), so none of them is bundled.

export interface QrMatrix {
  /** Modules per side, without the quiet zone. */
  size: number;
  /** Whether the module at (row, column) is dark. */
  dark: (row: number, column: number) => boolean;
}

/** Error correction L (7 %, as the ZBP transfer code asks) or M (15 %, the KSeF codes' and the site's). */
export const qrMatrix = (text: string, errorCorrectionLevel: 'L' | 'M'): QrMatrix => {
  const { modules } = create(text, { errorCorrectionLevel });
  return { size: modules.size, dark: (row, column) => Boolean(modules.get(row, column)) };
};
