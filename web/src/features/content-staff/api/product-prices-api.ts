import type { ProductPricesChanged, ProductPricesEdit } from '#shared/catalogue/product-price-edits';
import { authorizedFetch } from '../../../lib/session/session';

// The content staff's price route (functions/content/README.md); the prices it starts from come with
// the product's images (`useProductImages`).

export const changeProductPrices = (productId: string, edit: ProductPricesEdit) =>
  authorizedFetch<ProductPricesChanged>(`/api/content/products/${encodeURIComponent(productId)}/prices`, {
    method: 'PUT',
    body: JSON.stringify(edit),
  });
