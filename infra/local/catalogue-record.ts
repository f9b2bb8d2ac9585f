import type { RouteMatch } from '#shared/routes';

// Whether the shop holds the record a product, category or article page shows, asked of the shop's own
// API as the browser would. The site server asks only while the background pre-render has not yet put
// the page into the site bucket (on AWS every published record has its page, so a miss is a 404).

const recordUrls: Partial<Record<RouteMatch['key'], (match: RouteMatch) => string>> = {
  product: ({ params }) => `/api/cms/products/${encodeURIComponent(params.id ?? '')}`,
  category: ({ params }) => `/api/cms/products?category=${encodeURIComponent(params.id ?? '')}`,
  blogArticle: ({ language, params }) =>
    `/api/blog/articles/${language}/${encodeURIComponent(params.slug ?? '')}`,
};

/** False only when the API says the record does not exist (404) or its id is malformed (400). */
export const catalogueHasRecord = async (siteOrigin: string, match: RouteMatch): Promise<boolean> => {
  const url = recordUrls[match.key]?.(match);
  if (!url) return true;
  const response = await fetch(siteOrigin + url);
  await response.body?.cancel();
  return response.status !== 404 && response.status !== 400;
};
