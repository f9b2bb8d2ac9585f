import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { pathFor } from '#shared/routes';
import { useLanguage } from '../../lib/language-context';

/** The content back office's two parts: the articles and the products' images. */
export const ContentNav = ({ current }: { current: 'contentArticles' | 'contentProducts' }) => {
  const intl = useIntl();
  const language = useLanguage();
  return (
    <nav className="staff-tabs" aria-label={intl.formatMessage({ id: 'staff.content.nav' })}>
      {(['contentArticles', 'contentProducts'] as const).map((key) => (
        <Link key={key} href={pathFor(key, language)} aria-current={key === current ? 'page' : undefined}>
          <FormattedMessage id={`staff.content.nav.${key}`} />
        </Link>
      ))}
    </nav>
  );
};
