import type { ImageAlt } from '#shared/catalogue/product-image-edits';
import type { AuditActor } from '#shared/staff-audit';
import { fail, ok } from '../result';
import { changeProductImages, type ProductImageEditPorts } from './change-product-images';

/**
 * Content staff rewrite an image's alt text. Input: the product, the image's hash, its alt text per
 * language (Polish required; a language left out has none) and the revision it was made on. Output:
 * the images after it and their revision. Course: `change-product-images.ts`; an image the product
 * does not have is `image_not_found`.
 */
export const editImageAlt = (
  ports: Omit<ProductImageEditPorts, 'auditOf'>,
  { productId, hash, revision, alt }: ImageAlt & { productId: string; hash: string },
  actor: AuditActor,
) =>
  changeProductImages(ports, { productId, revision, action: 'imageAltEdited', actor }, (images) =>
    images.some((image) => image.hash === hash)
      ? ok(images.map((image) => (image.hash === hash ? { ...image, alt } : image)))
      : fail('image_not_found'),
  );
