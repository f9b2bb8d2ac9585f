import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { pathFor } from '#shared/routes';
import { useLanguage } from '../../lib/language-context';
import { SidebarSection } from './sidebar-section';

/** The device-as-a-service banner (spec section 1): a device, Office, support and training for 1/12 of its value a month. */
export const ServiceBanner = () => {
  const language = useLanguage();
  return (
    <SidebarSection as="aside" id="service-banner" heading="blog.banner.title" className="service-banner">
      <p>
        <FormattedMessage id="blog.banner.text" />
      </p>
      <Link href={pathFor('deviceAsAService', language)} className="button">
        <FormattedMessage id="blog.banner.link" />
      </Link>
    </SidebarSection>
  );
};
