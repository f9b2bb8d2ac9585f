import { qrMatrix } from '#shared/qr-matrix';
import type { PdfDocument } from '../../pdf/pdf-document';

// A QR code (ISO/IEC 18004, as kody-qr.md requires) drawn as vector squares, so it stays sharp at
// any print size, with its caption centred under it: the KSeF number or `OFFLINE` under KOD I,
// `CERTYFIKAT` under KOD II.

const quietZoneModules = 4;

/** Draws the code of `link` with its top-left corner at (x, y), `size` points wide; returns the bottom. */
export const drawQrCode = (
  doc: PdfDocument,
  link: string,
  caption: string,
  at: { x: number; y: number; size: number },
): number => {
  const modules = qrMatrix(link, 'M');
  const module = at.size / (modules.size + 2 * quietZoneModules);
  const origin = { x: at.x + quietZoneModules * module, y: at.y + quietZoneModules * module };
  for (let row = 0; row < modules.size; row++)
    for (let column = 0; column < modules.size; column++)
      if (modules.dark(row, column))
        doc.rect(origin.x + column * module, origin.y + row * module, module, module);
  doc.fill();
  // The caption may be wider than the code (a KSeF number is 35 characters): centred under it.
  const captionWidth = at.size + 60;
  doc.fontSize(7).text(caption, at.x + (at.size - captionWidth) / 2, at.y + at.size, {
    width: captionWidth,
    align: 'center',
    link,
  });
  return doc.y;
};
