import type { QrMatrix } from '#shared/qr-matrix';

// A QR code drawn as inline SVG: the site's Content-Security-Policy allows no `data:` image and no inline
// style, so neither a canvas's PNG nor an SVG string (markup) fits; one path does.

/** Modules of quiet zone around the code, as ISO/IEC 18004 asks. */
export const quietZoneModules = 4;

/** The dark modules of a QR matrix as one SVG path, a rectangle per horizontal run, in module units. */
export const qrPath = (modules: QrMatrix) => {
  const runs: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; ) {
      if (!modules.dark(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.dark(row, column)) column++;
      const length = column - start;
      runs.push(`M${start + quietZoneModules} ${row + quietZoneModules}h${length}v1h-${length}z`);
    }
  }
  return runs.join('');
};
