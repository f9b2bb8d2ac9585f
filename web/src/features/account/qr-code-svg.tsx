import QRCode from 'qrcode';

// A QR code as inline SVG elements: the site's Content-Security-Policy allows no `data:` image and no
// inline style, so neither a canvas's PNG nor the package's SVG string (markup) fits; one path does.

const quietZoneModules = 4;

/** The dark modules of a QR matrix as one SVG path, a rectangle per horizontal run, in module units. */
export const qrPath = (modules: { size: number; get: (row: number, column: number) => unknown }) => {
  const runs: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; ) {
      if (!modules.get(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column++;
      const length = column - start;
      runs.push(`M${start + quietZoneModules} ${row + quietZoneModules}h${length}v1h-${length}z`);
    }
  }
  return runs.join('');
};

/** The QR code of `text` on a white square with its quiet zone, named by `label` for screen readers. */
export const QrCodeSvg = ({ text, label, size = 200 }: { text: string; label: string; size?: number }) => {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const side = modules.size + 2 * quietZoneModules;
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={qrPath(modules)} fill="#000" />
    </svg>
  );
};
