import { describe, expect, it } from 'vitest';
import { basketProducts } from '#shared/basket/sample-basket-products';
import type { Product } from '#shared/catalogue/product';
import { paymentMethodIds } from '#shared/orders/payment-methods';
import type { CheckoutForm } from '../../lib/allegro/port';
import { allegroOrderOf } from './allegro-order';

const { laptop, mouse, office, service } = basketProducts;
const products = new Map<string, Product>(
  [laptop, mouse, office, service].map((product) => [product.id, product as Product]),
);
const now = new Date('2026-12-03T10:00:00.000Z');
const pln = (amount: number) => ({ amount, currency: 'PLN' as const });

const form = (overrides: Partial<CheckoutForm> = {}): CheckoutForm => ({
  id: '29738e61-7f6a-11e8-ac45-09db60ede9d6',
  revision: 'r1',
  status: 'READY_FOR_PROCESSING',
  buyer: {
    id: '23123123',
    login: 'kupujacy_jan',
    email: 'jan+a1b2@allegromail.pl',
    firstName: 'Jan',
    lastName: 'Kowalski',
    phoneNumber: '+48500100200',
    guest: false,
  },
  payment: { id: 'p1', type: 'ONLINE', finishedAt: '2026-12-03T09:58:00.000Z', paidAmount: pln(617_98) },
  fulfilment: { status: 'NEW' },
  delivery: {
    methodId: 'courier',
    methodName: 'Kurier DPD',
    address: {
      firstName: 'Jan',
      lastName: 'Kowalski',
      street: 'ul. Prosta 20/4',
      city: 'Warszawa',
      zipCode: '00-950',
      countryCode: 'PL',
      phoneNumber: '+48500100200',
    },
    cost: pln(19_99),
  },
  invoice: { required: false },
  lineItems: [
    {
      id: 'line-1',
      offerId: '7001',
      offerName: 'Laptop',
      externalId: 'laptop',
      quantity: 1,
      price: pln(500_00),
    },
    { id: 'line-2', offerId: '7002', offerName: 'Mysz', externalId: 'mouse', quantity: 2, price: pln(48_99) },
  ],
  totalToPay: pln(617_97),
  updatedAt: '2026-12-03T09:58:00.000Z',
  ...overrides,
});

const mapped = (checkoutForm: CheckoutForm) => {
  const result = allegroOrderOf(checkoutForm, products, 'order-1', now);
  if (!result.ok) throw new Error(`a problem: ${result.problem.reason}`);
  return result.order;
};

