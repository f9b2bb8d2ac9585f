import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { formatMoney } from '#shared/money';
import { pathFor } from '#shared/routes';
import { Badge } from '../../components/badge';
import { ColumnHeads } from '../../components/column-heads';
import { ErrorPage } from '../../components/error-page';
import { usePageHead } from '../../lib/head';
import { useLanguage } from '../../lib/language-context';
import { redirectionLink } from '../../lib/payments/payment-links';
import { useUnpaidInvoices, useUnpaidOrders } from './api/payments-due-api';
import { type Due, duesOf } from './payments-due';

const columns = ['payments.due.what', 'invoices.dueDate', 'payments.history.amount', 'invoices.actions'];

const DueRow = ({ due }: { due: Due }) => {
  const intl = useIntl();
  const language = useLanguage();
  const payLink =
    due.kind === 'order'
      ? redirectionLink(language, { kind: 'owner', id: due.orderId })
      : pathFor('payment', language, { invoiceGuid: due.guid });
  return (
    <tr data-overdue={due.overdue}>
      <th scope="row">
        <FormattedMessage
          id={due.kind === 'order' ? 'payments.due.order' : 'payments.due.invoice'}
          values={{ id: due.kind === 'order' ? due.orderNumber : due.number }}
        />
        {due.overdue && (
          <Badge tone="danger">
            <FormattedMessage id="payments.due.overdue" />
          </Badge>
        )}
      </th>
      <td>{intl.formatDate(due.dueDate, { dateStyle: 'medium', timeZone: 'UTC' })}</td>
      <td>{formatMoney({ amount: due.amount, currency: due.currency }, language)}</td>
      <td>
        <Link className="button" href={payLink}>
          <FormattedMessage id="invoices.pay" />
        </Link>
      </td>
    </tr>
  );
};

/**
 * `/platnosci/` (spec section 2, Payments): what the signed-in customer has to pay — orders placed
 * with an online method still waiting for their payment (pay → the payment redirection page) and unpaid
 * invoices (pay → their pay link `/platnosc/{guid}`), the overdue first and marked, then by the date
 * due — or "nothing to pay".
 */
export const PaymentsDuePage = () => {
  const intl = useIntl();
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
      <h1>{title}</h1>
      {!dues ? (
        <p aria-busy="true" className="loading" />
      ) : dues.length === 0 ? (
        <p className="payments-due__empty">
          <FormattedMessage id="payments.due.empty" />
        </p>
      ) : (
        <table className="payments-due">
          <ColumnHeads ids={columns} />
          <tbody>
            {dues.map((due) => (
              <DueRow key={due.kind === 'order' ? due.orderId : due.guid} due={due} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
};
