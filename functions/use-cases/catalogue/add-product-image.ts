import { productChanged } from '#events/contracts/product-changed';
import type { ProductImagesChanged } from '#shared/catalogue/product-image-edits';
import { maxProductImages, type ProductImage } from '#shared/catalogue/product-images';
import type { AuditActor } from '#shared/staff-audit';
import type { ImageFile } from '../../lib/images/image-variants';
import type { ReadUpload, UploadRefusal } from '../../lib/images/read-upload';
import { outboxItem } from '../../lib/table/outbox';
import type { TransactItem } from '../../lib/table/transaction';
import { fail, ok, type Result } from '../result';
import { imageActionRecorded, type ProductImageEditPorts } from './change-product-images';

export interface ProductImagePorts
  extends Pick<ProductImageEditPorts, 'readProductImages' | 'auditRecorded' | 'commit' | 'clock'> {
  readUpload: (
    bytes: Buffer,
  ) => Promise<{ ok: true; upload: ReadUpload } | { ok: false; code: UploadRefusal }>;
  renderVariants: (source: Buffer, hash: string, width: number) => Promise<ImageFile[]>;
  putImageVariants: (files: readonly ImageFile[]) => Promise<void>;
  putImageOriginal: (hash: string, type: string, body: Buffer) => Promise<void>;
  productImageAdd: (id: string, image: ProductImage, countBefore: number) => TransactItem;
}

export interface AddProductImageInput {
  productId: string;
  bytes: Buffer;
  alt: ProductImage['alt'];
}

/**
 * Content staff add an image to a product. Input: the product, the uploaded bytes, the alt text per
 * language (Polish required) and who adds it. Output: the product's images after it and their
 * revision. Course: the
 * product (`product_not_found`), room for another image (`too_many_images`); the bytes checked
 * (`readUpload`: type from the bytes, size, pixels, shortest side); the same image already there
 * changes nothing; else the variants go to the site bucket and the cleaned original to the documents
 * bucket (content-named, so a retry writes the same files), then the image is appended, conditional on
 * the images read again, with its record and `catalogue.product-changed` (the index and pages follow)
 * in one transaction, read and tried again after a concurrent upload.
 */
export const addProductImage = async (
  ports: ProductImagePorts,
  { productId, bytes, alt }: AddProductImageInput,
  actor: AuditActor,
): Promise<Result<ProductImagesChanged>> => {
  const before = await ports.readProductImages(productId);
  if (!before) return fail('product_not_found');
  const images = before.product.images ?? [];
  if (images.length >= maxProductImages) return fail('too_many_images');
  const read = await ports.readUpload(bytes);
  if (!read.ok) return fail(read.code);
  const { upload } = read;
  if (images.some((image) => image.hash === upload.hash)) return ok({ images, revision: before.revision });
  await ports.putImageVariants(await ports.renderVariants(upload.original, upload.hash, upload.width));
  await ports.putImageOriginal(upload.hash, upload.type, upload.original);
  const image: ProductImage = { hash: upload.hash, width: upload.width, height: upload.height, alt };
  return appendImage(ports, productId, image, actor);
};

const attempts = 3;

/** Appends the stored image, reading the product again after a concurrent change (another upload). */
const appendImage = async (
  ports: ProductImagePorts,
  productId: string,
  image: ProductImage,
  actor: AuditActor,
): Promise<Result<ProductImagesChanged>> => {
  for (let attempt = 1; ; attempt++) {
    const read = await ports.readProductImages(productId);
    if (!read) return fail('product_not_found');
    const { product, revision } = read;
    const images = product.images ?? [];
    if (images.some((existing) => existing.hash === image.hash)) return ok({ images, revision });
    if (images.length >= maxProductImages) return fail('too_many_images');
    const state = product.availability.state;
    const now = ports.clock();
    const after = [...images, image];
    const committed = await ports.commit(
      [
        {
          item: ports.productImageAdd(productId, image, images.length),
          whenConditionFails: 'changed_meanwhile' as const,
        },
        {
          item: imageActionRecorded(ports, {
            productId,
            action: 'imageAdded',
            actor,
            at: now,
            before: images,
            after,
          }),
        },
      ],
      [
        outboxItem(
          productChanged,
          { productId, availabilityBefore: state, availabilityAfter: state },
          { now },
        ),
      ],
    );
    if (committed.ok) return ok({ images: after, revision: revision + 1 });
    if (attempt === attempts)
      throw new Error(`product ${productId}'s images changed during ${attempts} attempts`);
  }
};
