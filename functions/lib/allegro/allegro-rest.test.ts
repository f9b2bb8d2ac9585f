import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ServedAllegro, servedAllegro } from '../../../test/support/allegro';
import { allegroRest } from './allegro-rest';
import { AllegroError, type AllegroSeller } from './port';

// The seller adapter against the simulator, through the same requests it makes to Allegro: the
// journal paged with `from` and `limit`, a checkout form in the port's shape, the fulfilment status
// with its revision, a tracking number, the offers and their stock, and every failure the port names.

let allegro: ServedAllegro;
let seller: AllegroSeller;
beforeAll(async () => {
  allegro = await servedAllegro();
  seller = await allegro.seller();
});
afterAll(() => allegro.close());
beforeEach(() => allegro.control('switches', { unavailable: false, throttle: 0, retryAfterSeconds: 1 }));

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'none',
    (error: unknown) => (error instanceof AllegroError ? error.failure : String(error)),
  );

/** Buys through the simulator's control; answers the checkout forms' ids. */
const buy = async (purchase: object) => {
  const { status, body } = await allegro.control('purchases', purchase);
  if (status !== 201) throw new Error(`purchase refused: ${JSON.stringify(body)}`);
  return (body.checkoutForms as { id: string }[]).map(({ id }) => id);
};

describe('the order event journal', () => {
  it('pages oldest first with `from` exclusive and `limit`, to the event the stats name last', async () => {
    const start = await seller.latestEventId();
    const [paid, waiting] = [...(await buy({})), ...(await buy({ buyer: 'paysLater' }))];
    const all = await seller.orderEvents(start, 1000);
    expect(all.map(({ type, checkoutFormId }) => [type, checkoutFormId])).toEqual([
      ['BOUGHT', paid],
      ['FILLED_IN', paid],
      ['READY_FOR_PROCESSING', paid],
      ['BOUGHT', waiting],
      ['FILLED_IN', waiting],
    ]);
    const ids = all.map(({ id }) => BigInt(id));
    expect(ids).toEqual([...ids].sort((a, b) => (a < b ? -1 : 1)));
    const first = await seller.orderEvents(start, 2);
    const next = await seller.orderEvents(first.at(-1)?.id, 2);
    const last = await seller.orderEvents(next.at(-1)?.id, 2);
    expect([...first, ...next, ...last]).toEqual(all);
    expect(await seller.orderEvents(all.at(-1)?.id, 2)).toEqual([]);
    expect(await seller.latestEventId()).toBe(all.at(-1)?.id);
  });

  it('keeps a late payment and a cancellation, each as an event of its own', async () => {
    const start = await seller.latestEventId();
    const [late, cancelled] = await buy({ purchases: [{ buyer: 'paysLater' }, { buyer: 'neverPays' }] });
    expect((await allegro.control(`purchases/${late}/pay`, {})).status).toBe(200);
    expect((await allegro.control(`purchases/${cancelled}/auto-cancel`, {})).status).toBe(200);
    const events = await seller.orderEvents(start, 100);
    expect(events.slice(-2).map(({ type, checkoutFormId }) => [type, checkoutFormId])).toEqual([
      ['READY_FOR_PROCESSING', late],
      ['AUTO_CANCELLED', cancelled],
    ]);
    expect((await seller.checkoutForm(cancelled ?? '')).status).toBe('CANCELLED');
  });

  it('refuses a limit above 1000 as Allegro does (422)', async () => {
    expect(await failureOf(seller.orderEvents(undefined, 1001))).toBe('invalid_request');
  });
});

