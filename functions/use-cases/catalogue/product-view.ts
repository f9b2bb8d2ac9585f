import { categoryLines } from '#shared/catalogue/category';
import { type ProductView, relationKeys } from '#shared/catalogue/listing';
import { localized } from '#shared/catalogue/localized';
import type { Product } from '#shared/catalogue/product';
import { imageView } from '#shared/catalogue/product-images';
import { requiresSignIn } from '#shared/catalogue/product-rules';
import { languages } from '#shared/locale';
import { type CatalogueIndex, type IndexedProduct, indexed } from '../../lib/search/catalogue-index';
import { listingItem, type Shopper } from '../../lib/search/listing-item';
import { categoryViews } from './category-views';

/**
 * The product page's data: the product as stored (fresh availability and ratings) in the shopper's
 * terms; its category path and related products' cards come from the published index.
 */
export const productView = (index: CatalogueIndex, product: Product, shopper: Shopper): ProductView => {
  const texts = localized(product.texts, shopper.language);
  const related = (ids: readonly string[]) =>
    ids.flatMap((id) => {
      const doc = index.numberOf.get(id);
      return doc === undefined ? [] : [listingItem(index, index.products[doc] as IndexedProduct, shopper)];
    });
  return {
    ...listingItem(index, indexed(product), shopper),
    description: texts.description,
    slugs: Object.fromEntries(
      languages.map((language) => [language, localized(product.texts, language).slug]),
    ) as ProductView['slugs'],
    categoryPath: categoryLines(categoryViews(index, shopper.language))(product.categoryId).reverse(),
    ...(product.licenceType ? { licenceType: product.licenceType } : {}),
    ...(product.kind === 'hardware' ? { hardwareType: product.hardwareType } : {}),
    restrictions: product.restrictions,
    apps: product.apps,
    attributes: product.attributes,
    images: (product.images ?? []).map((image) => imageView(image, shopper.language)),
    relations: Object.fromEntries(
      relationKeys.map((key) => [key, related(product.relations[key])]),
    ) as ProductView['relations'],
    requiresSignIn: requiresSignIn(product),
    createdAt: product.createdAt,
  };
};
