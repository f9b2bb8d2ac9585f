import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putStock, unitsOf } from '#functions/lib/table/stock';
import type { Runtime } from '#infra/local/runtime';
import { blikCodes } from '#infra/local/simulators/przelewy24/test-data';
import { sampleInvoiceData } from '#shared/identity/sample-invoice-data';
import { paymentMethodIds } from '#shared/orders/payment-methods';
import { sampleGuestOrderInput } from '#shared/orders/sample-order-input';
import { shopDayOf } from '#shared/shop-time';
import { deliveredOrder } from '../support/delivered-order';
import { allWorkDone, eventually, signUpAndIn, startTestRuntime } from '../support/runtime';
import { basketCookieOf, type ShopCall, shopCall } from '../support/shop-call';
import { signInAsStaff } from '../support/totp';

// The operations staff's order queue through the local gateway: filters read one index each, a search
// finds an order by what a customer says on the phone, counts per status, and every refusal.

let runtime: Runtime;
let staffToken: string;
const dock = 'dell-dock-wd19s-130w';
/** This file's buyers: other files share the runtime, so every check is about these orders. */
const run = Date.now().toString(36);
const emailOf = (name: string) => `${name}.${run}@example.pl`;

beforeAll(async () => {
  runtime = await startTestRuntime();
  await putStock([{ productId: dock, units: 500 }]);
  staffToken = (await signInAsStaff(runtime, `obsluga.kolejka.${run}@example.pl`, 'operations')).idToken;
}, 60_000);
afterAll(() => runtime?.stop());

const call = (method: string, path: string, options: ShopCall = {}) =>
  shopCall(runtime, method, path, options);
const queue = (query: string, token = staffToken) =>
  call('GET', `/api/orders/staff/orders?${query}`, { token });

interface Placed {
  id: string;
  number: string;
}

