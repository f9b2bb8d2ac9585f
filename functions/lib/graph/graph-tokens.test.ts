import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphSimulator } from '#infra/local/simulators/graph/graph-simulator';
import { simulatedDirectory } from '#infra/local/simulators/graph/simulated-directory';
import { simulatorClientSecret } from '#infra/local/simulators/graph/token-endpoint';
import { serveSimulator } from '../../../test/support/simulator-server';
import { clientCredentialsTokens } from './graph-tokens';

// The app token per tenant, against the simulator's token endpoint: fetched once, shared by calls
// made at once, kept until 5 minutes before it expires (the simulator's last 3599 s).

let clock = Date.parse('2026-03-02T09:00:00Z');
const directory = simulatedDirectory({ now: () => clock });
const simulate = graphSimulator('/login', directory);
let requests = 0;
let simulator: Awaited<ReturnType<typeof serveSimulator>>;

beforeAll(async () => {
  simulator = await serveSimulator((req, res) => {
    if (req.url?.endsWith('/oauth2/v2.0/token')) requests += 1;
    return simulate(req, res);
  });
});
afterAll(() => simulator.close());

const tokensFor = (clientSecret = simulatorClientSecret) =>
  clientCredentialsTokens({
    authority: `${simulator.origin}/login`,
    clientId: 'shop-app',
    clientSecret,
    timeoutMs: 2000,
    now: () => clock,
  });

const newTenant = () => {
  const tenantId = randomUUID();
  directory.addTenant({
    tenantId,
    domain: `t${tenantId.slice(0, 8)}.onmicrosoft.com`,
    country: 'PL',
    skus: [],
  });
  return tenantId;
};

describe('client credentials tokens', () => {
  it('asks once for calls made at once and keeps the token until 5 minutes before it expires', async () => {
    const tenantId = newTenant();
    const tokens = tokensFor();
    requests = 0;
    const [first, second] = await Promise.all([tokens(tenantId), tokens(tenantId)]);
    expect(first).toBe(second);
    expect(requests).toBe(1);
    clock += (3599 - 5 * 60) * 1000 - 1000;
    expect(await tokens(tenantId)).toBe(first);
    expect(requests).toBe(1);
    clock += 1000;
    expect(await tokens(tenantId)).not.toBe(first);
    expect(requests).toBe(2);
  });

  it('keeps one token per tenant', async () => {
    const tokens = tokensFor();
    expect(await tokens(newTenant())).not.toBe(await tokens(newTenant()));
  });

  it('takes the tenant by its domain as well', async () => {
    const tenantId = newTenant();
    const domain = directory.tenant(tenantId)?.domain ?? '';
    expect(await tokensFor()(domain)).toMatch(/^graph-simulator\./);
  });

  it('does not keep a refusal: the next call asks again', async () => {
    const tenantId = newTenant();
    const tokens = tokensFor('wrong');
    requests = 0;
    await expect(tokens(tenantId)).rejects.toMatchObject({ code: 'unauthorized' });
    await expect(tokens(tenantId)).rejects.toMatchObject({ code: 'unauthorized' });
    expect(requests).toBe(2);
  });
});
