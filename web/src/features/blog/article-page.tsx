import { useCallback } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { ArticleView } from '#shared/blog/article';
import { articleJsonLd } from '#shared/blog/article-json-ld';
import { articlePagePath } from '#shared/blog/article-link';
import type { ListingItem } from '#shared/catalogue/listing';
import type { Language } from '#shared/locale';
import { pathFor } from '#shared/routes';
import { scriptJson } from '#shared/script-json';
import { useAlternatePath } from '../../app/alternate-path';
import { Card, CardGrid } from '../../components/card';
import { ErrorPage } from '../../components/error-page';
import { MessagePage } from '../../components/message-page';
import { PriceView } from '../../components/price-view';
import { ProductPicture } from '../../components/product-picture';
import { RateForm } from '../../components/rate-form';
import { RatingStars } from '../../components/rating-stars';
import { usePageHead } from '../../lib/head';
import { useLanguage } from '../../lib/language-context';
import { rateArticle, useArticle } from './api/blog-api';
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

const ArticleBody = ({
  article,
  onRated,
}: {
  article: ArticleView;
  onRated: (rating: ArticleView['rating']) => void;
}) => {
  const intl = useIntl();
  // The language switch leads to the article's translation in that language, else to that language's blog.
  const pathIn = useCallback(
    (other: Language) => {
      if (other === article.language) return articlePagePath(article);
      const translation = article.translations.find(({ language }) => language === other);
      return translation ? articlePagePath(translation) : pathFor('blog', other);
    },
    [article],
  );
  useAlternatePath(pathIn);
  usePageHead({
    title: `${article.title} – ${intl.formatMessage({ id: 'app.name' })}`,
    description: article.excerpt,
  });
  return (
    <div className="blog">
      <article className="blog__main article">
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD, serialized with `<` escaped
          dangerouslySetInnerHTML={{
            __html: scriptJson(articleJsonLd(article, intl.formatMessage({ id: 'app.name' }))),
          }}
        />
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
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's allow-list Markdown renderer's output (functions/lib/markdown/markdown.ts: raw HTML escaped, only http(s), mailto and site-relative URLs), never anything else
          dangerouslySetInnerHTML={{ __html: article.html }}
        />
        <RateForm
          rate={(request) => rateArticle(article.language, article.link, request)}
          onRated={onRated}
          subject="article"
        />
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
        <ArticleTitles heading="blog.other" articles={article.otherArticles} />
        <ServiceBanner />
      </div>
    </div>
  );
};

/** An article's page (`/blog/{link}/`, `/Publikacja/{link}`, `/Aktualnosci/{category}/{link}`); an unknown link is not found. */
export const ArticlePage = ({ link, initial }: { link: string; initial: ArticleView | undefined }) => {
  const language = useLanguage();
  const { data, error, mutate } = useArticle(language, link, initial);
  if (error?.code === 'article_not_found')
    return <MessagePage title="page.notFound.title" text="error.article_not_found" />;
  if (error && !data) return <ErrorPage />;
  if (!data) return <p className="loading loading--page" aria-busy="true" />;
  return (
    <ArticleBody
      article={data}
      onRated={(rating) => void mutate({ ...data, rating }, { revalidate: false })}
    />
  );
};
