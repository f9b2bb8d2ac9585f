import * as z from 'zod/mini';
import type { Category } from '../../../shared/catalogue/category';
import type { CategoryView } from '../../../shared/catalogue/listing';
import { localized } from '../../../shared/catalogue/localized';
import { defaultLanguage, type Language, languages } from '../../../shared/locale';
import type { Route } from '../../lib/http/http-handler';
import { parseQuery } from '../../lib/http/parse-query';
import { json } from '../../lib/http/reply';
import type { CatalogueIndex } from '../search/catalogue-index';
import { catalogueCache } from './list-products';
import { catalogueIndex } from './published-index';

const querySchema = z.strictObject({ language: z._default(z.enum(languages), defaultLanguage) });

/** A category in one language. */
export const categoryView = (category: Category, language: Language): CategoryView => ({
  id: category.id,
  parentId: category.parentId,
  position: category.position,
  ...localized(category.texts, language),
});

export const categoryViews = (index: CatalogueIndex, language: Language) =>
  index.categories.map((category) => categoryView(category, language));

/** GET /api/cms/categories: the whole tree, flat, in the language (as published with the index). */
export const getCategories: Route = async ({ event }) => {
  const { language } = parseQuery(event, querySchema);
  return json(200, { categories: categoryViews(await catalogueIndex(), language) }, catalogueCache);
};
