import { describe, expect, it } from 'vitest';
import { articleListQuerySchema, filterOfRoute, listingParams } from './article-listing';

describe('article lists', () => {
  it('shows on each list route of spec section 2 its own list', () => {
    expect(filterOfRoute('blog', {})).toEqual({});
    expect(filterOfRoute('publication', {})).toEqual({});
    expect(filterOfRoute('news', {})).toEqual({ kind: 'news' });
    expect(filterOfRoute('articles', {})).toEqual({ kind: 'article' });
    expect(filterOfRoute('articlesList', {})).toEqual({ kind: 'article' });
    expect(filterOfRoute('newsArchive', { year: '2025', month: '03' })).toEqual({ year: 2025, month: 3 });
    expect(filterOfRoute('newsCategory', { category: 'security' })).toEqual({ category: 'security' });
    expect(filterOfRoute('newsCategory', { category: 'unknown' })).toBeUndefined();
  });

  it('parses the list query and sends a filter back as one', () => {
    const query = articleListQuerySchema.parse({ language: 'en', year: '2025', month: '3', page: '2' });
    expect(query).toEqual({ language: 'en', year: 2025, month: 3, page: 2 });
    expect(listingParams({ kind: 'news', category: undefined }, 1).toString()).toBe('kind=news');
    expect(listingParams({ year: 2025, month: 3 }, 2).toString()).toBe('year=2025&month=3&page=2');
  });

  it.each([
    [{ page: '0' }],
    [{ page: '-1' }],
    [{ month: '3' }],
    [{ year: '2025', month: '13' }],
    [{ category: 'other' }],
    [{ kind: 'video' }],
    [{ unknown: 'x' }],
  ])('refuses %j', (query) => expect(articleListQuerySchema.safeParse(query).success).toBe(false));
});
