import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { vatRegisterSimulator } from '#infra/local/simulators/vat-register/vat-register-simulator';
import { serveSimulator } from '../../../test/support/simulator-server';
import { memoryRegisterDayStore } from './register-day-store';
import { vatRegisterAdapter } from './vat-register-adapter';

// The VAT register adapter against the local simulator of the same contract: each kind of taxpayer,
// the date sent, the day's answers kept, the documented limit (the register's and the adapter's own),
// an outage never kept, and a checksum or a country the register does not cover never asked about.

const base = '/wl';
/** Noon in Warsaw, 2 March 2026 (the simulator and the adapter share the clock). */
let now = new Date('2026-03-02T11:00:00Z');
const clock = () => now;
const simulate = vatRegisterSimulator(base, clock);
/** Every path and query the adapter asked, in order. */
const asked: string[] = [];
let simulator: Awaited<ReturnType<typeof serveSimulator>>;

beforeAll(async () => {
  simulator = await serveSimulator((req: IncomingMessage, res: ServerResponse) => {
    if (req.url?.startsWith(`${base}/api/`)) asked.push(req.url.slice(base.length));
    return simulate(req, res);
  });
});
afterAll(() => simulator.close());
afterEach(async () => {
  asked.length = 0;
  now = new Date('2026-03-02T11:00:00Z');
  await switches({ unavailable: false, dailyLimit: 100, forgetSearches: true });
});

const switches = (body: object) =>
  fetch(`${simulator.origin}${base}/_simulator/switches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const adapter = (options: { dailyLimit?: number; timeoutMs?: number; endpoint?: string } = {}) => {
  const { store, searchesOn } = memoryRegisterDayStore();
  const register = vatRegisterAdapter({ endpoint: `${simulator.origin}${base}`, store, clock, ...options });
  return { register, searchesOn };
};

describe('VAT register adapter', () => {
  it('finds an active company with its address split, REGON, KRS and the search id, asking for today', async () => {
    const { register } = adapter();
    expect(await register.find('PL', '5260250274')).toEqual({
      status: 'found',
      company: {
        country: 'PL',
        taxNumber: '5260250274',
        companyName: 'PRZYKŁADOWA FIRMA SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ',
        address: {
          companyStreet: 'PROSTA',
          companyBuildingNumber: '20',
          companyFlatNumber: '4',
          companyZipCode: '00-950',
          companyCity: 'WARSZAWA',
        },
        vatStatus: 'active',
        regon: '015678944',
        krs: '0000123456',
        requestId: expect.stringMatching(/^[0-9a-f]{5}-[0-9a-f]{7}$/),
        checkedOn: '2026-03-02',
      },
    });
    expect(asked).toEqual(['/api/search/nip/5260250274?date=2026-03-02']);
  });

  it.each([
    ['an exempt sole trader', '6760000003', 'exempt'],
    ['a trader whose registration was refused', '9540000008', 'notRegistered'],
    ['a company struck off the register', '5830000003', 'removed'],
  ])('tells %s by its VAT status', async (_, nip, vatStatus) => {
    const found = await adapter().register.find('PL', nip);
    expect(found).toMatchObject({ status: 'found', company: { vatStatus } });
  });

  it("splits a village's address and a seat's, and leaves an address it cannot split to the customer", async () => {
    const { register } = adapter();
    expect(await register.find('PL', '9540000008')).toMatchObject({
      company: {
        address: {
          companyStreet: 'ZALESIE',
          companyBuildingNumber: '15',
          companyZipCode: '05-500',
          companyCity: 'PIASECZNO',
        },
      },
    });
    expect(await register.find('PL', '5830000003')).toMatchObject({
      company: {
        address: { companyStreet: 'AL. GRUNWALDZKA', companyFlatNumber: '12', companyCity: 'GDAŃSK' },
      },
    });
    const unsplit = await register.find('PL', '8990000002');
    expect(unsplit.status === 'found' && unsplit.company.address).toBeUndefined();
  });

  it('sends the day asked about: before its removal the struck-off company was an active payer', async () => {
    now = new Date('2025-06-01T08:00:00Z');
    const found = await adapter().register.find('PL', '5830000003');
    expect(found).toMatchObject({
      status: 'found',
      company: { vatStatus: 'active', checkedOn: '2025-06-01' },
    });
    expect(asked).toEqual(['/api/search/nip/5830000003?date=2025-06-01']);
  });

  it('answers notFound for a valid NIP the register does not know', async () => {
    expect(await adapter().register.find('PL', '1111111111')).toEqual({
      status: 'notFound',
      checkedOn: '2026-03-02',
    });
  });

  it('never asks about a NIP failing its checksum, nor a tax number of another country', async () => {
    const { register, searchesOn } = adapter();
    expect(await register.find('PL', '5260250275')).toEqual({ status: 'notFound', checkedOn: '2026-03-02' });
    expect(await register.find('DE', '123456789')).toEqual({ status: 'notCovered' });
    expect(asked).toEqual([]);
    expect(searchesOn('2026-03-02')).toBe(0);
  });

  it("keeps the day's answers, found or not: one search per NIP and day, a new one the next day", async () => {
    const { register, searchesOn } = adapter();
    const first = await register.find('PL', '5260250274');
    expect(await register.find('PL', '5260250274')).toEqual(first);
    await register.find('PL', '1111111111');
    await register.find('PL', '1111111111');
    expect(asked).toHaveLength(2);
    expect(searchesOn('2026-03-02')).toBe(2);
    expect(await register.kept('PL', '5260250274')).toEqual(first);
    now = new Date('2026-03-03T07:00:00Z');
    expect(await register.kept('PL', '5260250274')).toBeUndefined();
    await register.find('PL', '5260250274');
    expect(asked.at(-1)).toBe('/api/search/nip/5260250274?date=2026-03-03');
  });

  it("stops at the register's limit (WL-191) and asks no more that day", async () => {
    await switches({ dailyLimit: 2 });
    const { register } = adapter();
    await register.find('PL', '5260250274');
    await register.find('PL', '1234563218');
    expect(await register.find('PL', '6760000003')).toEqual({ status: 'unavailable', reason: 'limit' });
    expect(await register.find('PL', '9540000008')).toEqual({ status: 'unavailable', reason: 'limit' });
    expect(asked).toHaveLength(3);
    // What was kept before still answers.
    expect(await register.find('PL', '5260250274')).toMatchObject({ status: 'found' });
  });

  it('keeps within its own daily count before the register refuses', async () => {
    const { register, searchesOn } = adapter({ dailyLimit: 1 });
    await register.find('PL', '5260250274');
    expect(await register.find('PL', '1234563218')).toEqual({ status: 'unavailable', reason: 'limit' });
    expect(asked).toHaveLength(1);
    expect(searchesOn('2026-03-02')).toBe(1);
  });

  it('answers unavailable while the register is down, and keeps nothing of it', async () => {
    const { register } = adapter();
    await switches({ unavailable: true });
    expect(await register.find('PL', '5260250274')).toEqual({ status: 'unavailable', reason: 'unavailable' });
    await switches({ unavailable: false });
    expect(await register.find('PL', '5260250274')).toMatchObject({ status: 'found' });
  });

  it('answers unavailable when nothing answers at all', async () => {
    const { store } = memoryRegisterDayStore();
    const nowhere = vatRegisterAdapter({ endpoint: 'http://127.0.0.1:9', store, clock, timeoutMs: 500 });
    expect(await nowhere.find('PL', '5260250274')).toEqual({ status: 'unavailable', reason: 'unavailable' });
  });
});
