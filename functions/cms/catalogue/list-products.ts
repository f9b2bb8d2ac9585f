import { attributeParamPrefix, listingParams, parseListingParams } from '#shared/catalogue/listing';
import { toFieldErrors } from '#shared/validation';
import { AppError } from '../../lib/errors';
import type { Route } from '../../lib/http/http-handler';
import { json } from '../../lib/http/reply';
import { replyMemo } from '../../lib/http/reply-memo';
import { catalogueIndex } from '../../lib/search/published-index';
import { InvalidListingQuery, queryCatalogue, UnknownCategory } from '../../lib/search/query-catalogue';
import { catalogueCache } from './catalogue-cache';

/** `attributes.ram.0` (the schema's path) → `attr.ram` (the URL parameter). */
const parameterPath = (path: string) =>
  path.startsWith('attributes.') ? attributeParamPrefix + (path.split('.')[1] ?? '') : path;

const memo = replyMemo(1000);

/** GET /api/cms/products: a category listing or a search, with facets; filters and sort as in the URL. */
export const listProductsRoute: Route = async ({ event }) => {
  const params = event.queryStringParameters ?? {};
  const parsed = parseListingParams(params);
  if (!parsed.success) {
    const fields = toFieldErrors(parsed.error, { ...params, attributes: {} });
    throw new AppError(
      'invalid_data',
      fields.map((field) => ({ ...field, path: parameterPath(field.path) })),
    );
  }
  const query = parsed.data;
  const key = `${listingParams(query)}|${query.language}|${query.currency}|${query.country}`;
  const index = await catalogueIndex();
  try {
    return memo(index, key, () => json(200, queryCatalogue(index, query), catalogueCache));
  } catch (error) {
    if (error instanceof InvalidListingQuery) throw new AppError('invalid_data', error.fields);
    if (error instanceof UnknownCategory) throw new AppError('category_not_found');
    throw error;
  }
};
