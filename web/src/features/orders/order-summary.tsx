import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { OrderView } from '#shared/orders/order-view';
import { paymentMethodOfId } from '#shared/orders/payment-methods';
import { ColumnHeads } from '../../components/column-heads';
import { useMoney } from '../../lib/use-money';
import { PostalAddress } from './postal-address';

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="order-facts__row">
    <dt>
      <FormattedMessage id={label} />
    </dt>
    <dd>{children}</dd>
  </div>
);

const lineColumns = [
  'orders.lines.product',
  'orders.lines.quantity',
  'orders.lines.unitNet',
  'orders.lines.value',
];

/** What was ordered: the lines with their prices, the totals, shipping, payment method and addresses. */
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
        <Row label="orders.totals.goods">{money(totals.goods.gross)}</Row>
        {totals.discount.gross > 0 && (
          <Row label="orders.totals.discount">−{money(totals.discount.gross)}</Row>
        )}
        <Row label="orders.totals.shipping">{money(totals.shipping.gross)}</Row>
        <Row label="orders.totals.vat">{money(totals.total.vat)}</Row>
        <Row label="orders.totals.total">
          <strong>{money(totals.total.gross)}</strong>
        </Row>
        <Row label="orders.shipping">
          <FormattedMessage id={`basket.shipping.${order.shippingMethod}`} />
          {details.parcelLockerId && ` (${details.parcelLockerId})`}
        </Row>
        <Row label="orders.paymentMethod">
          {method ? <FormattedMessage id={`payment.method.${method}`} /> : order.paymentMethod}
        </Row>
        <Row label="orders.address.delivery">
          <PostalAddress
            lines={{
              name: `${contact.firstName} ${contact.surname}`,
              street: contact.street,
              building: contact.buildingNumber,
              flat: contact.flatNumber,
              zipCode: contact.zipCode,
              city: contact.city,
              country: contact.country,
            }}
          >
            {contact.email}, {contact.phone}
          </PostalAddress>
        </Row>
        {invoice && (
          <Row label="orders.address.invoice">
            <PostalAddress
              lines={{
                name: invoice.companyName,
                street: invoice.companyStreet,
                building: invoice.companyBuildingNumber,
                flat: invoice.companyFlatNumber,
                zipCode: invoice.companyZipCode,
                city: invoice.companyCity,
                country: invoice.country,
              }}
            >
              <FormattedMessage id="orders.taxNumber" values={{ taxNumber: invoice.taxNumber }} />
            </PostalAddress>
          </Row>
        )}
      </dl>
    </>
  );
};
