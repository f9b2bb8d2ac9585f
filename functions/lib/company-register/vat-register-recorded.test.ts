import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  registerEntityResponseSchema,
  registerExceptionSchema,
} from '#shared/identity/vat-register-contract';
import { serveSimulator } from '../../../test/support/simulator-server';
import { memoryRegisterDayStore } from './register-day-store';
import { vatRegisterAdapter } from './vat-register-adapter';

// The adapter against answers written as the Ministry's register writes them (recorded/, README.md):
// each parses with the published contract's schema, and each becomes the port's outcome.

const recorded = (name: string): unknown =>
  JSON.parse(readFileSync(resolve(import.meta.dirname, 'recorded', `${name}.json`), 'utf8'));

/** The answer the recorded register gives next: its HTTP status and body. */
let next: { status: number; body: unknown } = { status: 200, body: {} };
let register: Awaited<ReturnType<typeof serveSimulator>>;

beforeAll(async () => {
  register = await serveSimulator((_, res) => {
    res.writeHead(next.status, { 'content-type': 'application/json' }).end(JSON.stringify(next.body));
    return true;
  });
});
afterAll(() => register.close());

/** The adapter's outcome for a NIP when the register answers `name` with `status`. */
const outcomeOf = (name: string, status: number, nip: string) => {
  next = { status, body: recorded(name) };
  const { store } = memoryRegisterDayStore();
  const clock = () => new Date('2026-03-02T09:15:00Z');
  return vatRegisterAdapter({ endpoint: register.origin, store, clock }).find('PL', nip);
};

describe('recorded answers of the VAT register', () => {
  it.each(['found-active-company', 'found-exempt-natural-person', 'found-removed-company', 'not-found'])(
    '%s parses with the published EntityResponse',
    (name) => {
      expect(registerEntityResponseSchema.safeParse(recorded(name)).success).toBe(true);
    },
  );

  it.each(['error-wl-115-invalid-nip', 'error-wl-191-limit', 'error-wl-196-updating'])(
    '%s parses with the published Exception',
    (name) => {
      expect(registerExceptionSchema.safeParse(recorded(name)).success).toBe(true);
    },
  );

  it('maps an active company: its place of business split, its flat after LOK., its building with a slash', async () => {
    expect(await outcomeOf('found-active-company', 200, '5250000009')).toEqual({
      status: 'found',
      company: {
        country: 'PL',
        taxNumber: '5250000009',
        companyName: 'KWIATOWA LOGISTYKA SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ',
        address: {
          companyStreet: 'MARSZAŁKOWSKA',
          companyBuildingNumber: '84/92',
          companyFlatNumber: '108',
          companyZipCode: '00-514',
          companyCity: 'WARSZAWA',
        },
        vatStatus: 'active',
        regon: '146234512',
        krs: '0000412345',
        requestId: 'w3k5p-8b1c2d3',
        checkedOn: '2026-03-02',
      },
    });
  });

  it('maps an exempt sole trader in a village, without KRS', async () => {
    expect(await outcomeOf('found-exempt-natural-person', 200, '9510000009')).toEqual({
      status: 'found',
      company: {
        country: 'PL',
        taxNumber: '9510000009',
        companyName: 'TOMASZ ZIELIŃSKI USŁUGI REMONTOWE',
        address: {
          companyStreet: 'NOWA WIEŚ',
          companyBuildingNumber: '27',
          companyZipCode: '62-002',
          companyCity: 'SUCHY LAS',
        },
        vatStatus: 'exempt',
        regon: '385123456',
        requestId: 'a9d2e-4f7c8b1',
        checkedOn: '2026-03-02',
      },
    });
  });

  it('maps a company struck off (Niezarejestrowany with a removal date) as removed, from its seat', async () => {
    expect(await outcomeOf('found-removed-company', 200, '1180000001')).toMatchObject({
      status: 'found',
      company: {
        vatStatus: 'removed',
        address: { companyStreet: 'ŻELAZNA', companyBuildingNumber: '59A', companyFlatNumber: '1201' },
      },
    });
  });

  it('maps `subject: null` to notFound', async () => {
    expect(await outcomeOf('not-found', 200, '1111111111')).toEqual({
      status: 'notFound',
      checkedOn: '2026-03-02',
    });
  });

  it.each([
    ['error-wl-115-invalid-nip', { status: 'notFound', checkedOn: '2026-03-02' }],
    ['error-wl-191-limit', { status: 'unavailable', reason: 'limit' }],
    ['error-wl-196-updating', { status: 'unavailable', reason: 'unavailable' }],
  ])('maps the refusal %s (HTTP 400)', async (name, outcome) => {
    expect(await outcomeOf(name, 400, '1111111111')).toEqual(outcome);
  });

  it('maps a 429 or a 5xx without the documented body to the limit or an outage', async () => {
    expect(await outcomeOf('not-found', 429, '1111111111')).toEqual({
      status: 'unavailable',
      reason: 'limit',
    });
    next = { status: 502, body: 'Bad Gateway' };
    const { store } = memoryRegisterDayStore();
    const adapter = vatRegisterAdapter({ endpoint: register.origin, store });
    expect(await adapter.find('PL', '1111111111')).toEqual({ status: 'unavailable', reason: 'unavailable' });
  });
});
