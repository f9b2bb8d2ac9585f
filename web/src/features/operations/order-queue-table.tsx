import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { formatMoney } from '#shared/money';
import type { OrderView } from '#shared/orders/order-view';
import { paymentMethodOfId } from '#shared/orders/payment-methods';
import { pathFor } from '#shared/routes';
import { Badge } from '../../components/badge';
import { useLanguage } from '../../lib/language-context';
import { StaffTable } from './staff-section';
import { StatusBadge } from './status-badge';

const columns = [
  'staff.orders.select',
  'staff.orders.number',
  'staff.orders.status',
  'staff.orders.placed',
  'staff.orders.customer',
  'staff.orders.total',
  'staff.orders.payment',
  'staff.orders.shipping',
];

/** An order's buyer as staff read it: the name (and company) above the e-mail. */
const Buyer = ({ order }: { order: OrderView }) => {
  const { contact, invoice } = order.details;
  return (
    <>
      {contact.firstName} {contact.surname}
      {invoice?.companyName && <small>{invoice.companyName}</small>}
      <small>{order.email}</small>
    </>
  );
};

/** The queue's rows: an order that may be sent has a checkbox for the bulk send. */
export const OrderQueueTable = ({
  orders,
  selected,
  onToggle,
}: {
  orders: OrderView[];
  selected: ReadonlySet<string>;
  onToggle: (order: OrderView, on: boolean) => void;
}) => {
  const intl = useIntl();
  const language = useLanguage();
  return (
    <StaffTable columns={columns} className="staff-queue">
      <tbody>
        {orders.map((order) => {
          const method = paymentMethodOfId(order.paymentMethod);
          const sendable = order.actions.includes('send');
          return (
            <tr key={order.id} data-order={order.id} data-status={order.status}>
              <td>
                {sendable && (
                  <input
                    type="checkbox"
                    checked={selected.has(order.id)}
                    onChange={(event) => onToggle(order, event.currentTarget.checked)}
                    aria-label={intl.formatMessage(
                      { id: 'staff.orders.selectOrder' },
                      { number: order.number },
                    )}
                  />
                )}
              </td>
              <th scope="row">
                <Link href={pathFor('staffOrder', language, { orderId: order.id })}>{order.number}</Link>
              </th>
              <td>
                <StatusBadge status={order.status} />
              </td>
              <td>
                {intl.formatDate(order.createdAt, { dateStyle: 'short' })}
                <small>{intl.formatTime(order.createdAt, { timeStyle: 'short' })}</small>
              </td>
              <td className="staff-queue__buyer">
                <Buyer order={order} />
              </td>
              <td className="staff-number">
                {formatMoney({ amount: order.totals.total.gross, currency: order.currency }, language)}
              </td>
              <td>
                {method ? <FormattedMessage id={`payment.method.${method}`} /> : order.paymentMethod}{' '}
                <Badge tone={order.payment === 'done' ? 'success' : 'warning'}>
                  <FormattedMessage id={`staff.payment.${order.payment}`} />
                </Badge>
              </td>
              <td>
                <FormattedMessage id={`basket.shipping.${order.shippingMethod}`} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </StaffTable>
  );
};
