import type { ArticleView } from '#shared/blog/article';
import { type ArticleListRouteKey, articleListRouteKeys, filterOfRoute } from '#shared/blog/article-listing';
import type { RouteKey } from '#shared/routes';
import { NotFoundPage } from '../../components/not-found-page';
import { ArticleListPage } from './article-list-page';
import { ArticlePage } from './article-page';

const isListRoute = (key: RouteKey): key is ArticleListRouteKey =>
  (articleListRouteKeys as readonly RouteKey[]).includes(key);

/** The blog's one chunk: its lists, and an article by its link (`slug` on `/blog/…`, `link` on the portal's paths). */
export const BlogScreen = ({
  routeKey,
  params,
  initial,
}: {
  routeKey: RouteKey;
  params: Record<string, string>;
  initial: ArticleView | undefined;
}) => {
  if (!isListRoute(routeKey)) {
    const link = params.slug ?? params.link ?? '';
    return <ArticlePage key={link} link={link} initial={initial} />;
  }
  const filter = filterOfRoute(routeKey, params);
  return filter ? <ArticleListPage key={JSON.stringify(filter)} filter={filter} /> : <NotFoundPage />;
};
