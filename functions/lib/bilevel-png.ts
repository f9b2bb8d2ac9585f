import { crc32, deflateSync } from 'node:zlib';

// A black-and-white image as a PNG (W3C, Portable Network Graphics, 2nd edition): one bit a pixel in
// greyscale (colour type 0, 0 black and 1 white), every scanline unfiltered, the whole deflated into one
// IDAT chunk. Enough for a QR code in a mail (qr-image.ts) without a general PNG library in the bundle.

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A chunk: its data's length, its type, the data, and the CRC-32 of type and data. */
const chunk = (type: 'IHDR' | 'IDAT' | 'IEND', data: Buffer): Buffer => {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const framed = Buffer.alloc(typed.length + 8);
  framed.writeUInt32BE(data.length, 0);
  typed.copy(framed, 4);
  framed.writeUInt32BE(crc32(typed), typed.length + 4);
  return framed;
};

/** A `width` × `height` PNG whose pixel (x, y) is black where `dark(x, y)`, white elsewhere. */
export const bilevelPng = (
  width: number,
  height: number,
  dark: (x: number, y: number) => boolean,
): Buffer => {
  const rowBytes = 1 + Math.ceil(width / 8); // the filter type (0: none), then the row's bits
  const rows = Buffer.alloc(rowBytes * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = y * rowBytes + 1 + (x >> 3);
      if (!dark(x, y)) rows[at] = (rows[at] ?? 0) | (0x80 >> (x & 7));
    }
  const header = Buffer.alloc(13); // bit depth 1, colour type 0, then deflate, adaptive filtering, no interlace: 0
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1;
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};