let keys = 0;
/** Each guest order's link token, by id: paying it takes the token. */
const placedTokens = new Map<string, string>();
/** A guest's order of the dock: by transfer and courier unless told otherwise. */
const place = async (changes: Record<string, unknown> = {}): Promise<Placed> => {
  const added = await call('POST', '/api/orders/basket/items', { body: { productId: dock, quantity: 1 } });
  const placed = await call('POST', '/api/orders/orders', {
    cookie: basketCookieOf(added),
    key: `staff-queue-${run}-${++keys}`,
    body: {
      ...sampleGuestOrderInput,
      basketVersion: added.body.version,
      shippingMethod: 'courier',
      parcelLockerId: undefined,
      ...changes,
    },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  placedTokens.set(placed.body.id, placed.body.linkToken);
  return { id: placed.body.id, number: placed.body.number };
};

const contactOf = (email: string, firstName = 'Jan', surname = 'Kowalski') => ({
  ...sampleGuestOrderInput.contact,
  email,
  firstName,
  surname,
});

const idsOf = (answer: { body: { orders: { id: string }[] } }) => answer.body.orders.map((order) => order.id);

describe('the staff order queue', () => {
  let transfer: Placed;
  let blik: Placed;
  let locker: Placed;
  let company: Placed;
  beforeAll(async () => {
    transfer = await place({ contact: contactOf(emailOf('przelew'), 'Zofia', 'Żółć') });
    blik = await place({ contact: contactOf(emailOf('blik')), paymentMethodId: paymentMethodIds.blik });
    locker = await place({
      contact: contactOf(emailOf('paczkomat')),
      shippingMethod: 'parcel-locker',
      parcelLockerId: 'WAW01M',
    });
    company = await place({
      contact: contactOf(emailOf('firma')),
      invoice: { ...sampleInvoiceData, companyName: 'Łódzka Kuźnia Gęśli S.A.', taxNumber: '7251801126' },
    });
    await allWorkDone(runtime);
  });

  it('lists a status newest first, each order passing every filter given', async () => {
    const unpaid = await queue('status=unpaid');
    expect(unpaid.status).toBe(200);
    const ids = idsOf(unpaid);
    expect(ids.indexOf(company.id)).toBeLessThan(ids.indexOf(transfer.id));
    expect(ids).toEqual(expect.arrayContaining([transfer.id, blik.id, locker.id, company.id]));

    const byTransfer = await queue(`status=unpaid&method=${paymentMethodIds.transfer}`);
    expect(idsOf(byTransfer)).toEqual(expect.arrayContaining([transfer.id, locker.id]));
    expect(idsOf(byTransfer)).not.toContain(blik.id);
    expect(
      byTransfer.body.orders.every((order: { paymentMethod: number }) => order.paymentMethod === 2),
    ).toBe(true);

    const lockers = await queue('shipping=parcel-locker&payment=waiting');
    expect(idsOf(lockers)).toContain(locker.id);
    expect(
      lockers.body.orders.every(
        (order: { shippingMethod: string }) => order.shippingMethod === 'parcel-locker',
      ),
    ).toBe(true);
  });

  it('reads a creation range: nothing of these orders before today, all of them from today', async () => {
    const today = shopDayOf(new Date());
    expect(idsOf(await queue(`status=unpaid&to=2020-01-31`))).toEqual([]);
    expect(idsOf(await queue(`from=${today}`))).toEqual(expect.arrayContaining([transfer.id, company.id]));
  });

  it('finds an order by its number, e-mail, a name or the tax number, however they are typed', async () => {
    const found = async (phrase: string) => idsOf(await queue(`q=${encodeURIComponent(phrase)}`));
    expect(await found(transfer.number.replace(/\/0+/, '/'))).toEqual([transfer.id]);
    expect(await found(emailOf('PRZELEW').toUpperCase())).toEqual([transfer.id]);
    expect(await found('zofia ZOLC')).toContain(transfer.id);
    expect(await found('łódzka kuźnia gęśli s.a.')).toContain(company.id);
    expect(await found('725-180-11-26')).toContain(company.id);
    expect(await found(`${emailOf('przelew')}`)).toEqual([transfer.id]);
    expect(idsOf(await queue(`q=${encodeURIComponent(emailOf('przelew'))}&status=cancelled`))).toEqual([]);
  });

  it('pages through more orders than a page holds, each once', async () => {
    const email = emailOf('wiele');
    const placed: string[] = [];
    for (let i = 0; i < 22; i++) placed.push((await place({ contact: contactOf(email) })).id);
    await allWorkDone(runtime);
    const first = await queue(`q=${email}`);
    expect(first.body.orders).toHaveLength(20);
    const second = await queue(`q=${email}&cursor=${first.body.cursor}`);
    expect([...idsOf(first), ...idsOf(second)].sort()).toEqual([...placed].sort());

    const filteredFirst = await queue(`status=unpaid&method=${paymentMethodIds.transfer}`);
    const filteredSecond = await queue(
      `status=unpaid&method=${paymentMethodIds.transfer}&cursor=${filteredFirst.body.cursor}`,
    );
    const both = [...idsOf(filteredFirst), ...idsOf(filteredSecond)];
    expect(new Set(both).size).toBe(both.length);
  });

  it('counts the orders of each status for the tabs', async () => {
    const { status, body } = await call('GET', '/api/orders/staff/order-counts', { token: staffToken });
    expect(status).toBe(200);
    expect(body.cap).toBe(1000);
    expect(Object.keys(body.counts).sort()).toEqual(
      ['cancelled', 'finished', 'new', 'returned', 'toSend', 'unpaid'].sort(),
    );
    expect(body.counts.unpaid).toBeGreaterThanOrEqual(4);
  });
});

describe('an order as operations open it', () => {
  it('shows its payments and its invoice with KSeF state and PDF, and the actions the table allows them', async () => {
    const paid = await place({
      contact: contactOf(emailOf('otwarte')),
      paymentMethodId: paymentMethodIds.blik,
    });
    const token = placedTokens.get(paid.id);
    const started = await call('POST', `/api/payments/orders/${paid.id}/payments?token=${token}`, {
      key: `staff-detail-${run}`,
      body: { method: 'blik', blikCode: blikCodes.success },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const detail = await eventually(async () => {
      const answer = await call('GET', `/api/orders/staff/orders/${paid.id}`, { token: staffToken });
      return answer.body.invoices?.[0]?.ksef?.status === 'accepted' && answer;
    }, 30_000);
    expect(detail.status).toBe(200);
    expect(detail.body.order).toMatchObject({
      id: paid.id,
      status: 'toSend',
      actions: ['send', 'finish', 'cancel'],
    });
    expect(detail.body.payments).toEqual([
      expect.objectContaining({
        method: 'blik',
        state: 'paid',
        amount: detail.body.order.totals.total.gross,
      }),
    ]);
    expect(detail.body.invoices).toEqual([
      expect.objectContaining({
        kind: 'VAT',
        gross: detail.body.order.totals.total.gross,
        ksef: expect.objectContaining({ status: 'accepted' }),
      }),
    ]);

    const pdfPath = `/api/payments/staff/invoices/${detail.body.invoices[0].invoiceId}/download`;
    const link = await eventually(async () => {
      const answer = await call('GET', pdfPath, { token: staffToken });
      return answer.status === 200 && answer;
    }, 30_000);
    const pdf = await fetch(link.body.url);
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const { idToken } = await signUpAndIn(runtime, emailOf('cudza-faktura'));
    expect(await call('GET', pdfPath, { token: idToken })).toMatchObject({ status: 403 });
  }, 60_000);

  it('answers 404 for an id no order has and 400 for one that is no id', async () => {
    expect(
      await call('GET', '/api/orders/staff/orders/01JZZZZZZZZZZZZZZZZZZZZZZZ', { token: staffToken }),
    ).toMatchObject({
      status: 404,
      body: { code: 'order_not_found' },
    });
    expect(
      (await call('GET', `/api/orders/staff/orders/${'x'.repeat(300)}`, { token: staffToken })).status,
    ).toBe(400);
  });
});

describe('operations move an order', () => {
  const move = (id: string, body: Record<string, unknown>, token = staffToken) =>
    call('POST', `/api/orders/staff/orders/${id}/transitions`, { token, body });
  const detailOf = async (id: string) =>
    (await call('GET', `/api/orders/staff/orders/${id}`, { token: staffToken })).body;

  it('books a transfer with what arrived and when, sends it with a tracking number; the history and the mail say so', async () => {
    const email = emailOf('wysylka');
    const order = await place({ contact: contactOf(email) });
    const { order: placed } = await detailOf(order.id);
    const total = placed.totals.total.gross;
    // The shop's day (Warsaw): in the hour after midnight there, UTC's is still the day before the order.
    const today = shopDayOf(new Date());

    expect(
      await move(order.id, { action: 'bookPayment', amount: total - 1, receivedOn: today }),
    ).toMatchObject({
      status: 400,
      body: { code: 'invalid_data', fields: [{ path: 'amount' }] },
    });
    expect(
      await move(order.id, { action: 'bookPayment', amount: total, receivedOn: '2099-01-01' }),
    ).toMatchObject({ status: 400, body: { fields: [{ path: 'receivedOn' }] } });
    expect((await detailOf(order.id)).payments).toEqual([]);
    expect(await move(order.id, { action: 'bookPayment', amount: total, receivedOn: today })).toMatchObject({
      status: 200,
      body: { status: 'toSend' },
    });

    expect(await move(order.id, { action: 'send', carrier: 'dpd' })).toMatchObject({
      status: 400,
      body: { fields: [{ path: 'trackingNumber' }] },
    });
    const sent = await move(order.id, { action: 'send', carrier: 'dpd', trackingNumber: '0000123456789U' });
    expect(sent).toMatchObject({
      status: 200,
      body: { status: 'finished', shipment: { carrier: 'dpd', trackingNumber: '0000123456789U' } },
    });

    const mail = await eventually(() =>
      runtime.mail.list().find((found) => found.to.includes(email) && found.subject.endsWith('zrealizowane')),
    );
    expect(mail.text).toContain('DPD');
    expect(mail.text).toContain('https://tracktrace.dpd.com.pl/parcelDetails?typ=1&p1=0000123456789U');

    await allWorkDone(runtime);
    const { order: after, history } = await detailOf(order.id);
    expect(after.shipment).toMatchObject({ carrier: 'dpd', trackingNumber: '0000123456789U' });
    const staffEmail = `obsluga.kolejka.${run}@example.pl`;
    expect(history.filter((entry: { kind: string }) => entry.kind === 'move')).toEqual([
      expect.objectContaining({
        action: 'bookPayment',
        actor: 'operations',
        staffEmail,
        from: 'unpaid',
        to: 'toSend',
        booked: { amount: total, currency: 'PLN', receivedOn: today },
      }),
      expect.objectContaining({
        action: 'send',
        staffEmail,
        from: 'toSend',
        to: 'finished',
        shipment: { carrier: 'dpd', trackingNumber: '0000123456789U' },
      }),
    ]);
    const mails = history.filter((entry: { kind: string }) => entry.kind === 'mail');
    expect(
      mails.map((entry: { mail: string; status?: string }) => `${entry.mail}:${entry.status ?? ''}`).sort(),
    ).toEqual(['confirmation:', 'status:finished', 'status:toSend']);
    expect(mails.every((entry: { to: string }) => entry.to === email)).toBe(true);
  }, 60_000);

  it('two members sending one order at once: one wins, the other is told it changed; a parcel locker goes with InPost only', async () => {
    const order = await place({
      contact: contactOf(emailOf('naraz')),
      shippingMethod: 'parcel-locker',
      parcelLockerId: 'WAW01M',
    });
    expect((await move(order.id, { action: 'bookPayment' })).status).toBe(200);
    expect(
      await move(order.id, { action: 'send', carrier: 'dhl', trackingNumber: '1234567890' }),
    ).toMatchObject({
      status: 400,
      body: { fields: [{ path: 'carrier' }] },
    });
    const other = (await signInAsStaff(runtime, `obsluga.druga.${run}@example.pl`, 'operations')).idToken;
    const parcel = { action: 'send', carrier: 'inpost' };
    const answers = await Promise.all([
      move(order.id, { ...parcel, trackingNumber: '620000000000000000000001' }),
      move(order.id, { ...parcel, trackingNumber: '620000000000000000000002' }, other),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(['order_changed', 'order_cannot_be_sent']).toContain(
      answers.find((answer) => answer.status === 409)?.body.code,
    );
    const { history } = await detailOf(order.id);
    expect(history.filter((entry: { action?: string }) => entry.action === 'send')).toHaveLength(1);
  }, 60_000);
});

describe('operations take back part of an order', () => {
  const takeBack = (id: string, lines: { productId: string; quantity: number }[], token = staffToken) =>
    call('POST', `/api/orders/staff/orders/${id}/returns`, { token, body: { lines } });

  it('gives one dock back to stock, corrects the invoice for it alone and refunds it; more than is left is refused', async () => {
    const { id, dockGross } = await deliveredOrder(runtime, staffToken, `${run}-1`);
    const before = (await unitsOf([dock])).get(dock) ?? 0;

    const returned = await takeBack(id, [{ productId: dock, quantity: 1 }]);
    expect(returned).toMatchObject({
      status: 201,
      body: { status: 'finished', returns: [{ id: 'return-1', lines: [{ productId: dock, quantity: 1 }] }] },
    });
    expect((await unitsOf([dock])).get(dock)).toBe(before + 1);

    const half = Math.round(dockGross / 2);
    const detail = await eventually(async () => {
      const { body } = await call('GET', `/api/orders/staff/orders/${id}`, { token: staffToken });
      return body.payments?.[0]?.refundedAmount === half && body;
    }, 30_000);
    const kor = detail.invoices.find((invoice: { kind: string }) => invoice.kind === 'KOR');
    expect(kor).toMatchObject({ gross: -half });
    expect(detail.invoices.find((invoice: { kind: string }) => invoice.kind === 'VAT').correctedGross).toBe(
      detail.order.totals.total.gross - half,
    );
    expect(detail.history.filter((entry: { kind: string }) => entry.kind === 'partReturn')).toEqual([
      expect.objectContaining({ returnId: 'return-1', staffEmail: `obsluga.kolejka.${run}@example.pl` }),
    ]);
    // The buyer is told which units came back, and the mail is in the order's history.
    const buyer = `dostarczone.${run}-1@example.pl`;
    const dockLine = detail.order.lines.find((line: { productId: string }) => line.productId === dock);
    const mail = await eventually(() =>
      runtime.mail.list().find((m) => m.to.includes(buyer) && m.subject.startsWith('Zwrot z zamówienia')),
    );
    expect(mail.subject).toBe(`Zwrot z zamówienia ${detail.order.number}`);
    expect(mail.text).toContain(`1 × ${dockLine.name}`);
    await eventually(async () => {
      const { body } = await call('GET', `/api/orders/staff/orders/${id}`, { token: staffToken });
      return body.history.some((entry: { mail?: string }) => entry.mail === 'partReturn');
    });

    expect(await takeBack(id, [{ productId: dock, quantity: 2 }])).toMatchObject({
      status: 400,
      body: { code: 'invalid_data', fields: [{ path: 'lines.0.quantity' }] },
    });
    expect(await takeBack(id, [{ productId: 'nie-ma-takiego', quantity: 1 }])).toMatchObject({
      status: 400,
      body: { fields: [{ path: 'lines.0.productId' }] },
    });
    expect(
      await takeBack(id, [
        { productId: dock, quantity: 1 },
        { productId: dock, quantity: 1 },
      ]),
    ).toMatchObject({ status: 400 });
    expect((await unitsOf([dock])).get(dock)).toBe(before + 1);
  }, 90_000);

  it('takes back only a delivered order; a customer is refused', async () => {
    const unpaid = await place({ contact: contactOf(emailOf('niedostarczone')) });
    expect(await takeBack(unpaid.id, [{ productId: dock, quantity: 1 }])).toMatchObject({
      status: 409,
      body: { code: 'order_cannot_be_returned' },
    });
    const { idToken } = await signUpAndIn(runtime, emailOf('zwrot-klient'));
    expect(await takeBack(unpaid.id, [{ productId: dock, quantity: 1 }], idToken)).toMatchObject({
      status: 403,
    });
  });
});

describe('the staff order queue refuses', () => {
  it.each([
    ['an unknown status', 'status=paid', 'status'],
    ['a payment method no order has', 'method=99', 'method'],
    ['a shipping method the shop has not', 'shipping=drone', 'shipping'],
    ['a day that is none', 'from=2026-13-01', 'from'],
    ['an over-long phrase', `q=${'x'.repeat(300)}`, 'q'],
    ['an unknown parameter', 'sort=oldest', 'sort'],
  ])('%s: 400 naming it', async (_, query, field) => {
    const answer = await queue(query);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body.fields ?? answer.body)).toContain(field);
  });

  it('a customer: 403 on the queue and the counts', async () => {
    const { idToken } = await signUpAndIn(runtime, emailOf('klient'));
    expect(await queue('status=unpaid', idToken)).toMatchObject({
      status: 403,
      body: { code: 'not_allowed' },
    });
    expect(await call('GET', '/api/orders/staff/order-counts', { token: idToken })).toMatchObject({
      status: 403,
    });
  });
});
