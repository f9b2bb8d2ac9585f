import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { ArticleSummary } from '#shared/blog/article';
import { articlePagePath } from '#shared/blog/article-link';
import type { ArticleFilter, ArticleListing } from '#shared/blog/article-listing';
import { ErrorPage } from '../../components/error-page';
import { RatingStars } from '../../components/rating-stars';
import { ShowMoreButton } from '../../components/show-more-button';
import { usePageHead } from '../../lib/head';
import { useLanguage } from '../../lib/language-context';
import { useArticleList } from './api/blog-api';
import { PublishedAt } from './article-links';
import { BlogSidebar } from './blog-sidebar';

const ArticleItem = ({ article }: { article: ArticleSummary }) => (
  <li className="blog-item" data-article={article.link}>
    <article>
      <h2>
        <Link href={articlePagePath(article)}>{article.title}</Link>
      </h2>
      <p className="blog-item__meta">
        <FormattedMessage id={`blog.category.${article.category}`} /> ·{' '}
        <PublishedAt date={article.publishedAt} />
      </p>
      <p>{article.excerpt}</p>
      <RatingStars rating={article.rating} />
    </article>
  </li>
);

/** The list's heading: the category's or the month's, or the route's own. */
const useListTitle = (filter: ArticleFilter) => {
  const intl = useIntl();
  if (filter.category) return intl.formatMessage({ id: `blog.category.${filter.category}` });
  if (filter.year && filter.month) {
    const month = intl.formatDate(Date.UTC(filter.year, filter.month - 1, 15), {
      year: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    });
    return intl.formatMessage({ id: 'blog.title.archive' }, { month });
  }
  return intl.formatMessage({ id: filter.kind ? `blog.title.${filter.kind}` : 'blog.title.all' });
};

/**
 * A blog or portal list (`/blog/`, `/Publikacja/`, `/Aktualnosci…`, `/Artykuly`): the articles newest
 * first, "show more" appending the next page, and the sidebar; a pre-rendered page's first page shown at once.
 */
export const ArticleListPage = ({ filter, initial }: { filter: ArticleFilter; initial?: ArticleListing }) => {
  const intl = useIntl();
  const language = useLanguage();
  const { data: pages, error, size, setSize, isValidating } = useArticleList(language, filter, initial);
  const title = useListTitle(filter);
  usePageHead({
    title: `${title} – ${intl.formatMessage({ id: 'app.name' })}`,
    description: intl.formatMessage({ id: 'blog.description' }),
  });
  if (error && !pages) return <ErrorPage />;
  const articles = pages?.flatMap((page) => page.articles) ?? [];
  return (
    <div className="blog">
      <section className="blog__main" aria-busy={!pages}>
        <h1>{title}</h1>
        {!pages ? (
          <p className="loading loading--page" />
        ) : articles.length === 0 ? (
          <p>
            <FormattedMessage id="blog.empty" />
          </p>
        ) : (
          <ul className="blog-list">
            {articles.map((article) => (
              <ArticleItem key={article.link} article={article} />
            ))}
          </ul>
        )}
        {pages?.at(-1)?.hasMore && (
          <ShowMoreButton label="blog.more" loading={isValidating} onClick={() => void setSize(size + 1)} />
        )}
      </section>
      <BlogSidebar listing={pages?.[0]} />
    </div>
  );
};
