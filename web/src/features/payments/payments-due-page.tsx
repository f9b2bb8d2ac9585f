import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { Language } from '#shared/locale';
import { formatMoney } from '#shared/money';
import { pathFor } from '#shared/routes';
import { Badge } from '../../components/badge';
import { type DataColumn, type DataRow, DataTable } from '../../components/data-table';
import { EmptyState } from '../../components/empty-state';
import { ErrorPage } from '../../components/error-page';
import { usePageHead } from '../../lib/head';
import { useLanguage } from '../../lib/language-context';
import { redirectionLink } from '../../lib/payments/payment-links';
import { useUnpaidInvoices, useUnpaidOrders } from './api/payments-due-api';
import { type Due, duesOf } from './payments-due';

const columns: readonly DataColumn[] = [
  { label: 'payments.due.what' },
  { label: 'invoices.dueDate' },
  { label: 'payments.history.amount', numeric: true },
  { label: 'actions.label', actions: true },
];

const DueWhat = ({ due }: { due: Due }) => (
  <>
    <FormattedMessage
      id={due.kind === 'order' ? 'payments.due.order' : 'payments.due.invoice'}
      values={{ id: due.kind === 'order' ? due.orderNumber : due.number }}
    />
    {due.overdue && (
      <Badge tone="danger">
        <FormattedMessage id="payments.due.overdue" />
      </Badge>
    )}
  </>
);

const dueRow = (intl: IntlShape, language: Language, due: Due): DataRow => ({
  key: due.kind === 'order' ? due.orderId : due.guid,
  data: { 'data-overdue': String(due.overdue) },
  cells: [
    <DueWhat key="what" due={due} />,
    intl.formatDate(due.dueDate, { dateStyle: 'medium', timeZone: 'UTC' }),
    formatMoney({ amount: due.amount, currency: due.currency }, language),
    <Link
      key="pay"
      className="button"
      href={
        due.kind === 'order'
          ? redirectionLink(language, { kind: 'owner', id: due.orderId })
          : pathFor('payment', language, { invoiceGuid: due.guid })
      }
    >
      <FormattedMessage id="invoices.pay" />
    </Link>,
  ],
});

/**
 * `/platnosci/` (spec section 2, Payments): what the signed-in customer has to pay — orders placed
 * with an online method still waiting for their payment (pay → the payment redirection page) and unpaid
 * invoices (pay → their pay link `/platnosc/{guid}`), the overdue first and marked, then by the date
 * due — or "nothing to pay".
 */
export const PaymentsDuePage = () => {
  const intl = useIntl();
  const language = useLanguage();
  const orders = useUnpaidOrders();
  const invoices = useUnpaidInvoices();
  const title = intl.formatMessage({ id: 'payments.due.title' });
  usePageHead({ title: `${title} – ${intl.formatMessage({ id: 'app.name' })}`, description: title });

  if ((orders.error && !orders.data) || (invoices.error && !invoices.data)) return <ErrorPage />;
  const dues =
    orders.data && invoices.data
      ? duesOf(orders.data.orders, invoices.data.invoices, new Date().toISOString().slice(0, 10))
      : undefined;
  return (
    <section className="account-page">
      <h1 id="payments-due-title">{title}</h1>
      {!dues ? (
        <p aria-busy="true" className="loading" />
      ) : dues.length === 0 ? (
        <EmptyState className="payments-due__empty" message="payments.due.empty" />
      ) : (
        <DataTable
          labelledBy="payments-due-title"
          className="payments-due"
          columns={columns}
          rows={dues.map((due) => dueRow(intl, language, due))}
        />
      )}
    </section>
  );
};
