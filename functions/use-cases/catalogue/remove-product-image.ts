import type { AuditActor } from '#shared/staff-audit';
import { fail, ok } from '../result';
import { changeProductImages, type ProductImageEditPorts } from './change-product-images';

/**
 * Content staff take an image off a product. Input: the product, the image's hash and the revision
 * it was decided on. Output: the images left and their revision. Course: `change-product-images.ts`;
 * an image the product does not have is `image_not_found`. Its files stay in the buckets: they are
 * named by their content, and a page rendered before may still name them.
 */
export const removeProductImage = (
  ports: Omit<ProductImageEditPorts, 'auditOf'>,
  { productId, hash, revision }: { productId: string; hash: string; revision: number },
  actor: AuditActor,
) =>
  changeProductImages(ports, { productId, revision, action: 'imageRemoved', actor }, (images) =>
    images.some((image) => image.hash === hash)
      ? ok(images.filter((image) => image.hash !== hash))
      : fail('image_not_found'),
  );
