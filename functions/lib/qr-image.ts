import { qrMatrix } from '#shared/qr-matrix';
import { bilevelPng } from './bilevel-png';
import type { InlineImage } from './mail';

/** Pixels per module: a 45-module code (a ZBP transfer's) is about 250 px wide with its quiet zone. */
const scale = 5;
const quietZoneModules = 4;

/** A QR code (ISO/IEC 18004, error correction L as the ZBP transfer code asks) of `text` as a PNG to carry in a mail. */
export const qrImage = (text: string, contentId: string): InlineImage => {
  const matrix = qrMatrix(text, 'L');
  const side = (matrix.size + 2 * quietZoneModules) * scale;
  const module = (pixel: number) => Math.floor(pixel / scale) - quietZoneModules;
  const inCode = (index: number) => index >= 0 && index < matrix.size;
  return {
    contentId,
    fileName: `${contentId}.png`,
    contentType: 'image/png',
    content: bilevelPng(side, side, (x, y) => {
      const [row, column] = [module(y), module(x)];
      return inCode(row) && inCode(column) && matrix.dark(row, column);
    }),
  };
};
