import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Runtime } from '#infra/local/runtime';
import { invoiceDataOfTaxpayer } from '#infra/local/simulators/vat-register/taxpayer-invoice-data';
import { activeCompany } from '#infra/local/simulators/vat-register/taxpayers';
import { vatRegisterAnswersNormally } from '#infra/local/simulators/vat-register/vat-register-simulator';
import { apiCall } from '../support/api-call';
import { giveClientProfile } from '../support/client-profile';
import { signUpAndIn, startTestRuntime } from '../support/runtime';

// The company look-up through the local runtime and the VAT register simulator (the adapter that runs
// on AWS): anyone finds a company by country and tax number with its VAT status; a bad checksum never
// reaches the register; the register down gives its own code, and a conversion then keeps the typed
// data, unverified.

let runtime: Runtime;

beforeAll(async () => {
  runtime = await startTestRuntime();
});
afterEach(() => switches(vatRegisterAnswersNormally));
afterAll(() => runtime?.stop());

const registerControl = (path: string, init?: RequestInit) =>
  fetch(`${runtime.outsideSystems.VAT_REGISTER_ENDPOINT}/_simulator/${path}`, init);
const switches = (body: object) =>
  registerControl('switches', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const searches = async () =>
  ((await (await registerControl('searches')).json()) as { searches: number }).searches;

/** A look-up from the next loopback address (the route is throttled per caller). */
const lookUp = async (country: string, taxNumber: string) => {
  const { status, body } = await apiCall(
    runtime,
    'GET',
    `/api/clients/companies/${country}/${encodeURIComponent(taxNumber)}`,
  );
  return { status, body };
};

describe('GET /api/clients/companies/{country}/{taxNumber}', () => {
  it("answers the register's name, address and VAT status to a guest, the tax number written with a prefix and dashes", async () => {
    const { country, taxNumber, companyName, ...address } = invoiceDataOfTaxpayer(activeCompany);
    for (const written of ['5260250274', 'PL 526-025-02-74']) {
      expect(await lookUp('PL', written)).toEqual({
        status: 200,
        body: {
          company: { country, taxNumber, companyName, ...address },
          vatStatus: 'active',
          checkedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        },
      });
    }
  });

  it.each([
    ['an exempt sole trader', '6760000003', 'exempt'],
    ['a trader never registered', '9540000008', 'notRegistered'],
    ['a company struck off', '5830000003', 'removed'],
  ])('answers %s with its VAT status', async (_, taxNumber, vatStatus) => {
    expect(await lookUp('PL', taxNumber)).toMatchObject({ status: 200, body: { vatStatus } });
  });

  it('answers 404 company_not_found for a valid tax number the register does not know', async () => {
    const { status, body } = await lookUp('PL', '1111111111');
    expect(status).toBe(404);
    expect(body.code).toBe('company_not_found');
  });

  it.each([
    ['a NIP with a wrong checksum', 'PL', '5260250275', 'taxNumber'],
    ['a country the shop does not invoice', 'XX', '5260250274', 'country'],
  ])(
    'answers 400 invalid_data naming the field for %s, asking the register nothing',
    async (_, country, taxNumber, field) => {
      const before = await searches();
      const { status, body } = await lookUp(country, taxNumber);
      expect(status).toBe(400);
      expect(body.code).toBe('invalid_data');
      expect(body.fields.map((f: { path: string }) => f.path)).toContain(field);
      expect(await searches()).toBe(before);
    },
  );

  it('answers 404 company_register_not_covered for a tax number of another country', async () => {
    expect(await lookUp('DE', '123456789')).toMatchObject({
      status: 404,
      body: { code: 'company_register_not_covered' },
    });
  });

  it('answers 503 company_register_unavailable while the register is down, then the company once it is back', async () => {
    await switches({ unavailable: true });
    const down = await lookUp('PL', '7770000011');
    expect(down).toMatchObject({ status: 503, body: { code: 'company_register_unavailable' } });
    await switches({ unavailable: false });
    expect(await lookUp('PL', '7770000011')).toMatchObject({
      status: 404,
      body: { code: 'company_not_found' },
    });
  });
});

describe('PUT /api/clients/me/invoice-data while the register is down', () => {
  it('keeps the typed company data, marked unverified', async () => {
    const email = `rejestr-${Date.now()}@example.pl`;
    const { sub, idToken } = await signUpAndIn(runtime, email);
    await giveClientProfile(sub, email, false);
    const typed = {
      country: 'PL',
      taxNumber: '7770000028',
      companyName: 'Nowa Firma sp. z o.o.',
      companyZipCode: '00-001',
      companyCity: 'Warszawa',
      companyStreet: 'Nowa',
      companyBuildingNumber: '3',
    };
    await switches({ unavailable: true });
    const saved = await apiCall(runtime, 'PUT', '/api/clients/me/invoice-data', {
      body: typed,
      headers: { authorization: `Bearer ${idToken}` },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      defaultInvoiceData: typed,
      defaultInvoiceCheck: { verified: false, reason: 'unavailable' },
    });
    const read = await apiCall(runtime, 'GET', '/api/clients/me/profile', {
      headers: { authorization: `Bearer ${idToken}` },
    });
    expect(read.body.defaultInvoiceCheck).toEqual({ verified: false, reason: 'unavailable' });
  });
});
