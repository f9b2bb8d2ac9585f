import type { ArticleView } from './article';

// schema.org Article data of an article page (`<script type="application/ld+json">`): the shop, by
// its name in the page's language, is the author and the publisher.

export const articleJsonLd = (article: ArticleView, shopName: string) => ({
  '@context': 'https://schema.org',
  '@type': 'Article',
  headline: article.title,
  description: article.excerpt,
  inLanguage: article.language,
  datePublished: article.publishedAt,
  articleSection: article.category,
  author: { '@type': 'Organization', name: shopName },
  publisher: { '@type': 'Organization', name: shopName },
  ...(article.rating.average !== null
    ? {
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: article.rating.average.toFixed(1),
          ratingCount: article.rating.count,
        },
      }
    : {}),
});
