import { localized } from '#shared/catalogue/localized';
import type { StaffProductImages } from '#shared/catalogue/product-image-edits';
import { fail, ok, type Result } from '../result';
import type { ProductImageEditPorts } from './change-product-images';

/**
 * Input: a product's id. Output: its images as the content staff's page shows them (in order, alt text
 * in every language), their revision (which each edit names), its net prices and what staff did to
 * them; `product_not_found`.
 */
export const readProductImages = async (
  ports: Pick<ProductImageEditPorts, 'readProductImages' | 'auditOf'>,
  productId: string,
): Promise<Result<StaffProductImages>> => {
  const read = await ports.readProductImages(productId);
  if (!read) return fail('product_not_found');
  return ok({
    productId,
    name: localized(read.product.texts, 'pl').name,
    images: read.product.images ?? [],
    revision: read.revision,
    prices: read.product.prices,
    history: await ports.auditOf({ kind: 'product', id: productId }),
  });
};
