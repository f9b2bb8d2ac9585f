import type { ReactNode } from 'react';
import { carrierNames, type Shipment, trackingUrlOf } from '#shared/orders/shipment';
import { Description } from './description-list';

// An order's facts as a description list (the staff's order, customer and request pages; the
// customer's own order pages use `DescriptionList`), and a parcel's tracking link (both).

/** One fact: its label (a message id) and what it says, in the staff pages' dense facts list. */
export const FactRow = ({ label, children }: { label: string; children: ReactNode }) => (
  <Description term={label} className="order-facts__row">
    {children}
  </Description>
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
