import type { ArticleView } from '#shared/blog/article';
import type { Shopper } from '../../lib/search/listing-item';
import { fail, ok, type Result } from '../result';
import { articleView } from './article-view';
import type { BlogPorts } from './deps';

/**
 * Input: the article's link and the shopper. Output: the article page's data, or `article_not_found`
 * for one that is not published (unpublished, or scheduled for later).
 */
export const readArticle = async (
  ports: BlogPorts,
  { link, shopper }: { link: string; shopper: Shopper },
): Promise<Result<ArticleView>> => {
  const article = await ports.readArticle(shopper.language, link);
  return article?.state === 'published'
    ? ok(await articleView(ports, article, shopper))
    : fail('article_not_found');
};
