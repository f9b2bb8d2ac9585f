import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { pathFor } from '#shared/routes';
import { ErrorPage } from '../../components/error-page';
import { NotFoundPage } from '../../components/not-found-page';
import { usePageHead } from '../../lib/head';
import { useLanguage } from '../../lib/language-context';
import { useStaffCustomer } from './api/staff-customers-api';
import { CustomerActions } from './customer-actions';
import { CustomerHistoryList } from './customer-history-list';
import {
  CustomerAccountFacts,
  CustomerCardsTable,
  CustomerMicrosoftTables,
  CustomerOrdersTable,
  CustomerPartnerSection,
  CustomerPaymentsTable,
} from './customer-records';
import { CustomerStateBadges } from './customer-state-badges';
import { OrderInvoicesTable } from './order-money-tables';

/**
 * `/obsluga/klienci/{id}`: one customer as operations see her. Her name, account type and state; the
 * actions the rules allow; her account and company, orders, invoices, payments, saved cards (brand,
 * last four and expiry only), Microsoft 365 tenants and subscriptions, a partner's terms and the
 * orders of the customers she brought; and the staff's record of her account.
 */
export const StaffCustomerPage = ({ id }: { id: string }) => {
  const intl = useIntl();
  const language = useLanguage();
  const { data: customer, error, mutate } = useStaffCustomer(id);
  const title =
    customer?.profile?.name ?? customer?.email ?? intl.formatMessage({ id: 'staff.customers.title' });
  usePageHead({ title: `${title} – ${intl.formatMessage({ id: 'app.name' })}`, description: title });
  if (error?.code === 'customer_not_found') return <NotFoundPage />;
  if (error && !customer) return <ErrorPage onRetry={() => void mutate()} />;
  if (!customer) return <p aria-busy="true" className="loading" />;
  return (
    <article className="staff-page staff-customer" data-customer={customer.userId}>
      <p className="staff-back">
        <Link href={pathFor('staffCustomers', language)}>
          <FormattedMessage id="staff.customer.back" />
        </Link>
      </p>
      <header className="staff-order__head">
        <h1>{title}</h1>
        <p>
          <CustomerStateBadges
            customer={{
              ...(customer.profile ? { accountTypeId: customer.profile.accountTypeId } : {}),
              signUp: customer.signUp,
              signInBlocked: customer.signInBlocked !== undefined,
            }}
          />
        </p>
      </header>
      <div className="staff-order__grid">
        <CustomerActions
          customer={customer}
          onChanged={(changed) => void (changed ? mutate(changed, { revalidate: false }) : mutate())}
        />
        <div className="staff-order__main">
          <CustomerAccountFacts customer={customer} />
          <CustomerPartnerSection customer={customer} />
          <CustomerOrdersTable customer={customer} />
          <OrderInvoicesTable invoices={customer.invoices} />
          <CustomerPaymentsTable customer={customer} />
          <CustomerCardsTable customer={customer} />
          <CustomerMicrosoftTables customer={customer} />
        </div>
        <CustomerHistoryList history={customer.history} />
      </div>
    </article>
  );
};