describe('a checkout form', () => {
  it('comes in the port shape: minor units, the external id, the locker, the company and its NIP', async () => {
    const [id = ''] = await buy({
      lines: [
        { offerId: '18000000001', quantity: 2 },
        { offerId: '18000000101', quantity: 1 },
      ],
      locker: 'KRA01M',
      invoice: 'company',
    });
    const form = await seller.checkoutForm(id);
    expect(form).toMatchObject({
      id,
      status: 'READY_FOR_PROCESSING',
      fulfilment: { status: 'NEW' },
      payment: { type: 'ONLINE', paidAmount: form.totalToPay },
      delivery: {
        methodName: 'Allegro Paczkomaty InPost',
        pickupPoint: {
          id: 'KRA01M',
          name: 'Paczkomat KRA01M',
          street: 'Długa 1',
          zipCode: '31-147',
          city: 'Kraków',
        },
        cost: { amount: 999, currency: 'PLN' },
      },
      invoice: {
        required: true,
        company: { name: 'PRZYKŁADOWA FIRMA SP. Z O.O.', taxId: '5260250274' },
        address: { street: 'ul. Prosta 20/4', zipCode: '00-950', city: 'Warszawa', countryCode: 'PL' },
      },
    });
    expect(form.payment?.finishedAt).toBeDefined();
    // The demo laptop's net 5,290.00 PLN is 6,506.70 gross at 23 %; the bag has no external id.
    expect(
      form.lineItems.map(({ offerId, externalId, quantity, price }) => ({
        offerId,
        externalId,
        quantity,
        price,
      })),
    ).toEqual([
      {
        offerId: '18000000001',
        externalId: 'thinkpad-t14-gen-5-16gb-512gb-1a',
        quantity: 2,
        price: { amount: 650670, currency: 'PLN' },
      },
      {
        offerId: '18000000101',
        externalId: undefined,
        quantity: 1,
        price: { amount: 12900, currency: 'PLN' },
      },
    ]);
    expect(form.totalToPay).toEqual({ amount: 2 * 650670 + 12900 + 999, currency: 'PLN' });
  });

  it('of a private buyer by courier has her address and no company', async () => {
    const [id = ''] = await buy({ invoice: 'private' });
    const form = await seller.checkoutForm(id);
    expect(form.delivery.pickupPoint).toBeUndefined();
    expect(form.delivery.address).toMatchObject({ countryCode: 'PL', phoneNumber: expect.any(String) });
    expect(form.invoice.company).toBeUndefined();
    expect(form.invoice.address?.firstName).toBe(form.buyer.firstName);
  });

  it('that does not exist is not_found', async () => {
    expect(await failureOf(seller.checkoutForm('00000000-0000-4000-8000-000000000000'))).toBe('not_found');
  });
});

describe('fulfilment and shipments', () => {
  it('sets the status on the revision read, and a stale revision is a conflict', async () => {
    const [id = ''] = await buy({});
    const read = await seller.checkoutForm(id);
    await seller.setFulfilmentStatus(id, 'PROCESSING', read.revision);
    expect(await failureOf(seller.setFulfilmentStatus(id, 'SENT', read.revision))).toBe('conflict');
    const again = await seller.checkoutForm(id);
    expect(again.revision).not.toBe(read.revision);
    await seller.setFulfilmentStatus(id, 'SENT', again.revision);
    expect((await allegro.control(`checkout-forms/${id}`)).body.fulfilments).toEqual(['PROCESSING', 'SENT']);
    expect((await seller.checkoutForm(id)).fulfilment.status).toBe('SENT');
  });

  it('refuses RETURNED, which only Allegro sets', async () => {
    const [id = ''] = await buy({});
    expect(await failureOf(seller.setFulfilmentStatus(id, 'RETURNED'))).toBe('invalid_request');
  });

  it('records a tracking number once, however often the shop sends it', async () => {
    const [id = ''] = await buy({});
    const form = await seller.checkoutForm(id);
    const shipment = {
      carrierId: 'INPOST',
      waybill: '620123456789012345678901',
      lineItemIds: [form.lineItems[0]?.id ?? ''],
    };
    await seller.addShipment(id, shipment);
    await seller.addShipment(id, shipment);
    expect((await allegro.control(`checkout-forms/${id}`)).body.shipments).toEqual([
      expect.objectContaining({
        carrierId: 'INPOST',
        waybill: shipment.waybill,
        lineItems: [{ id: shipment.lineItemIds[0] }],
      }),
    ]);
  });

  it('refuses a carrier Allegro does not know, with its message', async () => {
    const [id = ''] = await buy({});
    const refused = seller.addShipment(id, { carrierId: 'NOBODY', waybill: '1', lineItemIds: [] });
    await expect(refused).rejects.toMatchObject({
      failure: 'invalid_request',
      message: 'Unknown carrier NOBODY',
    });
  });
});

