import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import type { ArticleView } from '#shared/blog/article';
import type { ListingItem } from '#shared/catalogue/listing';
import { pathFor } from '#shared/routes';
import { Card, CardGrid } from '../../components/card';
import { PriceView } from '../../components/price-view';
import { ProductPicture } from '../../components/product-picture';
import { RatingStars } from '../../components/rating-stars';
import { useLanguage } from '../../lib/language-context';
import { ArticleTitles, PublishedAt } from './article-links';
import { ServiceBanner } from './service-banner';

/** A related product: its picture, name and price, linking to its page. */
const RelatedProduct = ({ item }: { item: ListingItem }) => {
  const language = useLanguage();
  return (
    <Card className="related-product" data-product={item.id}>
      {item.image && <ProductPicture image={item.image} sizes="14rem" className="related-product__image" />}
      <Link href={pathFor('product', language, { id: item.id, slug: item.slug })}>{item.name}</Link>
      <PriceView priceList={item.price} billing={item.billing} />
    </Card>
  );
};

/**
 * An article as its page lays it out: title, category and date, rating, the body (the allow-list
 * renderer's HTML), related products and the sidebar (popular and other articles, the banner). The
 * page adds its JSON-LD (`head`) and the rating form (`children`); the content staff's editor shows
 * its preview in it, so what they see is what readers will.
 */
export const ArticleLayout = ({
  article,
  head,
  children,
}: {
  article: ArticleView;
  head?: ReactNode;
  children?: ReactNode;
}) => (
  <div className="blog">
    <article className="blog__main article">
      {head}
      <h1>{article.title}</h1>
      <p className="blog-item__meta">
        <Link href={pathFor('newsCategory', article.language, { category: article.category })}>
          <FormattedMessage id={`blog.category.${article.category}`} />
        </Link>{' '}
        · <PublishedAt date={article.publishedAt} />
      </p>
      <RatingStars rating={article.rating} />
      <div
        className="article__body"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the allow-list Markdown renderer's output (shared/blog/markdown.ts: raw HTML escaped, only http(s), mailto and site-relative URLs), never anything else
        dangerouslySetInnerHTML={{ __html: article.html }}
      />
      {children}
      {article.relatedProducts.length > 0 && (
        <section aria-labelledby="related-heading">
          <h2 id="related-heading">
            <FormattedMessage id="blog.related" />
          </h2>
          <CardGrid>
            {article.relatedProducts.map((item) => (
              <RelatedProduct key={item.id} item={item} />
            ))}
          </CardGrid>
        </section>
      )}
    </article>
    <div className="blog-sidebar">
      <ArticleTitles heading="blog.popular" articles={article.popularArticles} />
      <ArticleTitles heading="blog.other" articles={article.otherArticles} />
      <ServiceBanner />
    </div>
  </div>
);
