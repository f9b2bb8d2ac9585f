import {
  attributeParamPrefix,
  listingParams,
  parseListingParams,
  rangeParamPrefix,
} from '#shared/catalogue/listing';
import { toFieldErrors } from '#shared/validation';
import { AppError } from '../../lib/errors';
import type { Route } from '../../lib/http/http-handler';
import { text } from '../../lib/http/reply';
import { replyMemo } from '../../lib/http/reply-memo';
import { currentCatalogueIndex } from '../../lib/search/current-index';
import { InvalidListingQuery, queryCatalogueJson, UnknownCategory } from '../../lib/search/query-catalogue';
import { figuresCache } from './catalogue-cache';

/** `attributes.ram.0` and `ranges.weight` (the schema's paths) → `attr.ram` and `range.weight` (the URL parameters). */
const parameterPath = (path: string) => {
  const [group, key = ''] = path.split('.');
  if (group === 'attributes') return attributeParamPrefix + key;
  return group === 'ranges' ? rangeParamPrefix + key : path;
};

// Filters and price bounds make many one-off queries: only a repeated one is worth keeping. Kept per
// index: published figures make a new one (`currentCatalogueIndex`), and the replies are made again.
const memo = replyMemo(1000, { onlyRepeated: true });

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
  const index = await currentCatalogueIndex();
  try {
    return memo(index, key, () =>
      text(queryCatalogueJson(index, query), 'application/json; charset=utf-8', figuresCache),
    );
  } catch (error) {
    if (error instanceof InvalidListingQuery) throw new AppError('invalid_data', error.fields);
    if (error instanceof UnknownCategory) throw new AppError('category_not_found');
    throw error;
  }
};
