import { describe, expect, it } from 'vitest';
import type { ArticleSummary } from './article';
import { popularArticles } from './popular';

const article = (
  link: string,
  average: number | null,
  count: number,
  publishedAt = '2025-01-01T00:00:00.000Z',
) => ({ link, rating: { average, count }, publishedAt }) as ArticleSummary;

describe('popular articles', () => {
  it('are the best-rated, then the most rated, then the newest; never unrated ones', () => {
    const articles = [
      article('unrated', null, 0),
      article('four', 4, 10),
      article('five-few', 5, 1),
      article('four-more', 4, 20),
      article('four-more-newer', 4, 20, '2025-02-01T00:00:00.000Z'),
    ];
    expect(popularArticles(articles, 3).map(({ link }) => link)).toEqual([
      'five-few',
      'four-more-newer',
      'four-more',
    ]);
  });
});
