import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStockLaptopId } from '#infra/local/demo-catalogue/stock-and-codes';
import type { Runtime } from '#infra/local/runtime';
import { sampleGuestOrderInput } from '#shared/orders/sample-order-input';
import type { ParcelLockersAnswer } from '#shared/parcel-lockers';
import { startTestRuntime } from '../support/runtime';
import { basketCookieOf, shopCall } from '../support/shop-call';

// The checkout's parcel-locker search through the local runtime: the route, the
// parcel-locker port's InPost adapter and the runtime's simulator of InPost's points API; and an
// order to a locker, which keeps the locker's address as the operator gives it.

let runtime: Runtime;

beforeAll(async () => {
  runtime = await startTestRuntime();
});
afterAll(() => runtime?.stop());

const search = async (q: string | undefined) => {
  const query = q === undefined ? '' : `?q=${encodeURIComponent(q)}`;
  const response = await fetch(`${runtime.siteUrl}/api/orders/parcel-lockers${query}`);
  return { status: response.status, body: await response.json() };
};

describe('GET /api/orders/parcel-lockers', () => {
  it("answers a city's lockers to anyone, with address, hours and location", async () => {
    const { status, body } = await search('kraków');
    expect(status).toBe(200);
    const { lockers } = body as ParcelLockersAnswer;
    expect(lockers).toHaveLength(7);
    expect(
      lockers.every((locker) => locker.city === 'Kraków' && locker.openingHours && locker.location),
    ).toBe(true);
    expect(lockers.find((locker) => locker.id === 'KRA01M')).toMatchObject({
      address: 'Długa 1',
      zipCode: '31-147',
    });
  });

  it('answers the lockers of a zip code, written with or without its dash', async () => {
    for (const q of ['00-850', '00850']) {
      const { status, body } = await search(q);
      expect(status).toBe(200);
      expect((body as ParcelLockersAnswer).lockers.map((locker) => locker.id)).toEqual(['WAW02M']);
    }
  });

  it('answers an empty list for a place without lockers', async () => {
    expect(await search('Suwałki')).toEqual({ status: 200, body: { lockers: [] } });
  });

  it.each([
    ['no q', undefined],
    ['a one-letter q', 'K'],
    ['a q of 65 characters', 'a'.repeat(65)],
    ['a q that is neither a city nor a zip code', '<script>'],
  ])('answers 400 invalid_data naming q for %s', async (_, q) => {
    const { status, body } = await search(q);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'invalid_data', fields: [expect.objectContaining({ path: 'q' })] });
  });
});

describe('an order to a parcel locker', () => {
  /** A guest's order of the laptop to `parcelLockerId`. */
  const placeTo = async (parcelLockerId: string, key: string) => {
    const added = await shopCall(runtime, 'POST', '/api/orders/basket/items', {
      body: { productId: demoStockLaptopId, quantity: 1 },
    });
    return shopCall(runtime, 'POST', '/api/orders/orders', {
      cookie: basketCookieOf(added),
      key,
      body: {
        ...sampleGuestOrderInput,
        basketVersion: added.body.version,
        shippingMethod: 'parcel-locker',
        parcelLockerId,
        paymentMethodId: 2,
      },
    });
  };

  it("keeps the locker's address, which its status page reads", async () => {
    const placed = await placeTo('KRA01M', `locker-${Date.now()}`);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.parcelLocker).toEqual({
      id: 'KRA01M',
      address: 'Długa 1',
      zipCode: '31-147',
      city: 'Kraków',
    });
    const read = await shopCall(
      runtime,
      'GET',
      `/api/orders/orders/${placed.body.id}?token=${encodeURIComponent(placed.body.linkToken)}`,
    );
    expect(read.body.parcelLocker).toMatchObject({ address: 'Długa 1', city: 'Kraków' });
  });

  it('refuses a locker the operator does not have, or one out of service, naming parcelLockerId', async () => {
    for (const locker of ['XYZ99M', 'WAW99M']) {
      const refused = await placeTo(locker, `locker-${locker}-${Date.now()}`);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        code: 'invalid_data',
        fields: [expect.objectContaining({ path: 'parcelLockerId' })],
      });
    }
  });
});
