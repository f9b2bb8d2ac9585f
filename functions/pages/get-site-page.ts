import { readListingState } from '#shared/catalogue/listing-state';
import type { Language } from '#shared/locale';
import { decidePage } from '#shared/page-kind';
import { alternates, indexable, pathFor } from '#shared/routes';
import { defaultUserSettings } from '#shared/user-settings';
import type { Route } from '../lib/http/http-handler';
import { type Reply, text } from '../lib/http/reply';
import type { CatalogueIndex } from '../lib/search/catalogue-index';
import { currentCatalogueIndex } from '../lib/search/current-index';
import { InvalidListingQuery, queryCatalogue } from '../lib/search/query-catalogue';
import { renderSitePage, type SitePage } from '../lib/site-page-writer';
import { categoryViews } from '../use-cases/catalogue/category-views';

// A page whose content depends on the address's query, rendered per request with its data, so what
// it shows is in its HTML before any script runs: the search (`rendered` in shared/routes.ts). The
// distribution (and the local site server) sends such a path here as it came, query and all. Results
// are priced as the site prices them before a visitor picks a currency (the default settings); the
// browser asks again for a visitor who picked another.

/**
 * The search's page is the same for every visitor (priced by the default settings, never by who
 * asks): the distribution keeps it a minute by its path and query (infra/cdk/site-distribution.ts),
 * a browser asks again each time; the not-found page is not kept.
 */
export const searchPageCache = 'public, max-age=0, s-maxage=60';

const page = (status: number, html: string): Reply => ({
  ...text(html, 'text/html; charset=utf-8', {
    'cache-control': status === 200 ? searchPageCache : 'no-cache',
  }),
  statusCode: status,
});

/** The results of a search address's query; none when it names no valid phrase (the page says why). */
const searchOf = (index: CatalogueIndex, language: Language, query: string): SitePage['data'] => {
  const { state } = readListingState(query);
  if (!state.q) return {};
  const { currency, country } = defaultUserSettings;
  try {
    return { search: { query, result: queryCatalogue(index, { ...state, language, currency, country }) } };
  } catch (error) {
    // A filter the index does not know: the browser shows the listing's own answer to it.
    if (error instanceof InvalidListingQuery) return {};
    throw error;
  }
};

/** The search page's data for the address's query: its results and the category menu. */
export const searchPageData = (
  index: CatalogueIndex,
  language: Language,
  query: string,
): SitePage['data'] => ({
  ...searchOf(index, language, query),
  categories: categoryViews(index, language),
});

/** GET /api/pages/{proxy+}: the page of the path after the prefix; the not-found page (404) for any other. */
export const getSitePageRoute: Route = async ({ event }) => {
  const decision = decidePage(`/${event.pathParameters?.proxy ?? ''}`);
  if (decision.kind !== 'rendered' || decision.match.key !== 'search') {
    const language = decision.kind === 'notFound' ? decision.language : decision.match.language;
    const notFound = await renderSitePage({
      language,
      path: pathFor('notFound', language),
      alternates: alternates('notFound'),
      data: { notFound: true },
      noindex: true,
    });
    return page(404, notFound);
  }
  const { key, language } = decision.match;
  const query = event.rawQueryString ?? '';
  const index = await currentCatalogueIndex();
  const html = await renderSitePage({
    language,
    path: pathFor(key, language),
    alternates: alternates(key),
    data: searchPageData(index, language, query),
    search: query,
    noindex: !indexable(key),
  });
  return page(200, html);
};
