import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { StaffCustomerOrder, StaffCustomerView } from '#shared/identity/staff-customer';
import { subscriptionStatusOf } from '#shared/microsoft/subscription-states';
import { formatMoney } from '#shared/money';
import { pathFor } from '#shared/routes';
import { FactRow } from '../../components/order-facts';
import { invoiceLines, PostalAddress } from '../../components/postal-address';
import { useLanguage } from '../../lib/language-context';
import { StaffSection, StaffTable } from './staff-section';
import { StatusBadge } from './status-badge';

// What the customer's page shows of her, read only: her account and company, what she ordered and
// paid, her saved cards and her Microsoft 365 tenants and subscriptions.

type View = { customer: StaffCustomerView };

export const CustomerAccountFacts = ({ customer }: View) => {
  const intl = useIntl();
  const language = useLanguage();
  const { profile, invoiceData } = customer;
  return (
    <StaffSection title="staff.customer.account">
      <dl className="order-facts staff-facts">
        <FactRow label="staff.customers.email">
          <a href={`mailto:${customer.email}`}>{customer.email}</a>
        </FactRow>
        {profile && (
          <>
            <FactRow label="staff.customer.phone">
              <a href={`tel:${profile.phone}`}>{profile.phone}</a>
            </FactRow>
            <FactRow label="staff.customer.signIn">
              <FormattedMessage
                id={profile.isExternal ? 'staff.customer.external' : 'staff.customer.password'}
              />
            </FactRow>
            <FactRow label="staff.customer.language">{profile.language.toUpperCase()}</FactRow>
            {profile.partnerId && (
              <FactRow label="staff.customer.broughtBy">
                <Link href={pathFor('staffCustomer', language, { customerId: profile.partnerId })}>
                  <FormattedMessage id="staff.customer.partner" />
                </Link>
              </FactRow>
            )}
          </>
        )}
        <FactRow label="staff.customer.newsletter">
          <FormattedMessage id={`staff.customer.newsletter.${customer.newsletter}`} />
        </FactRow>
        <FactRow label="staff.customers.since">
          {intl.formatDate(customer.createdAt, { dateStyle: 'long', timeStyle: 'short' })}
        </FactRow>
        {customer.signInBlocked && (
          <FactRow label="staff.customer.blockedBy">
            <FormattedMessage
              id="staff.customer.blockedSince"
              values={{
                date: intl.formatDate(customer.signInBlocked.at, { dateStyle: 'medium', timeStyle: 'short' }),
                who: customer.signInBlocked.staffEmail,
              }}
            />
          </FactRow>
        )}
        <FactRow label="staff.customer.company">
          {invoiceData ? (
            <PostalAddress lines={invoiceLines(invoiceData)}>
              <FormattedMessage id="staff.people.taxNumber" values={{ taxNumber: invoiceData.taxNumber }} />
            </PostalAddress>
          ) : (
            <FormattedMessage id="staff.customer.noCompany" />
          )}
        </FactRow>
      </dl>
    </StaffSection>
  );
};

/** Orders as the customer's page lists them, each linked to its page. */
const OrdersTable = ({ orders }: { orders: StaffCustomerOrder[] }) => {
  const intl = useIntl();
  const language = useLanguage();
  return (
    <StaffTable
      columns={['staff.orders.number', 'staff.orders.placed', 'staff.orders.status', 'staff.orders.total']}
    >
      <tbody>
        {orders.map((order) => (
          <tr key={order.id}>
            <th scope="row">
              <Link href={pathFor('staffOrder', language, { orderId: order.id })}>{order.number}</Link>
            </th>
            <td>{intl.formatDate(order.createdAt, { dateStyle: 'medium' })}</td>
            <td>
              <StatusBadge status={order.status} />
            </td>
            <td className="staff-number">
              {formatMoney({ amount: order.total, currency: order.currency }, language)}
            </td>
          </tr>
        ))}
      </tbody>
    </StaffTable>
  );
};

export const CustomerOrdersTable = ({ customer }: View) => {
  const language = useLanguage();
  const all = `${pathFor('staffOrders', language)}?${new URLSearchParams({ q: customer.email })}`;
  return (
    <StaffSection
      title="staff.customer.orders"
      empty={customer.orders.length === 0 && 'staff.customer.noOrders'}
    >
      <OrdersTable orders={customer.orders} />
      <p>
        <Link href={all}>
          <FormattedMessage
            id={customer.moreOrders ? 'staff.customer.allOrders' : 'staff.customer.ordersInQueue'}
          />
        </Link>
      </p>
    </StaffSection>
  );
};

