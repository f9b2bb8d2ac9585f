import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inpostPointsSimulator } from '#infra/local/simulators/inpost-points-simulator';
import { serveSimulator } from '../../../test/support/simulator-server';
import { inpostPoints } from './inpost-points';
import type { ParcelLockers } from './port';

// The InPost points adapter against the local simulator of the same contract (parcel lockers
// searchable by city or zip code).

let simulator: Awaited<ReturnType<typeof serveSimulator>>;
let lockers: ParcelLockers;

beforeAll(async () => {
  simulator = await serveSimulator(inpostPointsSimulator('/inpost/v1'));
  lockers = inpostPoints({ endpoint: `${simulator.origin}/inpost/v1` });
});
afterAll(() => simulator.close());

describe('InPost points adapter', () => {
  it("finds a city's operating parcel lockers with address, hours and location", async () => {
    const found = await lockers.findLockers({ city: 'Kraków' });
    expect(found.map((locker) => locker.id).sort()).toEqual([
      'KRA01M',
      'KRA02M',
      'KRA03M',
      'KRA04M',
      'KRA05M',
      'KRA06M',
      'KRA07M',
    ]);
    expect(found.find((locker) => locker.id === 'KRA01M')).toEqual({
      id: 'KRA01M',
      address: 'Długa 1',
      city: 'Kraków',
      zipCode: '31-147',
      openingHours: '24/7',
      description: 'Przy wejściu do budynku',
      location: { latitude: 50.0681, longitude: 19.9401 },
    });
  });

  it('matches a city however the shopper writes it', async () => {
    const found = await lockers.findLockers({ city: 'ŁÓDŹ' });
    expect(found).toHaveLength(6);
    expect(found.every((locker) => locker.city === 'Łódź')).toBe(true);
  });

  it('finds the lockers of a zip code', async () => {
    const found = await lockers.findLockers({ zipCode: '00-850' });
    expect(found.map((locker) => locker.id)).toEqual(['WAW02M']);
  });

  it('leaves out a locker out of service and parcel shops', async () => {
    const found = await lockers.findLockers({ city: 'Warszawa' });
    expect(found).toHaveLength(10);
    expect(found.map((locker) => locker.id)).not.toContain('WAW99M');
    expect((await lockers.findLockers({ zipCode: '31-019' })).map((locker) => locker.id)).toEqual([]);
  });

  it('answers an empty list for a place with no lockers', async () => {
    expect(await lockers.findLockers({ city: 'Suwałki' })).toEqual([]);
  });

  it('finds a locker by its name, none for an unknown name, one out of service or a parcel shop', async () => {
    expect(await lockers.findLocker('KRA01M')).toMatchObject({
      id: 'KRA01M',
      address: 'Długa 1',
      city: 'Kraków',
      zipCode: '31-147',
    });
    expect(await lockers.findLocker('XYZ99M')).toBeUndefined();
    expect(await lockers.findLocker('WAW99M')).toBeUndefined();
    expect(await lockers.findLocker('POP-KRA01')).toBeUndefined();
  });

  it('answers 503 service_unavailable when the API does not answer', async () => {
    const nowhere = inpostPoints({ endpoint: 'http://127.0.0.1:9/v1', timeoutMs: 500 });
    await expect(nowhere.findLockers({ city: 'Kraków' })).rejects.toMatchObject({
      code: 'service_unavailable',
      status: 503,
    });
    await expect(nowhere.findLocker('KRA01M')).rejects.toMatchObject({ code: 'service_unavailable' });
  });
});
