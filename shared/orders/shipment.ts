// How an order's goods left: the carrier operations hand them to and its tracking number, which the
// order keeps, its status mail and status page show, and the carrier's own page follows.

/** The carriers the shop ships with; a parcel locker is InPost's (its lockers' codes, `KRA02M`). */
export const carriers = ['inpost', 'dpd', 'dhl', 'ups', 'gls', 'poczta-polska'] as const;
export type Carrier = (typeof carriers)[number];

/** The carriers an order of this delivery method may be sent with. */
export const carriersFor = (shippingMethod: string): readonly Carrier[] =>
  shippingMethod === 'parcel-locker' ? ['inpost'] : shippingMethod === 'courier' ? carriers : [];

/** A carrier's name as printed everywhere (brand names, the same in every language). */
export const carrierNames: Record<Carrier, string> = {
  inpost: 'InPost',
  dpd: 'DPD',
  dhl: 'DHL',
  ups: 'UPS',
  gls: 'GLS',
  'poczta-polska': 'Poczta Polska',
};

/** Letters, digits and dashes, 6–40 of them: every listed carrier's numbers fit. */
export const trackingNumberPattern = /^[A-Za-z0-9-]{6,40}$/;

/** The shipment an order was sent with. */
export interface Shipment {
  carrier: Carrier;
  trackingNumber: string;
  /** When operations sent it (ISO 8601). */
  sentAt: string;
}

const trackingPages: Record<Carrier, (number: string) => string> = {
  inpost: (number) => `https://inpost.pl/sledzenie-przesylek?number=${number}`,
  dpd: (number) => `https://tracktrace.dpd.com.pl/parcelDetails?typ=1&p1=${number}`,
  dhl: (number) => `https://www.dhl.com/pl-pl/home/tracking.html?tracking-id=${number}`,
  ups: (number) => `https://www.ups.com/track?tracknum=${number}`,
  gls: (number) => `https://gls-group.com/PL/pl/sledzenie-paczek?match=${number}`,
  'poczta-polska': (number) => `https://emonitoring.poczta-polska.pl/?numer=${number}`,
};

/** The carrier's public page following this parcel. */
export const trackingUrlOf = ({ carrier, trackingNumber }: Pick<Shipment, 'carrier' | 'trackingNumber'>) =>
  trackingPages[carrier](encodeURIComponent(trackingNumber));
