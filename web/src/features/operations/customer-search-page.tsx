import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useSearch } from 'wouter';
import type { StaffCustomerSummary } from '#shared/identity/staff-customer';
import { pathFor } from '#shared/routes';
import { usePageHead } from '../../lib/head';
import { useLanguage } from '../../lib/language-context';
import { useCustomerSearch } from './api/staff-customers-api';
import { CustomerStateBadges } from './customer-state-badges';
import { StaffNav } from './staff-nav';
import { StaffPagedList } from './staff-paged-list';
import { StaffSearchForm } from './staff-search-form';
import { StaffTable } from './staff-section';

const CustomerRow = ({ customer }: { customer: StaffCustomerSummary }) => {
  const intl = useIntl();
  const language = useLanguage();
  return (
    <tr data-customer={customer.userId}>
      <td>
        <Link href={pathFor('staffCustomer', language, { customerId: customer.userId })}>
          {customer.name ?? customer.email}
        </Link>
        {customer.companyName && <span className="staff-sub">{customer.companyName}</span>}
      </td>
      <td className="staff-break">{customer.email}</td>
      <td>{customer.taxNumber ?? '–'}</td>
      <td>
        <CustomerStateBadges customer={customer} />
      </td>
      <td>{intl.formatDate(customer.createdAt, { dateStyle: 'medium' })}</td>
    </tr>
  );
};

/**
 * `/obsluga/klienci/`: the operations staff's customers. The newest first, twenty a page with "show
 * more"; a phrase (kept in the URL) finds a customer by e-mail (an unconfirmed sign-up too), name,
 * company or tax number.
 */
export const CustomerSearchPage = () => {
  const intl = useIntl();
  const language = useLanguage();
  const [, navigate] = useLocation();
  const q = new URLSearchParams(useSearch()).get('q')?.trim() || undefined;
  const search = useCustomerSearch(q);
  const { data: pages } = search;
  const title = intl.formatMessage({ id: 'staff.customers.title' });
  usePageHead({ title: `${title} – ${intl.formatMessage({ id: 'app.name' })}`, description: title });
  const customers = pages?.flatMap((page) => page.customers) ?? [];
  const base = pathFor('staffCustomers', language);
  return (
    <section className="staff-page staff-customers">
      <StaffNav current="staffCustomers" />
      <h1>{title}</h1>
      <StaffSearchForm
        id="staff-customer-search"
        label="staff.customers.search"
        hint="staff.customers.searchHint"
        phrase={q}
        onSearch={(phrase) => navigate(phrase ? `${base}?${new URLSearchParams({ q: phrase })}` : base)}
      />
      <StaffPagedList
        list={search}
        count={customers.length}
        empty={q ? 'staff.customers.noneFound' : 'staff.customers.none'}
        more="staff.customers.more"
      >
        {!q && (
          <p className="staff-sub">
            <FormattedMessage id="staff.customers.newest" />
          </p>
        )}
        <StaffTable
          className="staff-customer-table"
          columns={[
            'staff.customers.name',
            'staff.customers.email',
            'staff.customers.taxNumber',
            'staff.customers.state',
            'staff.customers.since',
          ]}
        >
          <tbody>
            {customers.map((customer) => (
              <CustomerRow key={customer.userId} customer={customer} />
            ))}
          </tbody>
        </StaffTable>
      </StaffPagedList>
    </section>
  );
};
