import QRCode from 'qrcode';
import type { InlineImage } from './mail';

/** Pixels per module: a 45-module code (a ZBP transfer's) is about 250 px wide with its quiet zone. */
const scale = 5;

/** A QR code (ISO/IEC 18004, error correction L as the ZBP transfer code asks) of `text` as a PNG to carry in a mail. */
export const qrImage = async (text: string, contentId: string): Promise<InlineImage> => ({
  contentId,
  fileName: `${contentId}.png`,
  contentType: 'image/png',
  content: await QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'L', margin: 4, scale }),
});
