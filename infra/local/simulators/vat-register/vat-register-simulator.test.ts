import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  registerEntityResponseSchema,
  registerExceptionSchema,
} from '#shared/identity/vat-register-contract';
import { serveSimulator } from '../../../../test/support/simulator-server';
import { vatRegisterSimulator } from './vat-register-simulator';

// The simulator's own side of the published contract, what the shop's adapter never sends: the
// refusals of a bad NIP or date in the register's order and codes, its answers' shape, its limit per
// IP address and day, and its controls.

const now = new Date('2026-03-02T11:00:00Z');
let simulator: Awaited<ReturnType<typeof serveSimulator>>;

beforeAll(async () => {
  simulator = await serveSimulator(vatRegisterSimulator('/wl', () => now));
});
afterAll(() => simulator.close());

const search = async (nip: string, query = '?date=2026-03-02') => {
  const response = await fetch(`${simulator.origin}/wl/api/search/nip/${nip}${query}`);
  return { status: response.status, body: await response.json() };
};
const control = (path: string, body?: object) =>
  fetch(`${simulator.origin}/wl/_simulator/${path}`, {
    method: body ? 'POST' : 'GET',
    ...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
  });

describe('the VAT register simulator', () => {
  it('answers a known taxpayer and an unknown NIP in the published shape', async () => {
    const known = await search('5260250274');
    expect(known.status).toBe(200);
    expect(registerEntityResponseSchema.safeParse(known.body).success).toBe(true);
    expect(known.body.result).toMatchObject({
      subject: { nip: '5260250274', statusVat: 'Czynny' },
      requestDateTime: '02-03-2026 12:00:00',
    });
    expect((await search('1111111111')).body.result.subject).toBeNull();
  });

  it.each([
    ['a NIP with letters', '52602502AB', '?date=2026-03-02', 'WL-114'],
    ['a NIP of 9 digits', '526025027', '?date=2026-03-02', 'WL-113'],
    ['a NIP failing its checksum', '5260250275', '?date=2026-03-02', 'WL-115'],
    ['no date', '5260250274', '', 'WL-101'],
    ['a date not of the calendar', '5260250274', '?date=2026-02-30', 'WL-102'],
    ['a date after today', '5260250274', '?date=2026-03-03', 'WL-103'],
  ])('refuses %s with 400 and its code', async (_, nip, query, code) => {
    const { status, body } = await search(nip, query);
    expect(status).toBe(400);
    expect(registerExceptionSchema.safeParse(body).success).toBe(true);
    expect(body.code).toBe(code);
  });

  it('refuses with WL-191 past the day’s searches of an address, and counts what it was asked', async () => {
    await control('switches', { dailyLimit: 1, forgetSearches: true });
    expect((await search('5260250274')).status).toBe(200);
    expect(await search('1234563218')).toMatchObject({ status: 400, body: { code: 'WL-191' } });
    expect(await (await control('searches')).json()).toEqual({ searches: 1 });
    await control('switches', { dailyLimit: 100, forgetSearches: true });
    expect((await search('1234563218')).status).toBe(200);
  });

  it('answers 503 to every search while switched unavailable', async () => {
    await control('switches', { unavailable: true });
    const response = await fetch(`${simulator.origin}/wl/api/search/nip/5260250274?date=2026-03-02`);
    expect(response.status).toBe(503);
    await control('switches', { unavailable: false });
  });
});
