import { describe, expect, it } from 'vitest';
import type { BasketLine } from '#shared/basket/basket';
import { basketProducts } from '#shared/basket/sample-basket-products';
import type { ErrorCode } from '#shared/errors';
import { companyInvoiceDataSchema } from '#shared/identity/company';
import { sampleInvoiceData } from '#shared/identity/sample-invoice-data';
import { type PlaceOrderInput, placeOrderInputSchema } from '#shared/orders/place-order-input';
import { sampleBusinessOrderInput } from '#shared/orders/sample-order-input';
import type { SavedCard } from '#shared/payments/saved-card';
import type { BasketBuyer } from '../basket/basket-buyer';
import { readBasket } from '../basket/read-basket';
import { customerBuyer, discountCode, guestBuyer } from '../testing/fake-basket-ports';
import { sampleSavedCard } from '../testing/fake-card-ports';
import { samplePlacement } from '../testing/fake-order-ports';
import { fakePlacementPorts, unreachableLocker } from '../testing/fake-placement-ports';
import type { FakeVat } from '../testing/fake-vat-ports';
import { placeOrder } from './place-order';

const { laptop, mouse, open, annual, trial, daas } = basketProducts;
const products = [laptop, mouse, open, annual, trial, daas];

interface Setup {
  lines?: BasketLine[];
  units?: Record<string, number>;
  failing?: string[];
  buyer?: BasketBuyer;
  discount?: boolean;
  /** The counted stocks after the basket was shown (someone else bought meanwhile). */
  unitsAfterShown?: Record<string, number>;
  vat?: FakeVat;
  /** The buyer's saved cards (a free trial needs a chargeable default one). */
  cards?: SavedCard[];
  /** The partner who brought each customer, by her sub. */
  partners?: Record<string, string>;
}

/** Ports with the buyer's basket stored, and the basket's version as the shopper was shown it. */
const shopping = async ({
  lines = [{ productId: 'laptop', quantity: 2 }],
  units = {},
  failing = [],
  buyer = guestBuyer(),
  discount = false,
  unitsAfterShown = {},
  vat,
  cards = [],
  partners = {},
}: Setup = {}) => {
  const codes = discount ? [discountCode(['laptop'], { maxUses: 5 })] : [];
  const placement = fakePlacementPorts({ products, units, codes, vat }, failing, cards, partners);
  const owner = buyer.owner.kind === 'guest' ? `G${buyer.owner.id}` : `C${buyer.owner.sub}`;
  const basket = discount ? { lines, discountCode: 'SPRING10' } : { lines };
  placement.baskets.set(owner, { basket, consents: { newsletter: false }, discountGuesses: [], revision: 1 });
  const shown = await readBasket(placement.ports, buyer);
  const version = shown.ok ? shown.value.version : '';
  Object.assign(units, unitsAfterShown);
  const place = (changes: Partial<PlaceOrderInput> = {}, idempotencyKey = 'key-00000001') =>
    placeOrder(placement.ports, {
      buyer,
      idempotencyKey,
      placement: { ...samplePlacement, basketVersion: version, ...changes },
    });
  return { ...placement, place, owner };
};

const business = customerBuyer('firm', true);
const company = placeOrderInputSchema.parse(sampleBusinessOrderInput).invoice;

describe('placeOrder refuses, storing nothing', () => {
  it.each<[string, Setup, Partial<PlaceOrderInput>, ErrorCode]>([
    ['the basket is empty', { lines: [] }, {}, 'basket_empty'],
    [
      'the stock no longer covers a line',
      { units: { laptop: 5 }, unitsAfterShown: { laptop: 1 } },
      {},
      'not_enough_stock',
    ],
    ['the basket changed since it was shown', {}, { basketVersion: 'older-version' }, 'order_stale'],
    ['a guest chooses deferred payment', {}, { paymentMethodId: 4 }, 'payment_method_not_available'],
    [
      'a method the payment provider does not list is chosen (Sofort)',
      {},
      { paymentMethodId: 6 },
      'payment_method_not_available',
    ],
    ['a guest claims an account type', {}, { accountType: 'private' }, 'invalid_data'],
    ['goods that ship go electronically', {}, { shippingMethod: 'electronic' }, 'invalid_data'],
    [
      'the Microsoft customer agreement is missing',
      { buyer: business, lines: [{ productId: 'm365-annual', quantity: 1 }] },
      { accountType: 'business', paymentMethodId: 4, shippingMethod: 'electronic', invoice: undefined },
      'consent_required',
    ],
    [
      'an Open licence comes without its data',
      { buyer: business, lines: [{ productId: 'open-licence', quantity: 1 }] },
      { accountType: 'private', paymentMethodId: 2, shippingMethod: 'electronic' },
      'invalid_data',
    ],
    [
      'a counted stock ran out meanwhile',
      { units: { laptop: 5 }, failing: ['not_enough_stock'] },
      {},
      'not_enough_stock',
    ],
    [
      'the code was used up meanwhile',
      { discount: true, failing: ['discount_code_used_up'] },
      {},
      'discount_code_used_up',
    ],
    ['the basket changed meanwhile', { failing: ['order_stale'] }, {}, 'order_stale'],
    [
      'the parcel locker is one its operator does not have (or no longer takes parcels)',
      {},
      { shippingMethod: 'parcel-locker', parcelLockerId: 'XYZ99M' },
      'invalid_data',
    ],
  ])('when %s', async (_, setup, changes, code) => {
    const { place, orders, records } = await shopping(setup);
    expect(await place(changes)).toMatchObject({ ok: false, code });
    expect(orders).toEqual([]);
    expect(records.size).toBe(0);
  });

  it('shows the basket as it is now with a stale or short order', async () => {
    const stale = await (await shopping()).place({ basketVersion: 'older-version' });
    expect(stale).toMatchObject({
      code: 'order_stale',
      basket: { lines: [{ productId: 'laptop', quantity: 2 }] },
    });
    const short = await (await shopping({ units: { laptop: 5 }, unitsAfterShown: { laptop: 1 } })).place();
    expect(short).toMatchObject({
      code: 'not_enough_stock',
      basket: { lines: [{ productId: 'laptop', quantity: 1 }] },
    });
  });
});

