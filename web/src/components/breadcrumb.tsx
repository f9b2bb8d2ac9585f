import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { categoryLines } from '#shared/catalogue/category';
import type { CategoryView } from '#shared/catalogue/listing';
import { pathFor } from '#shared/routes';
import { useLanguage } from '../lib/language-context';

/** Home › categories (root first) › the current page, which is not a link. */
export const Breadcrumb = ({ trail, current }: { trail: readonly CategoryView[]; current: string }) => {
  const intl = useIntl();
  const language = useLanguage();
  return (
    <nav className="breadcrumb" aria-label={intl.formatMessage({ id: 'catalogue.breadcrumb' })}>
      <ol>
        <li>
          <Link href={pathFor('home', language)}>
            <FormattedMessage id="nav.home" />
          </Link>
        </li>
        {trail.map((category) => (
          <li key={category.id}>
            <Link href={pathFor('category', language, { id: category.id, slug: category.slug })}>
              {category.name}
            </Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
};

/** The category's ancestors, root first, from the flat tree. */
export const ancestorsOf = (categories: readonly CategoryView[], id: string): CategoryView[] =>
  categoryLines(categories)(id).slice(1).reverse();
