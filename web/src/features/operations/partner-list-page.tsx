import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearch } from 'wouter';
import { type PartnerState, partnerStates, type StaffPartnerSummary } from '#shared/partners/staff-partners';
import { pathFor } from '#shared/routes';
import { Badge } from '../../components/badge';
import { usePageHead } from '../../lib/head';
import { useLanguage } from '../../lib/language-context';
import { useStaffPartners } from './api/staff-partners-api';
import { StaffNav } from './staff-nav';
import { StaffPagedList } from './staff-paged-list';
import { StaffTable } from './staff-section';

/** The state a list's URL asks for (`?state=suspended`); anything else is the active partners. */
export const partnerStateOf = (search: string): PartnerState =>
  new URLSearchParams(search).get('state') === 'suspended' ? 'suspended' : 'active';

/** A partner's state: active, or suspended. */
export const PartnerStateBadge = ({ suspended }: { suspended: boolean }) =>
  suspended ? (
    <Badge tone="danger">
      <FormattedMessage id="staff.partners.suspended" />
    </Badge>
  ) : (
    <Badge tone="success">
      <FormattedMessage id="staff.partners.active" />
    </Badge>
  );

const PartnerRow = ({ partner }: { partner: StaffPartnerSummary }) => {
  const intl = useIntl();
  const language = useLanguage();
  return (
    <tr data-partner={partner.partnerId}>
      <td>
        <Link href={pathFor('staffCustomer', language, { customerId: partner.partnerId })}>
          {partner.companyName ?? partner.name}
        </Link>
        <span className="staff-sub">
          {partner.companyName ? `${partner.name}, ` : ''}
          {partner.email}
        </span>
      </td>
      <td>
        <code>{partner.code}</code>
      </td>
      <td>{partner.currency}</td>
      <td>{intl.formatDate(partner.enrolledAt, { dateStyle: 'medium' })}</td>
      <td>
        <PartnerStateBadge suspended={partner.suspended !== undefined} />
        {partner.suspended && (
          <span className="staff-sub">
            {intl.formatDate(partner.suspended.at, { dateStyle: 'medium' })}, {partner.suspended.staffEmail}
          </span>
        )}
      </td>
      <td>
        <Link href={pathFor('staffPartner', language, { partnerId: partner.partnerId })}>
          <FormattedMessage id="staff.partners.priceList" />
        </Link>
      </td>
    </tr>
  );
};

/**
 * `/obsluga/partnerzy/`: the operations staff's partners, active or suspended (a tab each, kept in
 * the URL), the newest enrolment first, twenty a page with "show more"; each opens her customer page
 * (terms, referred customers, their orders, the suspension) or her price list.
 */
export const PartnerListPage = () => {
  const intl = useIntl();
  const language = useLanguage();
  const state = partnerStateOf(useSearch());
  const list = useStaffPartners(state);
  const partners = list.data?.flatMap((page) => page.partners) ?? [];
  const title = intl.formatMessage({ id: 'staff.partners.title' });
  usePageHead({ title: `${title} – ${intl.formatMessage({ id: 'app.name' })}`, description: title });
  const base = pathFor('staffPartners', language);
  return (
    <section className="staff-page staff-partners">
      <StaffNav current="staffPartners" />
      <h1>{title}</h1>
      <p className="staff-sub">
        <FormattedMessage
          id="staff.partners.lead"
          values={{
            customers: (text) => <Link href={pathFor('staffCustomers', language)}>{text}</Link>,
          }}
        />
      </p>
      <nav className="staff-tabs" aria-label={intl.formatMessage({ id: 'staff.partners.states' })}>
        {partnerStates.map((tab) => (
          <Link
            key={tab}
            href={tab === 'active' ? base : `${base}?state=${tab}`}
            aria-current={tab === state ? 'page' : undefined}
            data-state={tab}
          >
            <FormattedMessage id={`staff.partners.tab.${tab}`} />
          </Link>
        ))}
      </nav>
      <StaffPagedList
        list={list}
        count={partners.length}
        empty={`staff.partners.none.${state}`}
        more="staff.partners.more"
      >
        <StaffTable
          className="staff-partner-table"
          columns={[
            'staff.partners.partner',
            'staff.partners.code',
            'staff.partners.currency',
            'staff.partners.since',
            'staff.partners.state',
            'staff.partners.priceListColumn',
          ]}
        >
          <tbody>
            {partners.map((partner) => (
              <PartnerRow key={partner.partnerId} partner={partner} />
            ))}
          </tbody>
        </StaffTable>
      </StaffPagedList>
    </section>
  );
};
