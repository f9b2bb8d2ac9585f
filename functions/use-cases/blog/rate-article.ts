import type { RatingView } from '#shared/catalogue/listing';
import type { Language } from '#shared/locale';
import { fail, ok, type Result } from '../result';
import type { BlogPorts } from './deps';

export interface RateArticleInput {
  language: Language;
  link: string;
  userId: string;
  rating: number;
}

/**
 * A reader rates an article once. Course: the rating added to the article's aggregate and the
 * reader's rating item put in one transaction (the article first, so a missing article is the
 * answer), then the new aggregate read. Fails with `article_not_found` or `article_rated_once`.
 */
export const rateArticle = async (
  { articleItems, readArticle, commit, clock }: BlogPorts,
  { language, link, userId, rating }: RateArticleInput,
): Promise<Result<RatingView>> => {
  const committed = await commit([
    { item: articleItems.addRating(language, link, rating), whenConditionFails: 'article_not_found' },
    {
      item: articleItems.putRating(language, link, userId, rating, clock()),
      whenConditionFails: 'article_rated_once',
    },
  ]);
  if (!committed.ok) return fail(committed.code);
  const article = await readArticle(language, link);
  if (!article) throw new Error(`article ${language}/${link} vanished after it was rated`);
  const { count, sum } = article.ratings;
  return ok({ average: sum / count, count });
};