describe('an Allegro checkout form as a shop order', () => {
  it('keeps what the buyer paid: gross lines with the 23 % VAT they contain, the delivery and the total', () => {
    const order = mapped(form());
    expect(order.paymentMethod).toBe(paymentMethodIds.marketplace);
    expect(order.lines.map((line) => [line.productId, line.quantity, line.total])).toEqual([
      ['laptop', 1, { net: 406_50, vat: 93_50, gross: 500_00 }],
      ['mouse', 2, { net: 79_66, vat: 18_32, gross: 97_98 }],
    ]);
    expect(order.totals.shipping).toEqual({ net: 16_25, vat: 3_74, gross: 19_99 });
    expect(order.totals.total.gross).toBe(617_97);
    const { net, vat, gross } = order.totals.total;
    expect(net + vat).toBe(gross);
  });

  it('is paid and to send when Allegro says the buyer paid, waiting for payment on cash on delivery', () => {
    expect(mapped(form())).toMatchObject({ status: 'toSend', payment: 'done' });
    expect(mapped(form({ payment: { id: 'p2', type: 'CASH_ON_DELIVERY' } }))).toMatchObject({
      status: 'toSend',
      payment: 'waiting',
    });
  });

  it('splits the street line into street, building and flat, and keeps where it came from', () => {
    const order = mapped(form());
    expect(order.details.contact).toMatchObject({
      street: 'ul. Prosta',
      buildingNumber: '20',
      flatNumber: '4',
      zipCode: '00-950',
      city: 'Warszawa',
      email: 'jan+a1b2@allegromail.pl',
    });
    expect(order.marketplace).toEqual({
      marketplace: 'allegro',
      orderId: '29738e61-7f6a-11e8-ac45-09db60ede9d6',
      buyerLogin: 'kupujacy_jan',
      lineIds: ['line-1', 'line-2'],
    });
  });

  it('ships to the parcel locker the buyer chose, with its address', () => {
    const order = mapped(
      form({
        delivery: {
          methodId: 'inpost',
          methodName: 'Paczkomaty InPost',
          pickupPoint: {
            id: 'KRA01M',
            name: 'Paczkomat KRA01M',
            street: 'Długa 1',
            zipCode: '31-147',
            city: 'Kraków',
          },
          address: form().delivery.address,
          cost: pln(12_99),
        },
      }),
    );
    expect(order.shippingMethod).toBe('parcel-locker');
    expect(order.details.parcelLockerId).toBe('KRA01M');
    expect(order.parcelLocker).toEqual({
      id: 'KRA01M',
      address: 'Długa 1',
      zipCode: '31-147',
      city: 'Kraków',
    });
  });

  it("invoices the buyer's company with its tax number when the buyer asked for a company invoice", () => {
    const order = mapped(
      form({
        invoice: {
          required: true,
          company: { name: 'PRZYKŁADOWA FIRMA SP. Z O.O.', taxId: 'PL5260250274' },
          address: { street: 'ul. Prosta 20/4', city: 'Warszawa', zipCode: '00-950', countryCode: 'PL' },
        },
      }),
    );
    expect(order.vatId).toBe('PL5260250274');
    expect(order.details.invoice).toMatchObject({
      taxNumber: '5260250274',
      companyName: 'PRZYKŁADOWA FIRMA SP. Z O.O.',
      companyStreet: 'ul. Prosta',
      companyBuildingNumber: '20',
      companyFlatNumber: '4',
    });
    expect(order.vatBuyer).toEqual({ country: 'PL', kind: 'business', vatIdConfirmed: false });
  });

  it('sends a licence key by e-mail: nothing shipped, no delivery charge', () => {
    const order = mapped(
      form({
        lineItems: [
          {
            id: 'l',
            offerId: '7003',
            offerName: 'Office',
            externalId: 'office-2024',
            quantity: 1,
            price: pln(999_00),
          },
        ],
        totalToPay: pln(999_00),
      }),
    );
    expect(order.shippingMethod).toBe('electronic');
    expect(order.totals.shipping.gross).toBe(0);
    expect(order.totals.total.gross).toBe(999_00);
  });

  it("takes off the total what Allegro took off (a coupon), so the order's total is what the buyer paid", () => {
    const order = mapped(form({ totalToPay: pln(597_97) }));
    expect(order.totals.discount.gross).toBe(20_00);
    expect(order.totals.total.gross).toBe(597_97);
  });

  it('keeps a form with an offer the shop does not know (no own id, or an unknown one) as a problem', () => {
    const result = allegroOrderOf(
      form({
        lineItems: [
          { id: 'a', offerId: '8001', offerName: 'Bez id', quantity: 1, price: pln(10_00) },
          {
            id: 'b',
            offerId: '8002',
            offerName: 'Obcy',
            externalId: 'not-ours',
            quantity: 1,
            price: pln(10_00),
          },
          {
            id: 'c',
            offerId: '7001',
            offerName: 'Laptop',
            externalId: 'laptop',
            quantity: 1,
            price: pln(10_00),
          },
        ],
      }),
      products,
      'order-1',
      now,
    );
    expect(result).toEqual({
      ok: false,
      problem: {
        reason: 'unknown_offer',
        offers: [
          { offerId: '8001', offerName: 'Bez id' },
          { offerId: '8002', offerName: 'Obcy', externalId: 'not-ours' },
        ],
      },
    });
  });

  it('keeps as a problem a product no marketplace buyer can be given (a service) and a currency the shop does not sell in', () => {
    const serviceForm = form({
      lineItems: [
        {
          id: 'a',
          offerId: '9001',
          offerName: 'Usługa',
          externalId: 'it-support',
          quantity: 1,
          price: pln(100_00),
        },
      ],
    });
    expect(allegroOrderOf(serviceForm, products, 'o', now)).toEqual({
      ok: false,
      problem: { reason: 'not_sold_on_marketplace', productIds: ['it-support'] },
    });
    const huf = form({ totalToPay: { amount: 100_00, currency: 'HUF' } });
    expect(allegroOrderOf(huf, products, 'o', now)).toEqual({
      ok: false,
      problem: { reason: 'unsupported_currency', currency: 'HUF' },
    });
  });
});
