import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredCompanies } from '#functions/lib/company-register/fixture-register';
import type { Runtime } from '#infra/local/runtime';
import { startTestRuntime } from '../support/runtime';

// The checkout's company look-up through the local runtime: anyone finds a company
// of the public register (the local fixture adapter) by country and tax number.

let runtime: Runtime;

beforeAll(async () => {
  runtime = await startTestRuntime();
});
afterAll(() => runtime?.stop());

const lookUp = async (country: string, taxNumber: string) => {
  const response = await fetch(
    `${runtime.siteUrl}/api/clients/companies/${country}/${encodeURIComponent(taxNumber)}`,
  );
  return { status: response.status, body: await response.json() };
};

describe('GET /api/clients/companies/{country}/{taxNumber}', () => {
  it("answers the register's name and address to a guest, the tax number written with a prefix and dashes", async () => {
    for (const taxNumber of ['5260250274', 'PL 526-025-02-74']) {
      expect(await lookUp('PL', taxNumber)).toEqual({
        status: 200,
        body: registeredCompanies.find((company) => company.taxNumber === '5260250274'),
      });
    }
  });

  it('answers 404 company_not_found for a valid tax number the register does not know', async () => {
    const { status, body } = await lookUp('PL', '1111111111');
    expect(status).toBe(404);
    expect(body.code).toBe('company_not_found');
  });

  it.each([
    ['a NIP with a wrong checksum', 'PL', '5260250275', 'taxNumber'],
    ['a country the shop does not invoice', 'XX', '5260250274', 'country'],
  ])('answers 400 invalid_data naming the field for %s', async (_, country, taxNumber, field) => {
    const { status, body } = await lookUp(country, taxNumber);
    expect(status).toBe(400);
    expect(body.code).toBe('invalid_data');
    expect(body.fields.map((f: { path: string }) => f.path)).toContain(field);
  });
});
