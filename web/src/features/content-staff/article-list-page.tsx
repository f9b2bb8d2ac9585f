import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { articleCategories } from '#shared/blog/article';
import { articleStates } from '#shared/blog/article-states';
import type { StaffArticleSummary, StaffArticlesQuery } from '#shared/blog/staff-articles';
import { languages } from '#shared/locale';
import { pathFor } from '#shared/routes';
import { DenseTable } from '../../components/dense-table';
import { ErrorPage } from '../../components/error-page';
import { FilterForm } from '../../components/filter-form';
import { ShowMoreButton } from '../../components/show-more-button';
import { usePageHead } from '../../lib/head';
import { useLanguage } from '../../lib/language-context';
import { useStaffArticles } from './api/staff-articles-api';
import { ArticleStateBadge } from './article-state-badge';
import { ContentNav } from './content-nav';

type Filters = Omit<StaffArticlesQuery, 'cursor'>;

const columns = [
  'staff.content.articles.title',
  'staff.content.articles.language',
  'staff.content.articles.state',
  'staff.content.articles.category',
  'staff.content.articles.publishedAt',
  'staff.content.articles.updatedAt',
];

const ArticleRow = ({ article }: { article: StaffArticleSummary }) => {
  const intl = useIntl();
  const language = useLanguage();
  const date = (value: string) => intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <tr data-article={`${article.language}/${article.link}`}>
      <th scope="row">
        <Link href={pathFor('contentArticle', language, { language: article.language, link: article.link })}>
          {article.title}
        </Link>
        <small>{article.link}</small>
      </th>
      <td>{article.language.toUpperCase()}</td>
      <td>
        <ArticleStateBadge state={article.state} />
      </td>
      <td>
        <FormattedMessage id={`blog.category.${article.category}`} />
      </td>
      <td>{article.state === 'unpublished' ? '–' : date(article.publishedAt)}</td>
      <td>{date(article.updatedAt)}</td>
    </tr>
  );
};

/**
 * `/tresci/artykuly/`: every article in every language and state, newest change first, twenty a page
 * with "show more", filtered by language, state and category on the server; a new article's editor.
 */
export const ArticleListPage = () => {
  const intl = useIntl();
  const language = useLanguage();
  const [filters, setFilters] = useState<Filters>({});
  const { data: pages, error, size, setSize, isValidating, mutate } = useStaffArticles(filters);
  const title = intl.formatMessage({ id: 'staff.content.articles.heading' });
  usePageHead({ title: `${title} – ${intl.formatMessage({ id: 'app.name' })}`, description: title });
  const articles = pages?.flatMap((page) => page.articles) ?? [];
  const label = (id: string) => intl.formatMessage({ id });
  return (
    <section className="staff-page staff-content">
      <ContentNav current="contentArticles" />
      <div className="staff-content__head">
        <h1>{title}</h1>
        <Link className="button" href={pathFor('contentArticleNew', language)}>
          <FormattedMessage id="staff.content.articles.new" />
        </Link>
      </div>
      <FilterForm
        label="staff.content.articles.filters"
        apply="staff.content.articles.apply"
        fields={[
          {
            kind: 'select',
            name: 'language',
            label: 'staff.content.articles.language',
            any: 'staff.content.articles.any',
            value: filters.language,
            options: languages.map((value) => ({ value, label: value.toUpperCase() })),
          },
          {
            kind: 'select',
            name: 'state',
            label: 'staff.content.articles.state',
            any: 'staff.content.articles.any',
            value: filters.state,
            options: articleStates.map((value) => ({ value, label: label(`staff.content.state.${value}`) })),
          },
          {
            kind: 'select',
            name: 'category',
            label: 'staff.content.articles.category',
            any: 'staff.content.articles.any',
            value: filters.category,
            options: articleCategories.map((value) => ({ value, label: label(`blog.category.${value}`) })),
          },
        ]}
        onApply={(values) => setFilters(values as Filters)}
      />
      {error && !pages ? (
        <ErrorPage onRetry={() => void mutate()} />
      ) : !pages ? (
        <p aria-busy="true" className="loading" />
      ) : articles.length === 0 ? (
        <p className="staff-empty">
          <FormattedMessage id="staff.content.articles.none" />
        </p>
      ) : (
        <DenseTable columns={columns}>
          <tbody>
            {articles.map((article) => (
              <ArticleRow key={`${article.language}/${article.link}`} article={article} />
            ))}
          </tbody>
        </DenseTable>
      )}
      {pages?.at(-1)?.cursor && (
        <ShowMoreButton
          label="staff.content.articles.more"
          loading={isValidating}
          onClick={() => void setSize(size + 1)}
        />
      )}
    </section>
  );
};
