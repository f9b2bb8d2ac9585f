import { qrMatrix } from '#shared/qr-matrix';
import { qrPath, quietZoneModules } from '../../lib/qr-path';

/** The QR code of `text` on a white square with its quiet zone, named by `label` for screen readers. */
export const QrCodeSvg = ({ text, label, size = 200 }: { text: string; label: string; size?: number }) => {
  const modules = qrMatrix(text, 'M');
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
