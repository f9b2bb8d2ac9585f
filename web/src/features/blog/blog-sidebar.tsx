import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { ArchiveMonth } from '#shared/blog/archive';
import { articleCategories } from '#shared/blog/article';
import type { ArticleListing } from '#shared/blog/article-listing';
import { pathFor } from '#shared/routes';
import { useLanguage } from '../../lib/language-context';
import { ArticleTitles } from './article-links';
import { ServiceBanner } from './service-banner';
import { SidebarSection } from './sidebar-section';

const CategoryLinks = () => {
  const language = useLanguage();
  return (
    <SidebarSection as="nav" id="blog-categories" heading="blog.categories" className="blog-categories">
      <ul>
        {articleCategories.map((category) => (
          <li key={category}>
            <Link href={pathFor('newsCategory', language, { category })}>
              <FormattedMessage id={`blog.category.${category}`} />
            </Link>
          </li>
        ))}
      </ul>
    </SidebarSection>
  );
};

const Archive = ({ months }: { months: readonly ArchiveMonth[] }) => {
  const intl = useIntl();
  const language = useLanguage();
  if (months.length === 0) return null;
  return (
    <SidebarSection as="nav" id="blog-archive" heading="blog.archive" className="blog-archive">
      <ul>
        {months.map(({ year, month, count }) => (
          <li key={`${year}-${month}`}>
            <Link href={pathFor('newsArchive', language, { year, month })}>
              <FormattedMessage
                id="blog.archiveEntry"
                values={{
                  month: intl.formatDate(Date.UTC(year, month - 1, 15), {
                    year: 'numeric',
                    month: 'long',
                    timeZone: 'UTC',
                  }),
                  count,
                }}
              />
            </Link>
          </li>
        ))}
      </ul>
    </SidebarSection>
  );
};

/** Beside a list: the categories, the popular articles, the archive by month, the feed and the banner. */
export const BlogSidebar = ({ listing }: { listing: ArticleListing | undefined }) => {
  const language = useLanguage();
  return (
    <div className="blog-sidebar">
      <CategoryLinks />
      {listing && <ArticleTitles heading="blog.popular" articles={listing.popular} />}
      {listing && <Archive months={listing.archive} />}
      <p>
        <a href={`/api/blog/feeds/${language}.xml`} type="application/rss+xml">
          <FormattedMessage id="blog.feed" />
        </a>
      </p>
      <ServiceBanner />
    </div>
  );
};
