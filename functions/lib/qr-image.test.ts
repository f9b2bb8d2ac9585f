import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { qrMatrix } from '#shared/qr-matrix';
import { qrImage } from './qr-image';

// The transfer's QR code in the order's mail: a PNG any reader opens (read here by pngjs, not by our
// writer), its modules those of the code, 5 pixels each, black on white inside a 4-module quiet zone.

const transferCode = '|PL|10105000997603123456789123|000012345|Sklep sp. z o.o.|Zamówienie SO/2026/000123|||';

describe('qrImage', () => {
  const image = qrImage(transferCode, 'transfer-qr');
  const png = PNG.sync.read(Buffer.from(image.content));
  const matrix = qrMatrix(transferCode, 'L');
  /** Each pixel's colour as its RGBA quadruple. */
  const pixels = Array.from({ length: png.width * png.height }, (_, at) =>
    png.data.subarray(at * 4, at * 4 + 4).join(','),
  );

  it('is an inline PNG named by its content id', () => {
    expect(image).toMatchObject({
      contentId: 'transfer-qr',
      fileName: 'transfer-qr.png',
      contentType: 'image/png',
    });
  });

  it('draws every module of the code at 5 pixels, within a white quiet zone of 4 modules', () => {
    const side = (matrix.size + 8) * 5;
    expect([png.width, png.height]).toEqual([side, side]);
    expect(new Set(pixels)).toEqual(new Set(['0,0,0,255', '255,255,255,255']));
    const expected = pixels.map((_, at) => {
      const [row, column] = [Math.floor(Math.floor(at / side) / 5) - 4, Math.floor((at % side) / 5) - 4];
      const inCode = row >= 0 && column >= 0 && row < matrix.size && column < matrix.size;
      return inCode && matrix.dark(row, column) ? '0,0,0,255' : '255,255,255,255';
    });
    expect(pixels.join(' ')).toBe(expected.join(' '));
  });

  it('encodes the code at error correction L, as the ZBP transfer code asks', () => {
    // Level L holds the same text in fewer modules than M.
    expect(matrix.size).toBeLessThan(qrMatrix(transferCode, 'M').size);
    expect(png.width).toBe((matrix.size + 8) * 5);
  });
});
