import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { pathFor } from '#shared/routes';
import { Badge } from '../../components/badge';
import { ErrorPage } from '../../components/error-page';
import { NotFoundPage } from '../../components/not-found-page';
import { PartnerPriceList } from '../../components/partner-price-list';
import { usePageHead } from '../../lib/head';
import { useLanguage } from '../../lib/language-context';
import { useStaffCustomer } from './api/staff-customers-api';
import { partnerPriceListPath } from './api/staff-partners-api';
import { PartnerStateBadge } from './partner-list-page';

/**
 * `/obsluga/partnerzy/{id}`: a partner's price list as she sees it in her portal (her currency, each
 * kind's discount, her net), with her name, code and state, and a link to her customer page where she
 * is suspended or reinstated. A customer who is no partner is not found.
 */
export const StaffPartnerPage = ({ id }: { id: string }) => {
  const intl = useIntl();
  const language = useLanguage();
  const { data: customer, error, mutate } = useStaffCustomer(id);
  const name = customer?.invoiceData?.companyName ?? customer?.profile?.name ?? customer?.email;
  const title = intl.formatMessage({ id: 'staff.partner.title' }, { name: name ?? '' });
  usePageHead({ title: `${title} – ${intl.formatMessage({ id: 'app.name' })}`, description: title });
  if (error?.code === 'customer_not_found' || (customer && !customer.partner)) return <NotFoundPage />;
  if (error && !customer) return <ErrorPage onRetry={() => void mutate()} />;
  if (!customer?.partner) return <p aria-busy="true" className="loading" />;
  const { partner } = customer;
  return (
    <article className="staff-page staff-partner" data-partner={id}>
      <p className="staff-back">
        <Link href={pathFor('staffPartners', language)}>
          <FormattedMessage id="staff.partner.back" />
        </Link>
      </p>
      <header className="staff-order__head">
        <h1>{title}</h1>
        <p className="staff-badges">
          <Badge>
            <code>{partner.code}</code>
          </Badge>
          <PartnerStateBadge suspended={partner.suspended !== undefined} />
        </p>
      </header>
      <p>
        <Link href={pathFor('staffCustomer', language, { customerId: id })}>
          <FormattedMessage id="staff.partner.customerPage" />
        </Link>
      </p>
      <PartnerPriceList path={partnerPriceListPath(id)} netColumn="staff.partner.net" />
    </article>
  );
};
