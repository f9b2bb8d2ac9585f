import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viesSimulator } from '#infra/local/simulators/vies-simulator';
import { serveSimulator } from '../../../test/support/simulator-server';
import type { VatNumberChecker } from './port';
import { viesRestChecker } from './vies-rest';

// The VIES REST adapter against the local simulator of the same contract: the three outcomes of the
// port (reverse charge only for a VAT ID the VIES port confirms).

let simulator: Awaited<ReturnType<typeof serveSimulator>>;
let vies: VatNumberChecker;

beforeAll(async () => {
  simulator = await serveSimulator(viesSimulator('/vies'));
  vies = viesRestChecker({ endpoint: `${simulator.origin}/vies` });
});
afterAll(() => simulator.close());

describe('VIES REST adapter', () => {
  it('confirms a registered number with the name and address the member state shares', async () => {
    expect(await vies.checkVatNumber('CZ', '12345678')).toEqual({
      status: 'valid',
      name: 'Příklad s.r.o.',
      address: 'Národní 5\n110 00 Praha 1',
    });
  });

  it('confirms a German number without name and address (VIES writes ---)', async () => {
    expect(await vies.checkVatNumber('DE', '123456789')).toEqual({ status: 'valid' });
  });

  it("sends Greece as EL and drops the number's prefix, spaces and dots", async () => {
    expect(await vies.checkVatNumber('GR', 'EL 123.456.789')).toMatchObject({ status: 'valid' });
    expect(await vies.checkVatNumber('FR', 'fr 12 345 678 901')).toMatchObject({ status: 'valid' });
  });

  it('answers invalid for an unregistered number and for one VIES refuses as INVALID_INPUT', async () => {
    expect(await vies.checkVatNumber('DE', '987654321')).toEqual({ status: 'invalid' });
    expect(await vies.checkVatNumber('CH', '123456789')).toEqual({ status: 'invalid' });
  });

  it("answers unavailable with VIES's reason when a member state's service is down or slow", async () => {
    expect(await vies.checkVatNumber('MT', '12345678')).toEqual({
      status: 'unavailable',
      reason: 'MS_UNAVAILABLE',
    });
    expect(await vies.checkVatNumber('IT', '00000000000')).toEqual({
      status: 'unavailable',
      reason: 'TIMEOUT',
    });
  });

  it("passes on VIES's request identifier, the proof of the consultation, when it gives one", async () => {
    const answer = { countryCode: 'DE', vatNumber: '123456789', requestDate: '2026-11-23', valid: true };
    const withProof = await serveSimulator((_, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ...answer, requestIdentifier: 'WAPIAAAAZ0123', name: '---', address: '---' }));
      return true;
    });
    const checker = viesRestChecker({ endpoint: withProof.origin });
    expect(await checker.checkVatNumber('DE', '123456789')).toEqual({
      status: 'valid',
      requestIdentifier: 'WAPIAAAAZ0123',
    });
    await withProof.close();
  });

  it('answers unavailable when nothing answers at all', async () => {
    const nowhere = viesRestChecker({ endpoint: 'http://127.0.0.1:9/vies', timeoutMs: 500 });
    expect(await nowhere.checkVatNumber('CZ', '12345678')).toEqual({
      status: 'unavailable',
      reason: 'NO_ANSWER',
    });
  });
});
