import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { pathFor } from '#shared/routes';
import { useCategories } from '../../lib/categories-api';
import { useLanguage } from '../../lib/language-context';

/** The main menu: the catalogue's top categories, then the service calculator. */
export const CategoryNav = () => {
  const intl = useIntl();
  const language = useLanguage();
  const { data } = useCategories();
  const roots = (data?.categories ?? [])
    .filter((category) => category.parentId === null)
    .sort((a, b) => a.position - b.position);
  return (
    <nav className="category-nav" aria-label={intl.formatMessage({ id: 'nav.main' })}>
      <ul>
        {roots.map((category) => (
          <li key={category.id}>
            <Link href={pathFor('category', language, { id: category.id, slug: category.slug })}>
              {category.name}
            </Link>
          </li>
        ))}
        <li>
          <Link href={pathFor('deviceAsAService', language)}>
            <FormattedMessage id="services.calculator.title" />
          </Link>
        </li>
      </ul>
    </nav>
  );
};
