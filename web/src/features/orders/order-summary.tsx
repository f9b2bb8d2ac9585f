import { FormattedMessage } from 'react-intl';
import type { OrderView } from '#shared/orders/order-view';
import { paymentMethodOfId } from '#shared/orders/payment-methods';
import { ColumnHeads } from '../../components/column-heads';
import { FactRow, ShipmentLink } from '../../components/order-facts';
import { contactLines, invoiceLines, PostalAddress } from '../../components/postal-address';
import { useMoney } from '../../lib/use-money';

const lineColumns = [
  'orders.lines.product',
  'orders.lines.quantity',
  'orders.lines.unitNet',
  'orders.lines.value',
];

/** What was ordered: the lines with their prices, the totals, shipping (the parcel's tracking link once sent), payment method and addresses. */
export const OrderSummary = ({ order }: { order: OrderView }) => {
  const money = useMoney(order.currency);
  const { totals, details } = order;
  const { contact, invoice } = details;
  const method = paymentMethodOfId(order.paymentMethod);
  return (
    <>
      <table className="order-lines">
        <caption>
          <FormattedMessage id="orders.lines.title" />
        </caption>
        <ColumnHeads ids={lineColumns} />
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.productId}>
              <th scope="row">{line.name}</th>
              <td>{line.quantity}</td>
              <td>{money(line.unitNet)}</td>
              <td>{money(line.total.gross)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="order-facts">
        <FactRow label="orders.totals.goods">{money(totals.goods.gross)}</FactRow>
        {totals.discount.gross > 0 && (
          <FactRow label="orders.totals.discount">−{money(totals.discount.gross)}</FactRow>
        )}
        <FactRow label="orders.totals.shipping">{money(totals.shipping.gross)}</FactRow>
        <FactRow label="orders.totals.vat">{money(totals.total.vat)}</FactRow>
        <FactRow label="orders.totals.total">
          <strong>{money(totals.total.gross)}</strong>
        </FactRow>
        <FactRow label="orders.shipping">
          <FormattedMessage id={`basket.shipping.${order.shippingMethod}`} />
          {details.parcelLockerId && ` (${details.parcelLockerId})`}
        </FactRow>
        {order.shipment && (
          <FactRow label="orders.shipment">
            <ShipmentLink shipment={order.shipment} />
          </FactRow>
        )}
        <FactRow label="orders.paymentMethod">
          {method ? <FormattedMessage id={`payment.method.${method}`} /> : order.paymentMethod}
        </FactRow>
        <FactRow label="orders.address.delivery">
          <PostalAddress lines={contactLines(contact)}>
            {contact.email}, {contact.phone}
          </PostalAddress>
        </FactRow>
        {invoice && (
          <FactRow label="orders.address.invoice">
            <PostalAddress lines={invoiceLines(invoice)}>
              <FormattedMessage id="orders.taxNumber" values={{ taxNumber: invoice.taxNumber }} />
            </PostalAddress>
          </FactRow>
        )}
      </dl>
    </>
  );
};
