import { productChanged } from '#events/contracts/product-changed';
import type { ProductImagesChanged } from '#shared/catalogue/product-image-edits';
import type { ProductImage } from '#shared/catalogue/product-images';
import { type AuditActor, auditChanges } from '#shared/staff-audit';
import type { getProductImages, productImagesSet } from '../../lib/table/catalogue';
import { outboxItem } from '../../lib/table/outbox';
import type { auditOf, auditRecorded } from '../../lib/table/staff-audit';
import { fail, ok, type Result } from '../result';
import type { TablePorts } from '../table-ports';

/** Reading a product's images with their revision, replacing them on it, and recording who did. */
export interface ProductImageEditPorts extends TablePorts {
  readProductImages: typeof getProductImages;
  productImagesSet: typeof productImagesSet;
  auditRecorded: typeof auditRecorded;
  auditOf: typeof auditOf;
}

/** What staff did to a product's images, as its record calls it. */
export type ImageAction = 'imageAdded' | 'imagesReordered' | 'imageAltEdited' | 'imageRemoved';

/** The images as a record compares them: each image's hash and alt text, in order. */
export const imagesAudited = (images: readonly ProductImage[]) =>
  images.map(({ hash, alt }) => ({ hash, alt }));

/** The record of an image action, to commit with it. */
export const imageActionRecorded = (
  ports: Pick<ProductImageEditPorts, 'auditRecorded'>,
  {
    productId,
    action,
    actor,
    at,
    before,
    after,
  }: {
    productId: string;
    action: ImageAction;
    actor: AuditActor;
    at: Date;
    before: readonly ProductImage[];
    after: readonly ProductImage[];
  },
) =>
  ports.auditRecorded(
    { kind: 'product', id: productId },
    {
      at: at.toISOString(),
      action,
      actor,
      changes: auditChanges({ images: imagesAudited(before) }, { images: imagesAudited(after) }),
    },
  );

/**
 * The course every edit of a product's images shares (reorder, alt text, removal). Input: the product,
 * the revision of the images the staff member saw, the action, who acts and the edit (the images now
 * → the images after it, or its refusal). Output: the images after it and their new revision.
 * Course: the product read (`product_not_found`); a revision other than the one read means someone
 * changed them meanwhile (`changed_meanwhile`: the screen reads them again); the edit decides; the
 * images replaced conditional on the revision read (the same refusal when another wins in between),
 * with the action's record and `catalogue.product-changed` (the index and the product's pages follow
 * without a deploy), in one transaction.
 */
export const changeProductImages = async (
  ports: Omit<ProductImageEditPorts, 'auditOf'>,
  {
    productId,
    revision,
    action,
    actor,
  }: { productId: string; revision: number; action: ImageAction; actor: AuditActor },
  edit: (images: ProductImage[]) => Result<ProductImage[]>,
): Promise<Result<ProductImagesChanged>> => {
  const read = await ports.readProductImages(productId);
  if (!read) return fail('product_not_found');
  if (read.revision !== revision) return fail('changed_meanwhile');
  const before = read.product.images ?? [];
  const edited = edit(before);
  if (!edited.ok) return edited;
  const now = ports.clock();
  const state = read.product.availability.state;
  const committed = await ports.commit(
    [
      {
        item: ports.productImagesSet(productId, edited.value, revision),
        whenConditionFails: 'changed_meanwhile' as const,
      },
      {
        item: imageActionRecorded(ports, { productId, action, actor, at: now, before, after: edited.value }),
      },
    ],
    [outboxItem(productChanged, { productId, availabilityBefore: state, availabilityAfter: state }, { now })],
  );
  return committed.ok ? ok({ images: edited.value, revision: revision + 1 }) : fail(committed.code);
};