describe('a free trial (payment method 7)', () => {
  const card = sampleSavedCard;
  const trialBasket = (cards: SavedCard[]) =>
    shopping({ buyer: customerBuyer('anna'), lines: [{ productId: 'm365-trial', quantity: 2 }], cards });
  const consents = { ...samplePlacement.consents, recurringPayment: true, microsoftCustomerAgreement: true };
  const trialPlacement: Partial<PlaceOrderInput> = {
    accountType: 'private',
    paymentMethodId: 7,
    shippingMethod: 'electronic',
    consents,
  };

  it('places a trial costing nothing now: in realization, paid, its end one month on and its item with the order', async () => {
    const { place, commits } = await trialBasket([card()]);
    const placed = await place(trialPlacement);
    expect(placed).toMatchObject({
      ok: true,
      value: {
        status: 'toSend',
        payment: 'done',
        trialEndsAt: '2026-02-02T03:04:05.000Z',
        totals: { total: { gross: 0 } },
        lines: [{ productId: 'm365-trial', unitNet: 0, afterFirstMonthNet: 4_900 }],
      },
    });
    const items = commits.at(-1)?.items.map(({ item }) => item) ?? [];
    expect(items).toContainEqual({
      putTrial: [
        { orderId: 'order-1', owner: { kind: 'client', sub: 'anna' }, endsAt: '2026-02-02T03:04:05.000Z' },
      ],
    });
  });

  it.each<[string, SavedCard[]]>([
    ['no saved card', []],
    ['a default card still inactive', [card({ state: 'inactive' })]],
    ['an expired default card', [card({ expYear: 2025 })]],
    ['a card that is not the default', [card({ isDefault: false })]],
  ])('refuses a trial with %s: trial_card_required, storing nothing', async (_, cards) => {
    const { place, orders } = await trialBasket(cards);
    expect(await place(trialPlacement)).toMatchObject({ ok: false, code: 'trial_card_required' });
    expect(orders).toEqual([]);
  });

  it('asks for the recurring payment consent (the card is charged after the trial)', async () => {
    const { place } = await trialBasket([card()]);
    expect(
      await place({ ...trialPlacement, consents: { ...consents, recurringPayment: false } }),
    ).toMatchObject({ ok: false, code: 'consent_required', fields: [{ path: 'consents.recurringPayment' }] });
  });
});