describe('offers', () => {
  it('lists every offer with its external id and stock, or those of one external id', async () => {
    const offers = await seller.offers();
    expect(offers.length).toBeGreaterThanOrEqual(12);
    expect(offers.find(({ id }) => id === '18000000101')).toEqual(
      expect.not.objectContaining({ externalId: expect.anything() }),
    );
    expect(offers.find(({ id }) => id === '18000000102')?.externalId).toBe('MAGAZYN-STARY-0042');
    expect(await seller.offers({ externalId: 'dell-u2724de' })).toEqual([
      { id: '18000000006', name: 'Dell UltraSharp 27 U2724DE', externalId: 'dell-u2724de', available: 3 },
    ]);
  });

  it("sets an offer's stock", async () => {
    await seller.setOfferStock('18000000005', 41);
    expect(await seller.offers({ externalId: 'dell-dock-wd19s-130w' })).toMatchObject([{ available: 41 }]);
    const recorded = (await allegro.control('offers')).body.offers as {
      id: string;
      stockChanges: number[];
    }[];
    expect(recorded.find(({ id }) => id === '18000000005')?.stockChanges).toEqual([41]);
    expect(await failureOf(seller.setOfferStock('99999999999', 1))).toBe('not_found');
  });
});

describe('failures', () => {
  it('an expired access token is unauthorised', async () => {
    const expiring = await allegro.seller();
    await allegro.control('switches', { expireTokens: true });
    expect(await failureOf(expiring.latestEventId())).toBe('unauthorised');
    seller = await allegro.seller();
  });

  it('429 waits what Retry-After says (bounded), then succeeds', async () => {
    await allegro.control('switches', { throttle: 1, retryAfterSeconds: 2 });
    allegro.waits.length = 0;
    const before = await allegro.calls('GET /order/event-stats');
    expect(await seller.latestEventId()).toBeDefined();
    expect(allegro.waits).toEqual([2000]);
    expect(await allegro.calls('GET /order/event-stats')).toBe(before + 2);

    const bounded = await allegro.seller({ maxRetryAfterMs: 5000 });
    await allegro.control('switches', { throttle: 1, retryAfterSeconds: 600 });
    allegro.waits.length = 0;
    expect(await bounded.latestEventId()).toBeDefined();
    expect(allegro.waits).toEqual([5000]);
  });

  it('429 past the attempts is throttled', async () => {
    await allegro.control('switches', { throttle: 5 });
    expect(await failureOf(seller.latestEventId())).toBe('throttled');
  });

  it('a 5xx is tried again with backoff, then unavailable', async () => {
    await allegro.control('switches', { unavailable: true });
    allegro.waits.length = 0;
    const before = await allegro.calls('GET /order/events');
    expect(await failureOf(seller.orderEvents(undefined, 10))).toBe('unavailable');
    expect(await allegro.calls('GET /order/events')).toBe(before + 3);
    expect(allegro.waits).toEqual([250, 500]);
  });

  it('no answer at all is unavailable', async () => {
    const nowhere = allegroRest({
      endpoint: 'http://127.0.0.1:9',
      accessToken: async () => 'token',
      sleep: async () => undefined,
    });
    expect(await failureOf(nowhere.latestEventId())).toBe('unavailable');
  });
});
