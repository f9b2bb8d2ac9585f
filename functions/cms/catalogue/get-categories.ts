import * as z from 'zod/mini';
import { defaultLanguage, languages } from '#shared/locale';
import type { Route } from '../../lib/http/http-handler';
import { parseQuery } from '../../lib/http/parse-query';
import { json } from '../../lib/http/reply';
import { catalogueIndex } from '../../lib/search/published-index';
import { categoryViews } from '../../use-cases/catalogue/category-views';
import { catalogueCache } from './catalogue-cache';

const querySchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({ language: z._default(z.enum(languages), defaultLanguage) }),
);

/** GET /api/cms/categories: the whole tree, flat, in the language (as published with the index). */
export const getCategories: Route = async ({ event }) => {
  const { language } = parseQuery(event, querySchema);
  return json(200, { categories: categoryViews(await catalogueIndex(), language) }, catalogueCache);
};
