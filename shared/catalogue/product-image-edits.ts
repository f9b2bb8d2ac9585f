import * as z from 'zod/mini';
import type { ProductPrices } from '../pricing/price-list';
import type { AuditRecord } from '../staff-audit';
import { singleLineText } from '../text';
import { fieldMessages } from '../validation';
import { localizedSchema } from './localized';
import { imageHashSchema, maxProductImages, type ProductImage } from './product-images';

// Content staff's edits of a product's images besides an upload: their order, an image's alt text,
// its removal. Each names the revision of the images it was made on (every change of the images
// raises it), so of two staff editing at once one wins and the other is told to read them again.

const revisionSchema = () => z.int().check(z.gte(0, fieldMessages.invalidValue));
const altText = () => singleLineText({ min: 1, max: 200 });

/** `PUT /api/content/products/{id}/images/order`: every image of the product, by its hash, in the new order. */
export const imageOrderSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    revision: revisionSchema(),
    order: z.array(imageHashSchema).check(
      z.maxLength(maxProductImages, fieldMessages.tooLong),
      z.refine((order) => new Set(order).size === order.length, fieldMessages.duplicateValue),
    ),
  }),
);
export type ImageOrder = z.output<typeof imageOrderSchema>;

/** `PUT /api/content/products/{id}/images/{hash}/alt`: an image's alt text per language, Polish required. */
export const imageAltSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({ revision: revisionSchema(), alt: localizedSchema(altText()) }),
);
export type ImageAlt = z.output<typeof imageAltSchema>;

/** `DELETE /api/content/products/{id}/images/{hash}?revision=`: the revision the removal was decided on. */
export const imageRemovalQuerySchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    revision: z.pipe(
      z.string().check(z.regex(/^\d{1,9}$/, fieldMessages.invalidValue)),
      z.transform((value: string) => Number(value)),
    ),
  }),
);

/** What the content staff's product page shows: the product's images, their revision, its net prices, what staff did. */
export interface StaffProductImages {
  productId: string;
  name: string;
  images: ProductImage[];
  revision: number;
  prices: ProductPrices;
  history: AuditRecord[];
}

/** What an image change answers: the images after it and their new revision. */
export interface ProductImagesChanged {
  images: ProductImage[];
  revision: number;
}
