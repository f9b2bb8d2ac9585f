import { createHash } from 'node:crypto';
import type { Sharp } from 'sharp';
import { type ImageFormat, imageFormats, imagePath, variantWidths } from '#shared/catalogue/product-images';
import { loadSharp } from './load-sharp';

// The responsive variants of a product image: AVIF and WebP at the standard widths
// below the original (shared/catalogue/product-images.ts), oriented by its EXIF and with every piece
// of metadata left behind (sharp copies none unless asked), named by the original's content hash.

/** Variants are named by content, so a year-long immutable cache is safe. */
export const imageCacheControl = 'public, max-age=31536000, immutable';

/** A file to store: its bucket key (the site path without the leading slash), type and bytes. */
export interface ImageFile {
  key: string;
  contentType: string;
  body: Buffer;
}

/** The first 16 hex digits of the SHA-256 of an original's bytes (or of a drawing's source). */
export const contentHash = (bytes: Buffer | string): string =>
  createHash('sha256').update(bytes).digest('hex').slice(0, 16);

const encoders: Record<ImageFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 3 }),
  webp: (image) => image.webp({ quality: 75 }),
};

/** Every variant of an original `width` wide, keyed `img/<hash>/<width>.<format>`. */
export const renderVariants = async (source: Buffer, hash: string, width: number): Promise<ImageFile[]> => {
  const sharp = await loadSharp();
  return Promise.all(
    variantWidths(width).flatMap((variantWidth) =>
      imageFormats.map(async (format) => ({
        key: imagePath(hash, variantWidth, format).slice(1),
        contentType: `image/${format}`,
        body: await encoders[format](
          sharp(source, { autoOrient: true }).resize({ width: variantWidth, withoutEnlargement: true }),
        ).toBuffer(),
      })),
    ),
  );
};
