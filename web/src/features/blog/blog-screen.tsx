import { type ArticleListRouteKey, articleListRouteKeys, filterOfRoute } from '#shared/blog/article-listing';
import type { RouteKey } from '#shared/routes';
import { NotFoundPage } from '../../components/not-found-page';
import type { PageData } from '../../lib/page-data';
import { ArticleListPage } from './article-list-page';
import { ArticlePage } from './article-page';

const isListRoute = (key: RouteKey): key is ArticleListRouteKey =>
  (articleListRouteKeys as readonly RouteKey[]).includes(key);

/**
 * The blog's one chunk: its lists, and an article by its link (`slug` on `/blog/…`, `link` on the
 * portal's paths); a pre-rendered page's data stands in for the first request when it is this page's.
 */
export const BlogScreen = ({
  routeKey,
  params,
  initial,
}: {
  routeKey: RouteKey;
  params: Record<string, string>;
  initial: Pick<PageData, 'article' | 'articleList'> | undefined;
}) => {
  if (!isListRoute(routeKey)) {
    const link = params.slug ?? params.link ?? '';
    return <ArticlePage key={link} link={link} initial={initial?.article} />;
  }
  const filter = filterOfRoute(routeKey, params);
  if (!filter) return <NotFoundPage />;
  const key = JSON.stringify(filter);
  const listing =
    JSON.stringify(initial?.articleList?.filter) === key ? initial?.articleList?.listing : undefined;
  return <ArticleListPage key={key} filter={filter} initial={listing} />;
};
