import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBasket } from '#functions/lib/table/baskets';
import { productsWithStock, putStock } from '#functions/lib/table/stock';
import { enforceDeadlinesBy } from '#functions/orders/payment-deadlines';
import { demoStockLaptopId } from '#infra/local/demo-catalogue/stock-and-codes';
import type { Runtime } from '#infra/local/runtime';
import { demoUsers, restock } from '#infra/local/seed';
import { sampleInvoiceData } from '#shared/identity/sample-invoice-data';
import { paymentDays } from '#shared/orders/payment-deadline';
import { paymentMethodIds } from '#shared/orders/payment-methods';
import { sampleGuestOrderInput } from '#shared/orders/sample-order-input';
import { shopDayOf } from '#shared/shop-time';
import type { ApiAnswer } from '../support/api-call';
import { placeOrderOf } from '../support/place-order';
import { allWorkDone, eventually, signInDemoLike, signUpAndIn, startTestRuntime } from '../support/runtime';
import { basketCookieOf, type ShopCall, shopCall } from '../support/shop-call';
import { signInAsStaff } from '../support/totp';

// Placement, order reads, cancellation and the operations staff's moves through
// the local gateway, with the confirmation mail from the outbox and the concurrent-checkout case.

let runtime: Runtime;
let customer: Awaited<ReturnType<typeof signInDemoLike>>;
let business: Awaited<ReturnType<typeof signInDemoLike>>;

/** Hardware with plenty of stock here, so placements of different tests do not run it out. */
const dock = 'dell-dock-wd19s-130w';

beforeAll(async () => {
  runtime = await startTestRuntime();
  customer = await signInDemoLike(runtime, demoUsers[0]);
  business = await signInDemoLike(runtime, demoUsers[1]);
  await putStock([{ productId: dock, units: 500 }]);
}, 60_000);
afterAll(() => runtime?.stop());

const call = (method: string, path: string, options: ShopCall = {}) =>
  shopCall(runtime, method, path, options);

/** A new guest with `quantity` of the product in the basket: the cookie and the basket's version. */
const guestWith = async (productId = dock, quantity = 1) => {
  const added = await call('POST', '/api/orders/basket/items', { body: { productId, quantity } });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  return { cookie: basketCookieOf(added), version: added.body.version as string };
};

/** shared/orders' sample guest checkout, by transfer and courier. */
const guestPlacement = (basketVersion: string, changes: Record<string, unknown> = {}) => ({
  ...sampleGuestOrderInput,
  basketVersion,
  shippingMethod: 'courier',
  parcelLockerId: undefined,
  ...changes,
});

let keys = 0;
const newKey = () => `test-key-${String(++keys).padStart(4, '0')}`;

const placeAsGuest = (cookie: string, body: unknown, key = newKey()) =>
  call('POST', '/api/orders/orders', { cookie, body, key });

const mailsTo = (email: string, subject: string) =>
  runtime.mail.list().filter((mail) => mail.to.includes(email) && mail.subject.includes(subject));

