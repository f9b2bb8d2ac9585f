import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { p24Sign } from '#functions/lib/payment-provider/przelewy24/sign';
import { startPrzelewy24Sandbox } from './sandbox-server';
import { demoAccount, testCards } from './test-data';

// With a data file (npm start), a restarted sandbox still knows the transactions the shop registered
// and the cards it remembered, so the shop's status checks and card charges keep working.

const dir = mkdtempSync(join(tmpdir(), 'p24-sandbox-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('sandbox data across restarts', () => {
  it('keeps transactions and remembered cards', async () => {
    const dataFile = join(dir, 'przelewy24.json');
    const auth = `Basic ${Buffer.from(`${demoAccount.posId}:${demoAccount.apiKey}`).toString('base64')}`;
    const fields = {
      merchantId: demoAccount.merchantId,
      posId: demoAccount.posId,
      sessionId: 'kept-session',
      amount: 500,
      currency: 'PLN',
    };
    const first = await startPrzelewy24Sandbox({ port: 0, dataFile, minuteMs: 1_000 });
    const registered = await fetch(`${first.url}/api/v1/transaction/register`, {
      method: 'POST',
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        ...fields,
        description: 'Karta',
        email: 'jan@example.pl',
        country: 'PL',
        language: 'pl',
        urlReturn: 'http://127.0.0.1:9/powrot',
        sign: p24Sign('register', fields, demoAccount.crc),
      }),
    });
    const { data } = (await registered.json()) as { data: { token: string } };
    await fetch(`${first.url}/_sandbox/pay/${data.token}`, {
      method: 'POST',
      body: JSON.stringify({
        method: 'card',
        card: { number: testCards.success, expiry: '10/38', cvc: '321', remember: true },
      }),
    });
    await first.close();

    const second = await startPrzelewy24Sandbox({ port: 0, dataFile, minuteMs: 1_000 });
    const status = (await (
      await fetch(`${second.url}/api/v1/transaction/by/sessionId/kept-session`, {
        headers: { authorization: auth },
      })
    ).json()) as { data: { status: number; orderId: number } };
    expect(status.data.status).toBe(1);
    const info = await fetch(`${second.url}/api/v1/card/info/${status.data.orderId}`, {
      headers: { authorization: auth },
    });
    expect(((await info.json()) as { data: { cardDate: string } }).data.cardDate).toBe('102038');
    await second.close();
  });
});
