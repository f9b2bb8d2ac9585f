import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { contentHash, renderVariants } from './image-variants';

/** A 1000 × 750 JPEG carrying EXIF and a comment (what a camera or an editor leaves in a file). */
const photo = () =>
  sharp({ create: { width: 1000, height: 750, channels: 3, background: { r: 200, g: 30, b: 60 } } })
    .withMetadata({ exif: { IFD0: { Copyright: 'Someone', Artist: 'Camera owner' } } })
    .jpeg()
    .toBuffer();

describe('product image variants', () => {
  it('makes AVIF and WebP at each width below the original and its own, in its proportions', async () => {
    const source = await photo();
    const hash = contentHash(source);
    const files = await renderVariants(source, hash, 1000);
    expect(files.map((file) => file.key)).toEqual([
      `img/${hash}/160.avif`,
      `img/${hash}/160.webp`,
      `img/${hash}/400.avif`,
      `img/${hash}/400.webp`,
      `img/${hash}/800.avif`,
      `img/${hash}/800.webp`,
      `img/${hash}/1000.avif`,
      `img/${hash}/1000.webp`,
    ]);
    for (const file of files) {
      const meta = await sharp(file.body).metadata();
      const width = Number(file.key.split('/')[2]?.split('.')[0]);
      expect(meta).toMatchObject({ width, height: Math.round(width * 0.75) });
      expect(meta.format).toBe(file.contentType === 'image/avif' ? 'heif' : 'webp');
      expect(meta.exif).toBeUndefined();
    }
  });

  it('names an image by the hash of its bytes: the same bytes the same name, others another', async () => {
    const source = await photo();
    expect(contentHash(source)).toMatch(/^[0-9a-f]{16}$/);
    expect(contentHash(Buffer.from(source))).toBe(contentHash(source));
    expect(contentHash(Buffer.concat([source, Buffer.from([0])]))).not.toBe(contentHash(source));
  });
});
