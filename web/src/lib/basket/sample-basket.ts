import type { BasketLineView, BasketView } from '#shared/basket/basket-view';

// Basket answers for the basket's and the checkout's unit tests, in the orders API's shape.

export const sampleLine = (productId: string, overrides: Partial<BasketLineView> = {}): BasketLineView => ({
  productId,
  name: productId,
  kind: 'hardware',
  quantity: 1,
  maxQuantity: 999,
  unitNet: 10000,
  unitGross: 12300,
  net: 10000,
  vat: 2300,
  gross: 12300,
  vatTreatment: { case: 'domestic', rate: 2300, country: 'PL' },
  promotional: false,
  ...overrides,
});

export const sampleBasket = (overrides: Partial<BasketView> = {}): BasketView => ({
  lines: [sampleLine('laptop')],
  currency: 'PLN',
  totals: {
    net: 10000,
    vat: 2300,
    gross: 12300,
    discount: { net: 0, vat: 0, gross: 0 },
    toFreeShipping: 17700,
    shipping: [{ method: 'courier', net: 1625, vat: 374, gross: 1999 }],
  },
  discount: null,
  consents: { newsletter: false },
  messages: [],
  vatBuyer: { country: 'PL', kind: 'consumer', vatIdConfirmed: false },
  vatNotes: [],
  count: 1,
  version: 'v1',
  ...overrides,
});