/** A partner's terms, the newest customers she referred and their newest orders. */
export const CustomerPartnerSection = ({ customer }: View) => {
  const intl = useIntl();
  const language = useLanguage();
  const { partner } = customer;
  if (!partner) return null;
  return (
    <StaffSection title="staff.customer.partnerTerms">
      <dl className="order-facts staff-facts">
        <FactRow label="staff.customer.partnerCode">{partner.code}</FactRow>
        <FactRow label="staff.customer.partnerCurrency">{partner.currency}</FactRow>
        <FactRow label="staff.customer.partnerSince">
          {intl.formatDate(partner.enrolledAt, { dateStyle: 'long' })}
        </FactRow>
        <FactRow label="staff.partners.state">
          {partner.suspended ? (
            <FormattedMessage
              id="staff.customer.partnerSuspendedBy"
              values={{
                at: intl.formatDate(partner.suspended.at, { dateStyle: 'long' }),
                staffEmail: partner.suspended.staffEmail,
              }}
            />
          ) : (
            <FormattedMessage id="staff.partners.active" />
          )}
        </FactRow>
      </dl>
      <p>
        <Link href={pathFor('staffPartner', language, { partnerId: customer.userId })}>
          <FormattedMessage id="staff.customer.partnerPriceList" />
        </Link>
      </p>
      <h3>
        <FormattedMessage id="staff.customer.referred" />
      </h3>
      {partner.customers.length === 0 ? (
        <p className="staff-empty">
          <FormattedMessage id="staff.customer.noReferred" />
        </p>
      ) : (
        <ul className="staff-referred">
          {partner.customers.map((referred) => (
            <li key={referred.userId}>
              <Link href={pathFor('staffCustomer', language, { customerId: referred.userId })}>
                {referred.name ?? referred.email}
              </Link>
              {referred.companyName && `, ${referred.companyName}`}
              <span className="staff-sub">
                {referred.email} · <FormattedMessage id="staff.customers.since" />{' '}
                {intl.formatDate(referred.createdAt, { dateStyle: 'medium' })}
              </span>
            </li>
          ))}
        </ul>
      )}
      <h3>
        <FormattedMessage id="staff.customer.broughtOrders" />
      </h3>
      {partner.orders.length === 0 ? (
        <p className="staff-empty">
          <FormattedMessage id="staff.customer.noBroughtOrders" />
        </p>
      ) : (
        <OrdersTable orders={partner.orders} />
      )}
    </StaffSection>
  );
};

export const CustomerPaymentsTable = ({ customer }: View) => {
  const intl = useIntl();
  const language = useLanguage();
  return (
    <StaffSection
      title="staff.customer.payments"
      empty={customer.payments.length === 0 && 'staff.customer.noPayments'}
    >
      <StaffTable
        columns={[
          'payments.history.date',
          'payments.history.paymentTitle',
          'payments.history.source',
          'payments.history.amount',
          'payments.history.invoices',
        ]}
      >
        <tbody>
          {customer.payments.map((payment) => (
            <tr key={`${payment.date}-${payment.title}`}>
              <td>{intl.formatDate(payment.date, { dateStyle: 'medium' })}</td>
              <td>{payment.title}</td>
              <td>
                <FormattedMessage id={`payments.source.${payment.source}`} />
              </td>
              <td className="staff-number">{formatMoney(payment, language)}</td>
              <td>{payment.invoices.join(', ') || '–'}</td>
            </tr>
          ))}
        </tbody>
      </StaffTable>
    </StaffSection>
  );
};

export const CustomerCardsTable = ({ customer }: View) => (
  <StaffSection title="staff.customer.cards" empty={customer.cards.length === 0 && 'staff.customer.noCards'}>
    <StaffTable columns={['staff.customer.card', 'staff.customer.expiry', 'staff.customers.state']}>
      <tbody>
        {customer.cards.map((card) => (
          <tr key={`${card.brand}-${card.last4}-${card.expYear}-${card.expMonth}`}>
            <td>
              {card.brand} •••• {card.last4}
              {card.isDefault && (
                <small>
                  <FormattedMessage id="staff.customer.defaultCard" />
                </small>
              )}
            </td>
            <td>
              {String(card.expMonth).padStart(2, '0')}/{card.expYear}
            </td>
            <td>
              <FormattedMessage id={`staff.customer.card.${card.status}`} />
            </td>
          </tr>
        ))}
      </tbody>
    </StaffTable>
  </StaffSection>
);

export const CustomerMicrosoftTables = ({ customer }: View) => {
  const intl = useIntl();
  const now = new Date();
  return (
    <StaffSection
      title="staff.customer.microsoft"
      empty={
        customer.tenants.length === 0 && customer.subscriptions.length === 0 && 'staff.customer.noMicrosoft'
      }
    >
      {customer.tenants.length > 0 && (
        <StaffTable columns={['staff.customer.tenant', 'staff.customer.tenantKind', 'staff.customers.state']}>
          <tbody>
            {customer.tenants.map((tenant) => (
              <tr key={tenant.domain}>
                <td className="staff-break">{tenant.domain}</td>
                <td>
                  <FormattedMessage id={`staff.customer.tenantKind.${tenant.kind}`} />
                </td>
                <td>
                  <FormattedMessage id={`microsoft.account.state.${tenant.state}`} />
                </td>
              </tr>
            ))}
          </tbody>
        </StaffTable>
      )}
      {customer.subscriptions.length > 0 && (
        <StaffTable
          columns={[
            'staff.customer.subscription',
            'staff.customer.seats',
            'staff.customer.tenant',
            'staff.customer.termEnd',
            'staff.customers.state',
          ]}
        >
          <tbody>
            {customer.subscriptions.map((subscription) => (
              <tr key={subscription.id}>
                <td>{subscription.name}</td>
                <td className="staff-number">{subscription.quantity}</td>
                <td className="staff-break">{subscription.domain ?? '–'}</td>
                <td>
                  {subscription.termEnd
                    ? intl.formatDate(subscription.termEnd, { dateStyle: 'medium' })
                    : '–'}
                  {subscription.autoRenew && (
                    <small>
                      <FormattedMessage id="staff.customer.autoRenew" />
                    </small>
                  )}
                </td>
                <td>
                  <FormattedMessage
                    id={`microsoft.subscription.status.${subscriptionStatusOf(subscription, now)}`}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </StaffTable>
      )}
    </StaffSection>
  );
};
