import { describe, expect, it } from 'vitest';
import { orderSectionsOf } from './order-sections';

describe("an order summary's parts", () => {
  it('show no delivery address, locker or delivery price for an order delivered electronically', () => {
    expect(orderSectionsOf({ shippingMethod: 'electronic' })).toEqual({
      shipping: false,
      parcelLocker: false,
      deliveryAddress: false,
    });
  });

  it("show the courier's delivery address, not a locker", () => {
    expect(orderSectionsOf({ shippingMethod: 'courier' })).toEqual({
      shipping: true,
      parcelLocker: false,
      deliveryAddress: true,
    });
  });

  it("show the parcel locker, not the buyer's address as a delivery address", () => {
    expect(orderSectionsOf({ shippingMethod: 'parcel-locker' })).toEqual({
      shipping: true,
      parcelLocker: true,
      deliveryAddress: false,
    });
  });
});
