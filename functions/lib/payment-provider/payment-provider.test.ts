import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type Przelewy24Sandbox,
  startPrzelewy24Sandbox,
} from '#infra/local/simulators/przelewy24/sandbox-server';

// The provider is chosen by configuration (infra/README.md): the endpoint, the account ids and,
// locally, the keys from the environment; without keys or a secret it fails naming the variables.

let sandbox: Przelewy24Sandbox;
const saved = { ...process.env };

beforeAll(async () => {
  sandbox = await startPrzelewy24Sandbox({ port: 0 });
});
afterAll(() => sandbox?.close());
beforeEach(() => {
  process.env = { ...saved };
  vi.resetModules();
});

const localAccount = () => ({
  PRZELEWY24_ENDPOINT: sandbox.url,
  PRZELEWY24_MERCHANT_ID: '123456',
  PRZELEWY24_POS_ID: '123456',
});

describe('paymentProvider()', () => {
  it('calls the configured endpoint with the local keys, one provider per container', async () => {
    Object.assign(process.env, localAccount(), {
      PRZELEWY24_CRC: 'local-crc-0123456789abcdef',
      PRZELEWY24_API_KEY: 'local-api-key-0123456789abcdef',
    });
    const { paymentProvider } = await import('./payment-provider');
    expect(paymentProvider()).toBe(paymentProvider());
    expect(await paymentProvider().status('no-such-session')).toEqual({ state: 'unknown' });
  });

  it('a wrong API key reaches the provider and is refused there', async () => {
    Object.assign(process.env, localAccount(), { PRZELEWY24_CRC: 'c', PRZELEWY24_API_KEY: 'wrong' });
    const { paymentProvider } = await import('./payment-provider');
    await expect(paymentProvider().status('no-such-session')).rejects.toMatchObject({ code: 401 });
  });

  it('without keys or a secret it fails naming the variables', async () => {
    Object.assign(process.env, localAccount());
    const { paymentProvider } = await import('./payment-provider');
    expect(() => paymentProvider()).toThrow(/PRZELEWY24_SECRET_ARN or PRZELEWY24_CRC and PRZELEWY24_API_KEY/);
  });

  it('without the account ids it fails naming them', async () => {
    const { paymentProvider } = await import('./payment-provider');
    expect(() => paymentProvider()).toThrow(/PRZELEWY24_MERCHANT_ID, PRZELEWY24_POS_ID/);
  });
});
