import { describe, expect, it } from 'vitest';
import type { ArticleSummary } from './article';
import { popularArticles } from './popular';

const article = (
  link: string,
  average: number | null,
  count: number,
  publishedAt = '2025-01-01T00:00:00.000Z',
) => ({ link, rating: { average, count }, publishedAt }) as ArticleSummary;

const linksOf = (articles: readonly ArticleSummary[], count?: number) =>
  popularArticles(articles, count).map(({ link }) => link);

describe('popular articles (by the readers’ ratings)', () => {
  it('puts many good ratings above a few perfect ones, and a few poor ones above many poor ones', () => {
    // The mean of all 62 ratings: (5 + 4.8 × 40 + 3 × 20 + 2) / 62 ≈ 4.18; five of it weigh ≈ 20.9.
    const articles = [
      article('one-five', 5, 1), // (5 + 20.9) / 6 ≈ 4.31
      article('forty-at-4-8', 4.8, 40), // (192 + 20.9) / 45 ≈ 4.73
      article('twenty-at-3', 3, 20), // (60 + 20.9) / 25 ≈ 3.24
      article('one-two', 2, 1), // (2 + 20.9) / 6 ≈ 3.81
    ];
    expect(linksOf(articles)).toEqual(['forty-at-4-8', 'one-five', 'one-two', 'twenty-at-3']);
  });

  it('breaks a tie by the most rated, then the newest; never lists unrated ones; keeps to the count', () => {
    const articles = [
      article('unrated', null, 0, '2026-01-01T00:00:00.000Z'),
      article('four-ten', 4, 10),
      article('four-twenty', 4, 20),
      article('four-twenty-newer', 4, 20, '2025-02-01T00:00:00.000Z'),
    ];
    expect(linksOf(articles)).toEqual(['four-twenty-newer', 'four-twenty', 'four-ten']);
    expect(linksOf(articles, 2)).toEqual(['four-twenty-newer', 'four-twenty']);
  });

  it('is empty while no article is rated', () => {
    expect(linksOf([article('a', null, 0), article('b', null, 0)])).toEqual([]);
  });
});