describe('placeOrder places', () => {
  it('an order of a device and the device as a service taking the device’s units once, together, and keeping what it took', async () => {
    const { place, commits, orders } = await shopping({
      lines: [
        { productId: laptop.id, quantity: 1 },
        { productId: daas.id, quantity: 2 },
      ],
      units: { laptop: 5 },
      buyer: customerBuyer('anna'),
    });
    const placed = await place({
      accountType: 'private',
      consents: { ...samplePlacement.consents, deviceAsAService: true },
    });
    expect(placed).toMatchObject({ ok: true });
    const taken = commits
      .at(-1)
      ?.items.filter(({ item }) => 'takeStock' in item)
      .map(({ item }) => item);
    expect(taken).toEqual([{ takeStock: ['laptop', 3] }]);
    // What a cancellation or a return gives back (change-order-status.ts).
    expect(orders[0]?.stockTaken).toEqual([{ productId: 'laptop', units: 3 }]);
  });

  it("a guest's transfer order: unpaid, stock taken, code used, basket deleted, link token once", async () => {
    const { place, orders, commits, baskets, owner } = await shopping({
      lines: [
        { productId: 'laptop', quantity: 2 },
        { productId: 'mouse', quantity: 1 },
      ],
      units: { laptop: 5 },
      discount: true,
    });
    const placed = await place();
    expect(placed).toMatchObject({
      ok: true,
      value: {
        id: 'order-1',
        number: '2026/000001',
        status: 'unpaid',
        statusId: 2,
        linkToken: 'link-token',
        discountCode: 'SPRING10',
      },
    });
    expect(orders[0]).toMatchObject({
      owner: { kind: 'guest' },
      linkTokenHash: 'hash:link-token',
      paymentMethod: 2,
    });
    expect(orders[0]?.totals.discount.gross).toBeGreaterThan(0);
    const [{ items, events } = { items: [], events: [] }] = commits.slice(-1);
    expect(items.map(({ item, whenConditionFails }) => [Object.keys(item)[0], whenConditionFails])).toEqual([
      ['putOrder', undefined],
      ['takeStock', 'not_enough_stock'],
      ['countDiscountUse', 'discount_code_used_up'],
      ['spendKey', 'key_spent_meanwhile'],
      ['delete', 'order_stale'],
      ['orderNumberTaken', 'order_number_taken'],
    ]);
    expect(items[1]?.item).toEqual({ takeStock: ['laptop', 2] });
    expect(items.at(-1)?.item).toEqual({ orderNumberTaken: ['2026', 1, 1] });
    expect(events.map((event) => JSON.parse(event.detail).data)).toEqual([
      {
        orderId: 'order-1',
        orderNumber: '2026/000001',
        email: samplePlacement.contact.email,
        language: 'pl',
        currency: 'PLN',
        totalGross: orders[0]?.totals.total.gross,
        paymentMethod: 2,
        payBy: orders[0]?.payBy,
        stockProductIds: ['laptop'],
        linkToken: 'link-token',
      },
    ]);
    expect(baskets.has(owner)).toBe(false);
  });

  it("a business customer's deferred order goes straight to realization, without a link token", async () => {
    const { place } = await shopping({ buyer: business });
    const placed = await place({ accountType: 'business', paymentMethodId: 4, invoice: company });
    expect(placed).toMatchObject({
      ok: true,
      value: { status: 'toSend', progress: { realization: 'inProgress' } },
    });
    expect(placed.ok && 'linkToken' in placed.value).toBe(false);
  });

  it.each([
    ['an active company the look-up found today', '5260250274', { verified: true, vatStatus: 'active' }],
    ['an exempt taxpayer, with its status', '6760000003', { verified: true, vatStatus: 'exempt' }],
    ['a NIP without an answer of the day', '1180000001', { verified: false, reason: 'notChecked' }],
  ])(
    "keeps the invoice's company with how it stood against the VAT register: %s",
    async (_, taxNumber, check) => {
      const { place } = await shopping({ buyer: business });
      const invoice = company && { ...company, taxNumber };
      expect(await place({ accountType: 'business', paymentMethodId: 4, invoice })).toMatchObject({
        ok: true,
        value: { invoiceCheck: check },
      });
    },
  );

  it('keeps no register check on an order without invoice data', async () => {
    const placed = await (await shopping()).place();
    expect(placed.ok && 'invoiceCheck' in placed.value).toBe(false);
  });

  it("keeps the parcel locker's address as its operator gives it, or its name alone when the operator does not answer", async () => {
    const { place } = await shopping();
    expect(await place({ shippingMethod: 'parcel-locker', parcelLockerId: 'KRA01M' })).toMatchObject({
      ok: true,
      value: {
        details: { parcelLockerId: 'KRA01M' },
        parcelLocker: { id: 'KRA01M', address: 'Długa 1', zipCode: '31-147', city: 'Kraków' },
      },
    });
    const outage = await (await shopping()).place({
      shippingMethod: 'parcel-locker',
      parcelLockerId: unreachableLocker,
    });
    expect(outage).toMatchObject({ ok: true, value: { details: { parcelLockerId: unreachableLocker } } });
    expect(outage.ok && 'parcelLocker' in outage.value).toBe(false);
    const courier = await (await shopping()).place();
    expect(courier.ok && 'parcelLocker' in courier.value).toBe(false);
  });

  it('answers a repeated key and body with the first order, and refuses the key with another body', async () => {
    const { place, orders } = await shopping();
    const first = await place();
    expect(await place()).toMatchObject({ ok: true, value: { id: first.ok ? first.value.id : '' } });
    expect(await place({ shippingMethod: 'parcel-locker', parcelLockerId: 'KRA01M' })).toEqual({
      ok: false,
      code: 'idempotency_key_reused',
    });
    expect(orders).toHaveLength(1);
  });

  it('answers a repeated key with the first order when the shopper has filled the same basket again', async () => {
    const { place, orders, baskets, owner } = await shopping();
    const stored = baskets.get(owner);
    const first = await place();
    if (stored) baskets.set(owner, stored);
    expect(await place()).toMatchObject({ ok: true, value: { id: first.ok ? first.value.id : '' } });
    expect(orders).toHaveLength(1);
  });
});

