import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Runtime } from '#infra/local/runtime';
import type { ParcelLockersAnswer } from '#shared/parcel-lockers';
import { startTestRuntime } from '../support/runtime';

// The checkout's parcel-locker search through the local runtime: the route, the
// parcel-locker port's InPost adapter and the runtime's simulator of InPost's points API.

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
