import { describe, expect, it } from 'vitest';
import type { ArticleView } from './article';
import { articleJsonLd } from './article-json-ld';

const article: ArticleView = {
  link: 'nowy-laptop',
  language: 'pl',
  kind: 'news',
  category: 'hardware',
  title: 'Nowy laptop',
  excerpt: 'Już w sklepie.',
  publishedAt: '2026-03-02T10:00:00.000Z',
  rating: { average: null, count: 0 },
  html: '<p>Treść</p>',
  relatedProducts: [],
  popularArticles: [],
  otherArticles: [],
  translations: [],
};

describe('the Article JSON-LD', () => {
  it('names the article, its language and date, the shop as author and publisher', () => {
    expect(articleJsonLd(article, 'Sklep')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Nowy laptop',
      description: 'Już w sklepie.',
      inLanguage: 'pl',
      datePublished: '2026-03-02T10:00:00.000Z',
      articleSection: 'hardware',
      author: { '@type': 'Organization', name: 'Sklep' },
      publisher: { '@type': 'Organization', name: 'Sklep' },
    });
  });

  it('adds the rating once the article is rated', () => {
    expect(articleJsonLd({ ...article, rating: { average: 4.25, count: 4 } }, 'Sklep')).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.3', ratingCount: 4 },
    });
  });
});
