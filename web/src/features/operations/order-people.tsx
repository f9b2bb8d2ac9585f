import { FormattedMessage, useIntl } from 'react-intl';
import type { OrderView } from '#shared/orders/order-view';
import { placedLockerText } from '#shared/parcel-lockers';
import { FactRow, ShipmentLink } from '../../components/order-facts';
import { contactLines, invoiceLines, PostalAddress } from '../../components/postal-address';
import { StaffSection } from './staff-section';

/**
 * Who bought and where it goes: the marketplace it was bought on (with the stock it found short), the
 * contact and delivery address, the invoice's company (with VIES's
 * answer and how it stood against the public VAT register at placement), the delivery and the parcel sent.
 */
export const OrderPeople = ({ order }: { order: OrderView }) => {
  const intl = useIntl();
  const { contact, invoice, parcelLockerId, activationEmail } = order.details;
  const { shipment } = order;
  return (
    <StaffSection title="staff.people.title">
      <dl className="order-facts staff-facts">
        {order.marketplace && (
          <FactRow label="staff.people.marketplace">
            <FormattedMessage
              id="staff.people.marketplaceOrder"
              values={{ orderId: order.marketplace.orderId, buyer: order.marketplace.buyerLogin }}
            />
            {order.marketplace.stockShortfall && (
              <strong className="staff-flag" data-flag="stock-shortfall">
                {' '}
                <FormattedMessage
                  id="staff.people.stockShortfall"
                  values={{
                    products: order.marketplace.stockShortfall
                      .map(({ productId, units }) => `${productId} × ${units}`)
                      .join(', '),
                  }}
                />
              </strong>
            )}
          </FactRow>
        )}
        <FactRow label="staff.people.contact">
          <PostalAddress lines={contactLines(contact)}>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>,{' '}
            <a href={`tel:${contact.phone}`}>{contact.phone}</a>
          </PostalAddress>
        </FactRow>
        {invoice && (
          <FactRow label="staff.people.invoice">
            <PostalAddress lines={invoiceLines(invoice)}>
              <FormattedMessage
                id="staff.people.taxNumber"
                values={{ taxNumber: order.vatId ?? invoice.taxNumber }}
              />
              {order.vatCheck && (
                <>
                  {' '}
                  <FormattedMessage
                    id={`staff.people.vies.${order.vatCheck.result}`}
                    values={{ date: intl.formatDate(order.vatCheck.checkedAt, { dateStyle: 'medium' }) }}
                  />
                </>
              )}
              {order.invoiceCheck && (
                <>
                  {' '}
                  <FormattedMessage
                    id={
                      order.invoiceCheck.verified
                        ? `staff.people.register.${order.invoiceCheck.vatStatus}`
                        : `staff.people.register.unverified.${order.invoiceCheck.reason}`
                    }
                    values={
                      order.invoiceCheck.verified
                        ? { date: intl.formatDate(order.invoiceCheck.checkedOn, { dateStyle: 'medium' }) }
                        : {}
                    }
                  />
                </>
              )}
            </PostalAddress>
          </FactRow>
        )}
        <FactRow label="staff.people.delivery">
          <FormattedMessage id={`basket.shipping.${order.shippingMethod}`} />
          {parcelLockerId && (
            <>
              {' – '}
              <FormattedMessage
                id="staff.people.locker"
                values={{ locker: placedLockerText(parcelLockerId, order.parcelLocker) }}
              />
            </>
          )}
        </FactRow>
        {activationEmail && <FactRow label="staff.people.activationEmail">{activationEmail}</FactRow>}
        {shipment && (
          <FactRow label="staff.people.shipment">
            <ShipmentLink shipment={shipment} /> (
            {intl.formatDate(shipment.sentAt, { dateStyle: 'medium', timeStyle: 'short' })})
          </FactRow>
        )}
      </dl>
    </StaffSection>
  );
};
