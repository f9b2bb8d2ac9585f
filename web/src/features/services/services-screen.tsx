import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { offerCategoryIds } from '#shared/device-as-a-service/service-catalogue';
import { usePageHead } from '../../lib/head';
import { CategoryLink } from './category-link';
import { ContactPromises } from './contact-promises';
import type { ServiceInquiry } from './inquiry-button';
import { ItServicesOffer } from './it-services-offer';
import { OfferFacts } from './offer-facts';
import { ServiceCalculator } from './service-calculator';

// The landing pages of the IT-as-a-service offer (spec section 1), pre-rendered per
// language: the device-as-a-service page with the service calculator, and the IT services page.

const pages = {
  deviceAsAService: { title: 'services.daas.title', lead: 'services.daas.lead' },
  itServices: { title: 'services.it.title', lead: 'services.it.lead' },
} as const;
type ServicesPageKey = keyof typeof pages;

const ServicesPage = ({ page, children }: { page: ServicesPageKey; children: ReactNode }) => {
  const intl = useIntl();
  const { title, lead } = pages[page];
  usePageHead({
    title: `${intl.formatMessage({ id: title })} – ${intl.formatMessage({ id: 'app.name' })}`,
    description: intl.formatMessage({ id: lead }),
  });
  return (
    <article className="services-page" data-page={page}>
      <h1>
        <FormattedMessage id={title} />
      </h1>
      <p className="services-page__lead">
        <FormattedMessage id={lead} />
      </p>
      {children}
      <ContactPromises />
      <CategoryLink categoryId={offerCategoryIds[page]} />
    </article>
  );
};

/** A service landing page (its own chunk); the app hands it the service inquiry modal. */
export const ServicesScreen = ({ page, inquiry }: { page: ServicesPageKey; inquiry: ServiceInquiry }) => {
  const device = new URLSearchParams(useSearch()).get('device') ?? undefined;
  return (
    <ServicesPage page={page}>
      {page === 'deviceAsAService' ? (
        <>
          <ServiceCalculator deviceId={device} inquiry={inquiry} />
          <OfferFacts />
        </>
      ) : (
        <ItServicesOffer inquiry={inquiry} />
      )}
    </ServicesPage>
  );
};