describe("placeOrder and the buyer's VAT id (the placement's company invoice data)", () => {
  const germanCompany = companyInvoiceDataSchema.parse({
    ...sampleInvoiceData,
    country: 'DE',
    taxNumber: '123456789',
    companyZipCode: '10115',
  });
  const vat: FakeVat = { answers: { DE123456789: { status: 'valid', requestIdentifier: 'WAPIAAAAZ0123' } } };
  const germanBuyer: BasketBuyer = { ...guestBuyer(), vatId: { country: 'DE', number: '123456789' } };

  it('records goods sent to Germany as an intra-Community supply, the VAT id and the VIES consultation', async () => {
    const { place } = await shopping({ buyer: { ...germanBuyer, deliveryCountry: 'DE' }, vat });
    const berlin = { ...samplePlacement.contact, country: 'DE' as const, zipCode: '10115', city: 'Berlin' };
    expect(
      await place({
        invoice: germanCompany,
        contact: berlin,
        shippingMethod: 'courier',
        parcelLockerId: undefined,
      }),
    ).toMatchObject({
      ok: true,
      value: {
        vatBuyer: { country: 'DE', kind: 'business', vatIdConfirmed: true },
        lines: [{ vatTreatment: { case: 'intraCommunitySupply', rate: 0 } }],
        shippingVat: { case: 'intraCommunitySupply', rate: 0 },
        totals: { goods: { vat: 0 } },
        vatId: 'DE123456789',
        vatCheck: { vatId: 'DE123456789', result: 'valid', requestIdentifier: 'WAPIAAAAZ0123' },
      },
    });
  });

  it('charges Polish VAT on goods the German business has delivered to a locker in Poland', async () => {
    const { place } = await shopping({ buyer: { ...germanBuyer, deliveryCountry: 'PL' }, vat });
    const placed = await place({ invoice: germanCompany });
    expect(placed).toMatchObject({
      ok: true,
      value: { lines: [{ vatTreatment: { case: 'domestic', rate: 2300, country: 'PL' } }] },
    });
    expect(placed.ok && placed.value.totals.goods.vat).toBeGreaterThan(0);
  });

  it('finds the basket stale when it was shown without the VAT id the invoice data carries', async () => {
    const { place, orders } = await shopping({ vat });
    expect(await place({ invoice: germanCompany })).toMatchObject({ ok: false, code: 'order_stale' });
    expect(orders).toEqual([]);
  });

  it("records a Polish business's VAT id without the reverse charge or a VIES consultation", async () => {
    const { place } = await shopping({ buyer: business, vat });
    const placed = await place({ accountType: 'business', paymentMethodId: 4, invoice: company });
    expect(placed).toMatchObject({
      ok: true,
      value: {
        vatBuyer: { country: 'PL', kind: 'business', vatIdConfirmed: false },
        lines: [{ vatTreatment: { case: 'domestic', rate: 2300 } }],
        vatId: `PL${company?.taxNumber}`,
      },
    });
    expect(placed.ok && placed.value.vatCheck).toBeUndefined();
  });
});

describe('placeOrder and the partner who brought the customer', () => {
  const partners = { anna: 'partner-1' };
  it.each([
    { case: 'a customer a partner brought', buyer: customerBuyer('anna'), partnerId: 'partner-1', listed: 1 },
    { case: 'a customer nobody brought', buyer: customerBuyer('jan'), partnerId: undefined, listed: 0 },
    { case: 'a guest', buyer: guestBuyer(), partnerId: undefined, listed: 0 },
  ])(
    '$case: the order carries the partner from the profile and is listed under it',
    async ({ buyer, partnerId, listed }) => {
      const { place, orders, commits } = await shopping({ buyer, partners });
      const placed = await place({ accountType: buyer.owner.kind === 'guest' ? 'guest' : 'private' });
      expect(placed.ok).toBe(true);
      expect(orders[0]?.partnerId).toBe(partnerId);
      const listing = commits[0]?.items.filter(({ item }) => 'listForPartner' in item) ?? [];
      expect(
        listing.map(({ item }) => (item as unknown as { listForPartner: unknown[] }).listForPartner),
      ).toEqual(partnerId ? [[partnerId, orders[0]?.id, 'anna']] : []);
      expect(listing).toHaveLength(listed);
      expect(placed.ok && 'partnerId' in placed.value).toBe(false);
    },
  );
});
