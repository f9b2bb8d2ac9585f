import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { pathFor } from '#shared/routes';
import { useCategories } from '../../lib/categories-api';
import { useLanguage } from '../../lib/language-context';

/** "See the offer in the catalogue": a category's link once the category tree has answered. */
export const CategoryLink = ({ categoryId }: { categoryId: string }) => {
  const language = useLanguage();
  const category = useCategories().data?.categories.find((candidate) => candidate.id === categoryId);
  return (
    <p className="services-page__catalogue">
      {category && (
        <Link href={pathFor('category', language, { id: category.id, slug: category.slug })}>
          <FormattedMessage id="services.catalogue" values={{ category: category.name }} />
        </Link>
      )}
    </p>
  );
};
