import { FormattedMessage, useIntl } from 'react-intl';
import { formatMoney } from '#shared/money';
import type { OrderHistoryRecord } from '#shared/orders/order-history';
import type { OrderView } from '#shared/orders/order-view';
import { carrierNames } from '#shared/orders/shipment';
import { useLanguage } from '../../lib/language-context';
import { StaffSection } from './staff-section';

/** Who took a move: the staff member's e-mail, or the customer, the shop, the provider or the financing partner. */
const Mover = ({ record }: { record: Extract<OrderHistoryRecord, { kind: 'move' }> }) =>
  record.staffEmail ?? <FormattedMessage id={`staff.actor.${record.actor}`} />;

const Entry = ({ record, order }: { record: OrderHistoryRecord; order: OrderView }) => {
  const intl = useIntl();
  const language = useLanguage();
  if (record.kind === 'partReturn')
    return (
      <>
        <FormattedMessage id="staff.history.partReturn" />{' '}
        {record.staffEmail && <span className="staff-history__who">({record.staffEmail})</span>}
        {record.lines.map(({ productId, quantity }) => (
          <small key={productId}>
            {quantity} × {order.lines.find((line) => line.productId === productId)?.name ?? productId}
          </small>
        ))}
      </>
    );
  if (record.kind === 'mail')
    return (
      <FormattedMessage
        id={`staff.history.mail.${record.mail}`}
        values={{
          to: record.to,
          status: record.status ? intl.formatMessage({ id: `orders.statusName.${record.status}` }) : '',
        }}
      />
    );
  return (
    <>
      <FormattedMessage
        id={`staff.history.${record.action}`}
        values={{
          from: intl.formatMessage({ id: `orders.statusName.${record.from}` }),
          to: intl.formatMessage({ id: `orders.statusName.${record.to}` }),
        }}
      />{' '}
      <span className="staff-history__who">
        (<Mover record={record} />)
      </span>
      {record.shipment && (
        <small>
          {carrierNames[record.shipment.carrier]}, {record.shipment.trackingNumber}
        </small>
      )}
      {record.booked && (
        <small>
          <FormattedMessage
            id="staff.history.booked"
            values={{
              amount: formatMoney(
                { amount: record.booked.amount, currency: record.booked.currency },
                language,
              ),
              day: intl.formatDate(`${record.booked.receivedOn}T12:00:00Z`, { dateStyle: 'medium' }),
            }}
          />
        </small>
      )}
    </>
  );
};

/** The order's history, newest last: placement, then every move (who, what) and every mail sent. */
export const OrderHistoryList = ({ order, history }: { order: OrderView; history: OrderHistoryRecord[] }) => {
  const intl = useIntl();
  const when = (at: string) => intl.formatDate(at, { dateStyle: 'short', timeStyle: 'medium' });
  return (
    <StaffSection title="staff.history.title" className="staff-history">
      <ol>
        <li>
          <time dateTime={order.createdAt}>{when(order.createdAt)}</time>
          <FormattedMessage id="staff.history.placed" values={{ email: order.email }} />
        </li>
        {history.map((record) => (
          <li
            key={`${record.at}-${record.kind === 'move' ? record.action : record.kind === 'partReturn' ? record.returnId : `${record.mail}-${record.status ?? ''}`}`}
            data-kind={record.kind}
          >
            <time dateTime={record.at}>{when(record.at)}</time>
            <Entry record={record} order={order} />
          </li>
        ))}
      </ol>
    </StaffSection>
  );
};
