import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { OrderView } from '#shared/orders/order-view';
import { placedLockerText } from '#shared/parcel-lockers';
import { Description, DescriptionList } from '../../components/description-list';
import { ShipmentLink } from '../../components/order-facts';
import { contactLines, invoiceLines, PostalAddress } from '../../components/postal-address';
import { SummaryTable, type SummaryTotal } from '../../components/summary-table';
import { useMoney } from '../../lib/use-money';
import { orderSectionsOf } from './order-sections';

const lineColumns = [
  { label: 'orders.lines.product' },
  { label: 'orders.lines.quantity', numeric: true },
  { label: 'orders.lines.unitNet', numeric: true },
  { label: 'orders.lines.value', numeric: true },
] as const;

/** A framed part of the order's facts under its heading. */
const FactsSection = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <section className="card order__section" aria-labelledby={id} data-section={id}>
    <h2 id={id}>
      <FormattedMessage id={title} />
    </h2>
    {children}
  </section>
);

/**
 * What was ordered and where it goes: the lines with their prices and the totals in one table, then
 * the delivery (its method, the parcel locker, the parcel's tracking link once sent, the address only
 * when the order ships by courier, the activation keys' e-mail), the contact and the invoice data,
 * each only when the order has it (`orderSectionsOf`).
 */
export const OrderSummary = ({ order }: { order: OrderView }) => {
  const money = useMoney(order.currency);
  const { totals, details } = order;
  const { contact, invoice } = details;
  const shown = orderSectionsOf(order);
  const figures: SummaryTotal[] = [
    { key: 'goods', label: <FormattedMessage id="orders.totals.goods" />, value: money(totals.goods.gross) },
    ...(totals.discount.gross > 0
      ? [
          {
            key: 'discount',
            label: <FormattedMessage id="orders.totals.discount" />,
            value: `−${money(totals.discount.gross)}`,
          },
        ]
      : []),
    ...(shown.shipping
      ? [
          {
            key: 'shipping',
            label: <FormattedMessage id="orders.totals.shipping" />,
            value:
              totals.shipping.gross === 0 ? (
                <FormattedMessage id="basket.shipping.free" />
              ) : (
                money(totals.shipping.gross)
              ),
          },
        ]
      : []),
    {
      key: 'total',
      label: <FormattedMessage id="orders.totals.total" />,
      value: money(totals.total.gross),
      grand: true,
    },
    { key: 'vat', label: <FormattedMessage id="orders.totals.vat" />, value: money(totals.total.vat) },
  ];
  return (
    <>
      <section className="order__lines" aria-labelledby="order-lines-title">
        <h2 id="order-lines-title">
          <FormattedMessage id="orders.lines.title" />
        </h2>
        <SummaryTable
          labelledBy="order-lines-title"
          columns={lineColumns}
          rows={order.lines.map((line) => ({
            key: line.productId,
            cells: [line.name, line.quantity, money(line.unitNet), money(line.total.gross)],
          }))}
          totals={figures}
        />
      </section>
      <div className="order__facts">
        <FactsSection id="order-delivery" title="orders.delivery.title">
          <DescriptionList>
            <Description term="orders.shipping">
              <FormattedMessage id={`basket.shipping.${order.shippingMethod}`} />
            </Description>
            {shown.parcelLocker && details.parcelLockerId && (
              <Description term="orders.parcelLocker">
                {placedLockerText(details.parcelLockerId, order.parcelLocker)}
              </Description>
            )}
            {order.shipment && (
              <Description term="orders.shipment">
                <ShipmentLink shipment={order.shipment} />
              </Description>
            )}
            {shown.deliveryAddress && (
              <Description term="orders.address.delivery">
                <PostalAddress lines={contactLines(contact)} />
              </Description>
            )}
            {details.activationEmail && (
              <Description term="orders.activationEmail">{details.activationEmail}</Description>
            )}
          </DescriptionList>
        </FactsSection>
        <FactsSection id="order-contact" title="orders.contact.title">
          <address>
            {contact.firstName} {contact.surname}
            <br />
            {contact.email}
            <br />
            {contact.phone}
          </address>
        </FactsSection>
        {invoice && (
          <FactsSection id="order-invoice" title="orders.address.invoice">
            <PostalAddress lines={invoiceLines(invoice)}>
              <FormattedMessage id="orders.taxNumber" values={{ taxNumber: invoice.taxNumber }} />
            </PostalAddress>
          </FactsSection>
        )}
      </div>
    </>
  );
};
