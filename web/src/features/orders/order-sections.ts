import type { PlacedOrder } from '#shared/orders/order-view';

// Which parts of an order's summary have something to say (the status page and the account's order
// details show a part only then): nothing about a parcel or its address for an order delivered
// electronically, the address for a courier's parcel, the locker for a parcel locker's.

export interface OrderSections {
  /** The delivery's price among the totals: only for an order that ships. */
  shipping: boolean;
  /** The parcel locker the parcel goes to. */
  parcelLocker: boolean;
  /** The contact's address as where the courier delivers. */
  deliveryAddress: boolean;
}

export const orderSectionsOf = (order: Pick<PlacedOrder, 'shippingMethod'>): OrderSections => ({
  shipping: order.shippingMethod !== 'electronic',
  parcelLocker: order.shippingMethod === 'parcel-locker',
  deliveryAddress: order.shippingMethod === 'courier',
});
