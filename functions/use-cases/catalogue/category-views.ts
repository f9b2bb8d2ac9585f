import type { Category } from '#shared/catalogue/category';
import type { CategoryView } from '#shared/catalogue/listing';
import { localized } from '#shared/catalogue/localized';
import type { Language } from '#shared/locale';
import type { CatalogueIndex } from '../../lib/search/catalogue-index';

// The category read model: categories in one language, as the categories route, the product page's
// category path and the pre-rendered pages show them.

/** A category in one language. */
export const categoryView = (category: Category, language: Language): CategoryView => ({
  id: category.id,
  parentId: category.parentId,
  position: category.position,
  ...localized(category.texts, language),
});

/** The published tree, flat, in one language. */
export const categoryViews = (index: CatalogueIndex, language: Language): CategoryView[] =>
  index.categories.map((category) => categoryView(category, language));
