import { figuresPublishedSince } from '../table/published-figures';
import { followFigures } from './figures-follower';
import { catalogueIndex } from './published-index';

// The catalogue index with the figures published since it: what the routes showing figures answer
// from (listings, the product page, the comparison, the search page). A targeted update renders pages
// from its own follower, which revalidates the published index first (use-cases/catalogue/figures-deps.ts).

/** This container's index (revalidated after the cache lifespan), following the figures published since. */
export const currentCatalogueIndex = followFigures({
  published: (now) => catalogueIndex(now),
  publishedSince: figuresPublishedSince,
});
