import * as z from 'zod/mini';
import type { Language } from '../locale';
import { singleLineText } from '../text';
import { localized, localizedSchema } from './localized';

// Product images: each product has ordered images, each with alt text per language.
// An image is named by its content hash; its responsive variants are AVIF and WebP files at standard
// widths, never wider than the original, served from the CDN at `/img/<hash>/<width>.<format>` with
// a year-long immutable cache (the name changes when the content does).

/** Variant widths in CSS pixels: thumbnail (basket, suggestions), card (listings), page, zoom. */
export const imageWidths = { thumbnail: 160, card: 400, page: 800, zoom: 1600 } as const;
export const imageFormats = ['avif', 'webp'] as const;
export type ImageFormat = (typeof imageFormats)[number];

export const imageHashSchema = /* @__PURE__ */ z.lazy(() => z.string().check(z.regex(/^[0-9a-f]{16}$/)));

export const productImageSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    /** The first 16 hex digits of the original's SHA-256. */
    hash: imageHashSchema,
    /** The original's size, which the variants keep the proportions of. */
    width: z.int().check(z.positive()),
    height: z.int().check(z.positive()),
    alt: localizedSchema(singleLineText({ max: 200 })),
  }),
);
export type ProductImage = z.infer<typeof productImageSchema>;

/** At most this many images per product. */
export const maxProductImages = 12;

/** An image in one language, as listings and the product page show it. */
export interface ImageView {
  hash: string;
  width: number;
  height: number;
  alt: string;
}

export const imageView = (image: ProductImage, language: Language): ImageView => ({
  hash: image.hash,
  width: image.width,
  height: image.height,
  alt: localized(image.alt, language),
});

/** The widths made of an original `width` wide: the standard ones below it, and its own (at most zoom's) at the top. */
export const variantWidths = (width: number): number[] => {
  const top = Math.min(width, imageWidths.zoom);
  return [...Object.values(imageWidths).filter((standard) => standard < top), top];
};

/** A variant's path on the site: `/img/<hash>/<width>.<format>`. */
export const imagePath = (hash: string, width: number, format: ImageFormat): string =>
  `/img/${hash}/${width}.${format}`;

/** The `srcset` of one format: every variant with its width descriptor. */
export const imageSrcset = (image: Pick<ImageView, 'hash' | 'width'>, format: ImageFormat): string =>
  variantWidths(image.width)
    .map((width) => `${imagePath(image.hash, width, format)} ${width}w`)
    .join(', ');

/** The height of a variant `width` wide, in the original's proportions. */
export const heightAt = (image: Pick<ImageView, 'width' | 'height'>, width: number): number =>
  Math.round((image.height * width) / image.width);
