import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readUpload, sniffImageType } from './read-upload';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 90, g: 90, b: 90 } } });

describe('an uploaded product image', () => {
  it.each([
    ['jpeg', () => solid(300, 300).jpeg().toBuffer()],
    ['png', () => solid(300, 300).png().toBuffer()],
    ['webp', () => solid(300, 300).webp().toBuffer()],
  ] as const)('is read as %s from its first bytes', async (type, make) => {
    expect(sniffImageType(await make())).toBe(type);
  });

  it.each([
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a GIF', Buffer.from('GIF89a', 'latin1')],
    ['a RIFF that is not WebP', Buffer.from('RIFF\u0000\u0000\u0000\u0000WAVE', 'latin1')],
  ])('is not an image type the shop takes when it is %s', (_, bytes) => {
    expect(sniffImageType(bytes)).toBeUndefined();
  });

  it('keeps its orientation and none of its metadata (EXIF: camera, author, location)', async () => {
    const withExif = await solid(600, 400)
      .withMetadata({ orientation: 6, exif: { IFD0: { Artist: 'Camera owner', Copyright: 'Someone' } } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const read = await readUpload(withExif);
    if (!read.ok) throw new Error(read.code);
    // Orientation 6 turns it a quarter: 600 × 400 as stored is 400 × 600 as seen.
    expect(read.upload).toMatchObject({ type: 'jpeg', width: 400, height: 600 });
    const cleaned = await sharp(read.upload.original).metadata();
    expect(cleaned.exif).toBeUndefined();
    expect(cleaned).toMatchObject({ width: 400, height: 600 });
  });
});
