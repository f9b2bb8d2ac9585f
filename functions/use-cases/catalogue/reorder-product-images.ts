import type { ImageOrder } from '#shared/catalogue/product-image-edits';
import type { AuditActor } from '#shared/staff-audit';
import { fieldMessages } from '#shared/validation';
import { failOnFields, ok } from '../result';
import { changeProductImages, type ProductImageEditPorts } from './change-product-images';

/**
 * Content staff put a product's images in a new order. Input: the product, the order (every image's
 * hash once) and the revision it was made on. Output: the images in that order and their revision.
 * Course: `change-product-images.ts`; an order that is not exactly the product's images (one missing,
 * one unknown) is `invalid_data` naming `order`.
 */
export const reorderProductImages = (
  ports: Omit<ProductImageEditPorts, 'auditOf'>,
  { productId, revision, order }: ImageOrder & { productId: string },
  actor: AuditActor,
) =>
  changeProductImages(ports, { productId, revision, action: 'imagesReordered', actor }, (images) => {
    const byHash = new Map(images.map((image) => [image.hash, image]));
    const reordered = order.flatMap((hash) => byHash.get(hash) ?? []);
    return reordered.length === images.length && order.length === images.length
      ? ok(reordered)
      : failOnFields('invalid_data', [{ path: 'order', message: fieldMessages.invalidValue }]);
  });
