import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { ArticleSummary } from '#shared/blog/article';
import { articlePagePath } from '#shared/blog/article-link';
import { useLanguage } from '../../lib/language-context';
import { SidebarSection } from './sidebar-section';

/** The publication date, as a `<time>`. */
export const PublishedAt = ({ date }: { date: string }) => {
  const intl = useIntl();
  return (
    <time dateTime={date}>
      <FormattedMessage
        id="blog.published"
        values={{ date: intl.formatDate(date, { dateStyle: 'long', timeZone: 'UTC' }) }}
      />
    </time>
  );
};

/** A short list of article titles with their dates (popular, other articles). */
export const ArticleTitles = ({
  heading,
  articles,
}: {
  heading: string;
  articles: readonly ArticleSummary[];
}) => {
  const language = useLanguage();
  if (articles.length === 0) return null;
  return (
    <SidebarSection id={heading.replace('.', '-')} heading={heading} className="blog-titles">
      <ul>
        {articles.map((article) => (
          <li key={article.link}>
            <Link href={articlePagePath({ ...article, language })}>{article.title}</Link>
          </li>
        ))}
      </ul>
    </SidebarSection>
  );
};
