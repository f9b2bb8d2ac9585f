import { useIntl } from 'react-intl';
import { Link, useSearch } from 'wouter';
import { childrenOf } from '#shared/catalogue/category';
import type { CategoryView, ListingResult } from '#shared/catalogue/listing';
import { pathFor } from '#shared/routes';
import { ancestorsOf, Breadcrumb } from '../../components/breadcrumb';
import { ErrorPage } from '../../components/error-page';
import { NotFoundPage } from '../../components/not-found-page';
import { useListing } from '../../lib/catalogue-reads';
import { useCategories } from '../../lib/categories-api';
import { usePageHead } from '../../lib/head';
import { useLanguage } from '../../lib/language-context';
import type { PageData } from '../../lib/page-data';
import { ListingView } from './listing-view';
import { useCanonicalPath } from './use-canonical-path';
import { useListingState } from './use-listing-state';

const CategoryListing = ({
  category,
  categories,
  result,
  loading,
}: {
  category: CategoryView;
  categories: readonly CategoryView[];
  result: ListingResult;
  loading: boolean;
}) => {
  const intl = useIntl();
  const language = useLanguage();
  const children = childrenOf(categories, category.id);
  useCanonicalPath(pathFor('category', language, { id: category.id, slug: category.slug }));
  usePageHead({
    title: `${category.name} – ${intl.formatMessage({ id: 'app.name' })}`,
    description: intl.formatMessage({ id: 'category.description' }, { category: category.name }),
  });
  return (
    <article className="category">
      <Breadcrumb trail={ancestorsOf(categories, category.id)} current={category.name} />
      <h1>{category.name}</h1>
      {children.length > 0 && (
        <nav className="subcategories" aria-label={intl.formatMessage({ id: 'category.subcategories' })}>
          <ul>
            {children.map((child) => (
              <li key={child.id}>
                <Link href={pathFor('category', language, { id: child.id, slug: child.slug })}>
                  {child.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <ListingView result={result} loading={loading} />
    </article>
  );
};

/** A category: breadcrumb, sub-categories and its products with facets (embedded when pre-rendered). */
export const CategoryPage = ({ id, initial }: { id: string; initial: PageData['listing'] }) => {
  const search = useSearch();
  const { state } = useListingState();
  const { data: tree, error: treeError } = useCategories();
  const embedded = initial?.category.id === id && search === '' ? initial : undefined;
  const categories = tree?.categories ?? (embedded ? [embedded.category] : []);
  const category = categories.find((item) => item.id === id);
  const { data, error, isLoading } = useListing({ ...state, category: id }, embedded?.result);

  if (error?.code === 'category_not_found' || (tree && !category)) return <NotFoundPage />;
  if ((error || treeError) && !data) return <ErrorPage />;
  if (!category || !data) return <p aria-busy="true" className="loading" />;
  return <CategoryListing category={category} categories={categories} result={data} loading={isLoading} />;
};
