import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { carrierNames, type Shipment, trackingUrlOf } from '#shared/orders/shipment';

// An order's facts as a description list (the customer's order summary, the staff's order page).

/** One fact: its label (a message id) and what it says. */
export const FactRow = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="order-facts__row">
    <dt>
      <FormattedMessage id={label} />
    </dt>
    <dd>{children}</dd>
  </div>
);

/** The carrier and the tracking number, linked to the carrier's page following the parcel. */
export const ShipmentLink = ({ shipment }: { shipment: Pick<Shipment, 'carrier' | 'trackingNumber'> }) => (
  <>
    {carrierNames[shipment.carrier]},{' '}
    <a href={trackingUrlOf(shipment)} target="_blank" rel="noreferrer">
      {shipment.trackingNumber}
    </a>
  </>
);
