import { type Article, type ArticleView, articleSummary } from '#shared/blog/article';
import { popularArticles } from '#shared/blog/popular';
import type { IndexedProduct } from '../../lib/search/catalogue-index';
import { listingItem, type Shopper } from '../../lib/search/listing-item';
import type { BlogPorts } from './deps';

/** How many of the language's newest other articles an article page lists. */
export const otherArticleCount = 3;

/** Of an article's translations, those readers can open: the published ones. */
const publishedTranslations = async (
  { readArticle }: Pick<BlogPorts, 'readArticle'>,
  translations: Article['translations'],
) => {
  const read = await Promise.all(translations.map(({ language, link }) => readArticle(language, link)));
  return translations.filter((_, index) => read[index]?.state === 'published');
};

/**
 * The article page's data, shared by its route and its pre-rendered page: the body as rendered when it
 * was stored, its published translations (the language switch and hreflang never lead to
 * one not public yet), the related products as cards of the published catalogue (unknown ones left
 * out) in the shopper's terms, and the language's popular and newest other articles.
 */
export const articleView = async (
  ports: Pick<BlogPorts, 'newestArticles' | 'articleHeads' | 'catalogue' | 'readArticle'>,
  article: Article,
  shopper: Shopper,
): Promise<ArticleView> => {
  const [newest, heads, index] = await Promise.all([
    ports.newestArticles({ language: article.language }, otherArticleCount + 1),
    ports.articleHeads(article.language),
    ports.catalogue(),
  ]);
  return {
    ...articleSummary(article),
    html: article.html,
    translations: await publishedTranslations(ports, article.translations),
    relatedProducts: article.relatedProductIds.flatMap((id) => {
      const doc = index.numberOf.get(id);
      return doc === undefined ? [] : [listingItem(index, index.products[doc] as IndexedProduct, shopper)];
    }),
    popularArticles: popularArticles(heads.filter((head) => head.link !== article.link).map(articleSummary)),
    otherArticles: newest
      .filter((other) => other.link !== article.link)
      .slice(0, otherArticleCount)
      .map(articleSummary),
  };
};

/** Who a pre-rendered page is priced for: the default currency and Polish VAT; the browser re-prices. */
export const pageShopper = (language: Article['language']): Shopper => ({
  language,
  currency: 'PLN',
  country: 'PL',
});