describe('a guest places an order', () => {
  it('with a bank transfer: 201 unpaid with the link token, the basket gone, one confirmation mail with the order link', async () => {
    const { cookie, version } = await guestWith();
    const placed = await placeAsGuest(cookie, guestPlacement(version));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body).toMatchObject({
      status: 'unpaid',
      statusId: 2,
      paymentMethod: 2,
      currency: 'PLN',
      lines: [{ productId: dock, quantity: 1 }],
      progress: { order: 'placed', payment: 'waiting', realization: 'waiting' },
    });
    const { id, number, linkToken, email } = placed.body;
    expect(linkToken).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(number).toMatch(/^\d{4}\/\d{6}$/);
    expect((await readBasket({ kind: 'guest', id: cookie }, new Date())).basket.lines).toEqual([]);

    const [mail] = await eventually(() => {
      const mails = mailsTo(email, number);
      return mails.length > 0 && mails;
    });
    expect(mail?.subject).toBe(`Przyjęliśmy zamówienie ${number}`);
    expect(mail?.text).toContain(`/status-zamowienia/?order=${id}&token=${linkToken}`);
    await allWorkDone(runtime);
    expect(mailsTo(email, number)).toHaveLength(1);
  });

  it("with a German company's invoice data VIES confirms: Polish VAT on goods delivered in Warszawa, 0 % (WDT) on goods sent to Berlin", async () => {
    const invoice = { ...sampleInvoiceData, country: 'DE', taxNumber: '123456789', companyZipCode: '10115' };
    const berlin = { ...sampleGuestOrderInput.contact, country: 'DE', zipCode: '10115', city: 'Berlin' };
    const placedWith = async (deliveryCountry: string, contact = sampleGuestOrderInput.contact) => {
      const { cookie } = await guestWith();
      const shown = await call(
        'GET',
        `/api/orders/basket?vatId=DE123456789&deliveryCountry=${deliveryCountry}`,
        {
          cookie,
        },
      );
      expect(shown.body.vat).toMatchObject({ treatment: 'vatIdConfirmed' });
      const placed = await placeAsGuest(cookie, guestPlacement(shown.body.version, { invoice, contact }));
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      expect(placed.body).toMatchObject({
        vatId: 'DE123456789',
        vatCheck: { vatId: 'DE123456789', result: 'valid' },
        vatBuyer: { country: 'DE', kind: 'business', vatIdConfirmed: true },
      });
      return placed.body;
    };
    const warszawa = await placedWith('PL');
    expect(warszawa.lines[0].vatTreatment).toEqual({ case: 'domestic', rate: 2300, country: 'PL' });
    expect(warszawa.totals.goods.vat).toBeGreaterThan(0);
    const sent = await placedWith('DE', berlin);
    expect(sent.lines[0].vatTreatment).toEqual({ case: 'intraCommunitySupply', rate: 0 });
    expect(sent.shippingVat).toEqual({ case: 'intraCommunitySupply', rate: 0 });
    expect(sent.totals.total.vat).toBe(0);
  });

  it('refuses as stale an order whose goods go elsewhere than the basket it showed was priced for', async () => {
    const { cookie } = await guestWith();
    const invoice = { ...sampleInvoiceData, country: 'DE', taxNumber: '123456789', companyZipCode: '10115' };
    const shown = await call('GET', '/api/orders/basket?vatId=DE123456789&deliveryCountry=DE', { cookie });
    const placed = await placeAsGuest(cookie, guestPlacement(shown.body.version, { invoice }));
    expect(placed).toMatchObject({ status: 409, body: { code: 'order_stale' } });
    expect(placed.body.details.basket.lines[0].vatTreatment).toMatchObject({ case: 'domestic' });
  });

  it('reads the order only with its link token: without it or with another, 404', async () => {
    const { cookie, version } = await guestWith();
    const { id, linkToken } = (await placeAsGuest(cookie, guestPlacement(version))).body;
    expect(await call('GET', `/api/orders/orders/${id}?token=${linkToken}`)).toMatchObject({
      status: 200,
      body: { id, status: 'unpaid', actions: ['cancel'] },
    });
    for (const path of [
      `/api/orders/orders/${id}`,
      `/api/orders/orders/${id}?token=AAAAAAAAAAAAAAAAAAAAAA`,
    ]) {
      expect(await call('GET', path)).toMatchObject({ status: 404, body: { code: 'order_not_found' } });
    }
  });

  it('answers the same key and body with the first order, another body with 409, no key with 400', async () => {
    const { cookie, version } = await guestWith();
    const key = newKey();
    const first = await placeAsGuest(cookie, guestPlacement(version), key);
    expect(first.status).toBe(201);
    const again = await placeAsGuest(cookie, guestPlacement(version), key);
    expect(again).toMatchObject({ status: 201, body: { id: first.body.id } });
    expect(await placeAsGuest(cookie, guestPlacement(version, { paymentMethodId: 1 }), key)).toMatchObject({
      status: 409,
      body: { code: 'idempotency_key_reused' },
    });
    expect(await call('POST', '/api/orders/orders', { cookie, body: guestPlacement(version) })).toMatchObject(
      {
        status: 400,
        body: { code: 'idempotency_key_required' },
      },
    );
  });

  it('refuses a stale basket with 409 and the new figures, storing nothing', async () => {
    const { cookie } = await guestWith(dock, 2);
    const stale = await placeAsGuest(cookie, guestPlacement('an-older-version'));
    expect(stale).toMatchObject({
      status: 409,
      body: { code: 'order_stale', details: { basket: { lines: [{ productId: dock, quantity: 2 }] } } },
    });
    expect((await readBasket({ kind: 'guest', id: cookie }, new Date())).basket.lines).toHaveLength(1);
    const fresh = stale.body.details.basket.version;
    expect((await placeAsGuest(cookie, guestPlacement(fresh))).status).toBe(201);
  });

  it('refuses an empty basket with 400 basket_empty, and a client-sent price with unknown_field', async () => {
    const { cookie, version } = await guestWith();
    expect(await placeAsGuest(cookie, guestPlacement(version, { total: 1 }))).toMatchObject({
      status: 400,
      body: { code: 'invalid_data', fields: [{ path: 'total', message: 'unknown_field' }] },
    });
    await call('DELETE', `/api/orders/basket/items/${dock}`, { cookie });
    expect(await placeAsGuest(cookie, guestPlacement(version))).toMatchObject({
      status: 400,
      body: { code: 'basket_empty' },
    });
  });

  it('cancels an unpaid order with its link token, once', async () => {
    const { cookie, version } = await guestWith();
    const { id, linkToken } = (await placeAsGuest(cookie, guestPlacement(version))).body;
    const cancel = (token: string) =>
      call('POST', `/api/orders/orders/${id}/cancellation`, { body: { token } });
    expect(await cancel('AAAAAAAAAAAAAAAAAAAAAA')).toMatchObject({ status: 404 });
    expect(await cancel(linkToken)).toMatchObject({
      status: 200,
      body: { status: 'cancelled', statusId: 5 },
    });
    expect(await cancel(linkToken)).toMatchObject({
      status: 409,
      body: { code: 'order_cannot_be_cancelled' },
    });
  });
});

