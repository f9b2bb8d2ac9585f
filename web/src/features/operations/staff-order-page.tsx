import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { StaffOrderDetail } from '#shared/orders/staff-order-detail';
import { pathFor } from '#shared/routes';
import { ErrorPage } from '../../components/error-page';
import { NotFoundPage } from '../../components/not-found-page';
import { usePageHead } from '../../lib/head';
import { useLanguage } from '../../lib/language-context';
import { useStaffOrder } from './api/staff-orders-api';
import { OrderActions } from './order-actions';
import { OrderHistoryList } from './order-history-list';
import { OrderLinesTable } from './order-lines-table';
import { OrderInvoicesTable, OrderPaymentsTable } from './order-money-tables';
import { OrderPeople } from './order-people';
import { StatusBadge } from './status-badge';

const Header = ({ detail }: { detail: StaffOrderDetail }) => {
  const intl = useIntl();
  const { order } = detail;
  return (
    <header className="staff-order__head">
      <h1>
        <FormattedMessage id="staff.order.title" values={{ number: order.number }} />
      </h1>
      <p>
        <StatusBadge status={order.status} />{' '}
        <FormattedMessage
          id="staff.order.placed"
          values={{
            date: intl.formatDate(order.createdAt, { dateStyle: 'long', timeStyle: 'short' }),
            language: order.language.toUpperCase(),
          }}
        />{' '}
        <FormattedMessage id={`staff.accountType.${order.details.accountType}`} />
      </p>
    </header>
  );
};

/**
 * `/obsluga/zamowienia/{id}`: one order as operations work on it. Its number, status and placement;
 * the actions its state allows; lines with VAT, totals; buyer, addresses, delivery and shipment;
 * payments and refunds; invoices with KSeF's state and the PDF; and its history (who did what, when,
 * and the mails sent).
 */
export const StaffOrderPage = ({ id }: { id: string }) => {
  const intl = useIntl();
  const language = useLanguage();
  const { data: detail, error, mutate } = useStaffOrder(id);
  const title = detail
    ? intl.formatMessage({ id: 'staff.order.title' }, { number: detail.order.number })
    : intl.formatMessage({ id: 'staff.orders.title' });
  usePageHead({ title: `${title} – ${intl.formatMessage({ id: 'app.name' })}`, description: title });
  if (error?.code === 'order_not_found' || error?.code === 'invalid_data') return <NotFoundPage />;
  if (error && !detail) return <ErrorPage onRetry={() => void mutate()} />;
  if (!detail) return <p aria-busy="true" className="loading" />;
  const { order } = detail;
  return (
    <article className="staff-page staff-order" data-order={order.id} data-status={order.status}>
      <p className="staff-back">
        <Link href={pathFor('staffOrders', language)}>
          <FormattedMessage id="staff.order.back" />
        </Link>
      </p>
      <Header detail={detail} />
      <div className="staff-order__grid">
        <OrderActions
          order={order}
          onMoved={(moved) =>
            void (moved ? mutate({ ...detail, order: moved }, { revalidate: true }) : mutate())
          }
        />
        <div className="staff-order__main">
          <OrderLinesTable order={order} />
          <OrderPeople order={order} />
          <OrderPaymentsTable payments={detail.payments} />
          <OrderInvoicesTable invoices={detail.invoices} />
        </div>
        <OrderHistoryList order={order} history={detail.history} />
      </div>
    </article>
  );
};
