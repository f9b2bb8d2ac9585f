import { suggestionsQuerySchema } from '#shared/catalogue/listing';
import type { Route } from '../../lib/http/http-handler';
import { parseQuery } from '../../lib/http/parse-query';
import { json } from '../../lib/http/reply';
import { catalogueIndex } from '../../lib/search/published-index';
import { suggest } from '../../lib/search/suggest';
import { catalogueCache } from './catalogue-cache';

/** GET /api/cms/suggestions?q=: product names while typing (none under 2 letters or digits). */
export const getSuggestions: Route = async ({ event }) => {
  const { q, language } = parseQuery(event, suggestionsQuerySchema);
  return json(200, { suggestions: suggest(await catalogueIndex(), q, language) }, catalogueCache);
};