describe('a signed-in customer', () => {
  const customerBasket = async (token: string) => {
    const added = await call('POST', '/api/orders/me/basket/items', {
      token,
      body: { productId: dock, quantity: 1 },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    return added.body.version as string;
  };

  it('of a business account pays later: the order goes to realization and sits in the history, not found by another customer', async () => {
    const version = await customerBasket(business.idToken);
    const placed = await call('POST', '/api/orders/me/orders', {
      token: business.idToken,
      key: newKey(),
      body: guestPlacement(version, {
        accountType: 'business',
        paymentMethodId: 4,
        invoice: sampleInvoiceData,
      }),
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body).toMatchObject({ status: 'toSend', statusId: 3, paymentMethod: 4 });
    expect(placed.body.linkToken).toBeUndefined();
    const { id, number, email } = placed.body;
    const [mail] = await eventually(() => {
      const mails = mailsTo(email, number);
      return mails.length > 0 && mails;
    });
    expect(mail?.text).toContain(`/ustawienia-konta/historia-zamowien/${id}/szczegoly`);

    const history = await call('GET', '/api/orders/me/orders?status=toSend', { token: business.idToken });
    expect(history.status).toBe(200);
    expect(history.body.orders.map((order: { id: string }) => order.id)).toContain(id);
    expect(await call('GET', `/api/orders/me/orders/${id}`, { token: business.idToken })).toMatchObject({
      status: 200,
      body: { id },
    });
    expect(await call('GET', `/api/orders/me/orders/${id}`, { token: customer.idToken })).toMatchObject({
      status: 404,
      body: { code: 'order_not_found' },
    });
    expect(
      await call('POST', `/api/orders/me/orders/${id}/cancellation`, { token: business.idToken }),
    ).toMatchObject({ status: 409, body: { code: 'order_cannot_be_cancelled' } });
  });

  it('of a private account may not pay later, and cancels an unpaid transfer order', async () => {
    const version = await customerBasket(customer.idToken);
    const place = (paymentMethodId: number) =>
      call('POST', '/api/orders/me/orders', {
        token: customer.idToken,
        key: newKey(),
        body: guestPlacement(version, { accountType: 'private', paymentMethodId }),
      });
    expect(await place(4)).toMatchObject({ status: 409, body: { code: 'payment_method_not_available' } });
    const placed = await place(2);
    expect(placed.status).toBe(201);
    const cancelled = await call('POST', `/api/orders/me/orders/${placed.body.id}/cancellation`, {
      token: customer.idToken,
    });
    expect(cancelled).toMatchObject({ status: 200, body: { status: 'cancelled' } });
  });
});

describe('the order history', () => {
  it('pages ten orders at a time, newest first, and filters by status and creation day', async () => {
    const { idToken: token } = await signUpAndIn(runtime, 'historia@example.pl');
    const placedIds: string[] = [];
    for (let i = 0; i < 11; i++) {
      const added = await call('POST', '/api/orders/me/basket/items', {
        token,
        body: { productId: dock, quantity: 1 },
      });
      const placed = await call('POST', '/api/orders/me/orders', {
        token,
        key: newKey(),
        body: guestPlacement(added.body.version, { accountType: 'private' }),
      });
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      placedIds.push(placed.body.id);
    }
    await call('POST', `/api/orders/me/orders/${placedIds[0]}/cancellation`, { token });
    const history = (query: string) => call('GET', `/api/orders/me/orders${query}`, { token });
    const idsOf = (answer: ApiAnswer) => answer.body.orders.map((order: { id: string }) => order.id);

    const first = await history('');
    expect(idsOf(first)).toEqual(placedIds.slice(1).reverse());
    const second = await history(`?cursor=${first.body.cursor}`);
    expect(idsOf(second)).toEqual([placedIds[0]]);
    expect(second.body.cursor).toBeUndefined();

    expect(idsOf(await history('?status=cancelled'))).toEqual([placedIds[0]]);
    const today = shopDayOf(new Date());
    expect(idsOf(await history(`?from=${today}&to=${today}`))).toHaveLength(10);
    expect(idsOf(await history('?to=2020-01-01'))).toEqual([]);
    expect(await history('?status=lost')).toMatchObject({ status: 400, body: { code: 'invalid_data' } });
  });
});

/** A staff move's body: a parcel-locker order is sent with InPost and a tracking number. */
const transitionOf = (action: string) =>
  action === 'send' ? { action, carrier: 'inpost', trackingNumber: '620000000000000012345678' } : { action };

describe('operations staff', () => {
  it('books a transfer, then sends the order; the customer is mailed; a non-staff caller gets 403', async () => {
    const staff = await signInAsStaff(runtime, 'obsluga.test@example.pl', 'operations');
    const { cookie, version } = await guestWith();
    const { id, number, email } = (await placeAsGuest(cookie, guestPlacement(version))).body;
    const move = (action: string, token = staff.idToken) =>
      call('POST', `/api/orders/staff/orders/${id}/transitions`, { token, body: transitionOf(action) });

    expect(await move('bookPayment', customer.idToken)).toMatchObject({
      status: 403,
      body: { code: 'not_allowed' },
    });
    expect(
      await call('GET', '/api/orders/staff/orders?status=unpaid', { token: customer.idToken }),
    ).toMatchObject({
      status: 403,
    });
    const unpaid = await call('GET', '/api/orders/staff/orders?status=unpaid', { token: staff.idToken });
    expect(unpaid.body.orders.map((order: { id: string }) => order.id)).toContain(id);

    expect(await move('send')).toMatchObject({ status: 409, body: { code: 'order_cannot_be_sent' } });
    expect(await move('bookPayment')).toMatchObject({
      status: 200,
      body: { status: 'toSend', progress: { payment: 'done', realization: 'inProgress' } },
    });
    expect(await move('send')).toMatchObject({ status: 200, body: { status: 'finished' } });
    const mails = await eventually(() => {
      const found = mailsTo(email, `Zamówienie ${number}:`);
      return found.length === 2 && found;
    });
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      `Zamówienie ${number}: w realizacji`,
      `Zamówienie ${number}: zrealizowane`,
    ]);
  });

  it('books a cash-on-delivery payment after delivery without a status change, once, and the customer is mailed', async () => {
    const staff = await signInAsStaff(runtime, 'obsluga.pobranie@example.pl', 'operations');
    const { cookie, version } = await guestWith();
    const placed = await placeAsGuest(cookie, guestPlacement(version, { paymentMethodId: 1 }));
    expect(placed.body).toMatchObject({ status: 'toSend', progress: { payment: 'waiting' } });
    const { id, number, email, linkToken } = placed.body;
    const move = (action: string) =>
      call('POST', `/api/orders/staff/orders/${id}/transitions`, {
        token: staff.idToken,
        body: transitionOf(action),
      });

    expect(await move('send')).toMatchObject({ status: 200, body: { actions: ['bookPayment', 'return'] } });
    expect(await move('bookPayment')).toMatchObject({
      status: 200,
      body: { status: 'finished', payment: 'done', actions: ['return'] },
    });
    expect(await move('bookPayment')).toMatchObject({ status: 409, body: { code: 'order_cannot_be_paid' } });
    expect(await call('GET', `/api/orders/orders/${id}?token=${linkToken}`)).toMatchObject({
      status: 200,
      body: { status: 'finished', progress: { order: 'placed', payment: 'done', realization: 'finished' } },
    });
    await eventually(() => mailsTo(email, `Zamówienie ${number}: zrealizowane`).length === 2);
  });
});

describe('concurrent checkouts', () => {
  /** 100 guests at once for the 10-unit laptop: the placed orders (with their link tokens) and every answer. */
  const rush = async () => {
    const guests = await Promise.all(Array.from({ length: 100 }, () => guestWith(demoStockLaptopId, 1)));
    const answers = await Promise.all(
      guests.map(({ cookie, version }) => placeAsGuest(cookie, guestPlacement(version))),
    );
    // Counted by answer, so an answer other than these two is named when it comes.
    const counts: Record<string, number> = {};
    for (const { status, body } of answers) {
      const label = `${status} ${body.code ?? ''}`.trim();
      counts[label] = (counts[label] ?? 0) + 1;
    }
    expect(counts).toEqual({ '201': 10, '409 not_enough_stock': 90 });
    expect(await unitsLeft()).toBe(0);
    // The 10 orders took 10 numbers in a row of their year: none repeated, none skipped by a refusal.
    const sequences = answers
      .filter((answer) => answer.status === 201)
      .map(({ body }) => Number(String(body.number).split('/')[1]))
      .sort((a, b) => a - b);
    expect(sequences.map((sequence) => sequence - (sequences[0] ?? 0))).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
    return answers.filter((answer) => answer.status === 201).map(({ body }) => body);
  };
  const unitsLeft = async () => (await productsWithStock([demoStockLaptopId])).units.get(demoStockLaptopId);

  it('of 100 guests for a laptop with 10 units: exactly 10 orders, stock 0; all cancelled (each twice) give the 10 back once, and 100 more guests again get 10', async () => {
    const placed = await rush();
    const cancellations = await Promise.all(
      placed.flatMap(({ id, linkToken }) =>
        [1, 2].map(() =>
          call('POST', `/api/orders/orders/${id}/cancellation`, { body: { token: linkToken } }),
        ),
      ),
    );
    expect(cancellations.filter(({ status }) => status === 200)).toHaveLength(10);
    expect(cancellations.every(({ status }) => status === 200 || status === 409)).toBe(true);
    expect(await unitsLeft()).toBe(10);
    await rush();
  }, 180_000);

  it('shows the sold-out laptop as "notify me" on its page and in the listing, and as its own again with the waiting customer e-mailed once units come back', async () => {
    // The product page and the listing follow the laptop's published figures within seconds (a warm
    // container keeps each reply per language, currency and country until they change); it is asked in
    // terms no other test uses, and given a minute.
    const pageShows = async (language: string, currency: string) =>
      (await call('GET', `/api/cms/products/${demoStockLaptopId}?language=${language}&currency=${currency}`))
        .body.availability.state;
    const aMinute = 65_000;
    const listed = async () =>
      (
        (await call('GET', '/api/cms/products?category=business-laptops&pageSize=96')).body.items as {
          id: string;
          availability: { state: string };
        }[]
      ).find(({ id }) => id === demoStockLaptopId)?.availability.state;
    const own = 'within-24h';
    // The test before sold it out: its units are put back first.
    await allWorkDone(runtime);
    await restock([{ productId: demoStockLaptopId, units: 10 }]);
    await eventually(async () => (await listed()) === own);

    const placed = await rush();
    await eventually(async () => (await pageShows('bg', 'DKK')) === 'notify-availability', aMinute);
    await eventually(async () => (await listed()) === 'notify-availability');
    const waiting = 'czeka.na.laptopa@example.pl';
    expect(
      await call('POST', `/api/cms/products/${demoStockLaptopId}/availability-notifications`, {
        body: { email: waiting, consent: true, language: 'pl' },
      }),
    ).toMatchObject({ status: 201 });

    const [first] = placed;
    expect(
      await call('POST', `/api/orders/orders/${first?.id}/cancellation`, {
        body: { token: first?.linkToken },
      }),
    ).toMatchObject({ status: 200 });
    await eventually(async () => (await pageShows('hu', 'NOK')) === own, aMinute);
    await eventually(async () => (await listed()) === own);
    await eventually(() => runtime.mail.list().some((mail) => mail.to.includes(waiting)));
    await allWorkDone(runtime);
    expect(runtime.mail.list().filter((mail) => mail.to.includes(waiting))).toHaveLength(1);
  }, 180_000);
});

describe('the payment deadline', () => {
  // Last in the file: the run cancels every unpaid order past its deadline on this runtime.
  it('reminds the buyer of an unpaid transfer order a day before it, once, then cancels it and gives its stock back', async () => {
    const email = 'termin.platnosci@example.pl';
    // A stock no other test counts: other unpaid orders the run cancels give theirs back too.
    const lift = 'logitech-lift';
    await putStock([{ productId: lift, units: 5 }]);
    const { orderId, linkToken } = await placeOrderOf(runtime, {
      productId: lift,
      key: newKey(),
      paymentMethodId: paymentMethodIds.transfer,
      email,
    });
    const read = async () => (await call('GET', `/api/orders/orders/${orderId}?token=${linkToken}`)).body;
    const { payBy, createdAt, number } = await read();
    expect(Date.parse(payBy) - Date.parse(createdAt)).toBe(paymentDays.transfer * 86_400_000);
    const at = (hoursBeforeDeadline: number) => () =>
      new Date(Date.parse(payBy) - hoursBeforeDeadline * 3_600_000);

    expect((await enforceDeadlinesBy(at(48))).reminded).not.toContain(orderId);
    expect((await enforceDeadlinesBy(at(20))).reminded).toContain(orderId);
    expect((await enforceDeadlinesBy(at(10))).reminded).not.toContain(orderId);
    await allWorkDone(runtime);
    expect(mailsTo(email, `Zamówienie ${number}: czekamy na płatność`)).toHaveLength(1);

    expect((await enforceDeadlinesBy(at(-1))).expired).toContain(orderId);
    expect(await read()).toMatchObject({ status: 'cancelled' });
    expect((await productsWithStock([lift])).units.get(lift)).toBe(5);
    expect((await enforceDeadlinesBy(at(-2))).expired).not.toContain(orderId);
    await eventually(() => mailsTo(email, `Zamówienie ${number}: anulowane`).length === 1);
  });
});
