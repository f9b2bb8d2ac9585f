import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { p24Sign } from '#functions/lib/payment-provider/przelewy24/sign';
import { startPrzelewy24Sandbox } from './sandbox-server';
import { demoAccount } from './test-data';

// The sandbox's tests play the merchant: a sandbox on a free port, a notification receiver that
// records what arrives, and the merchant's calls signed and authorised as the documentation says.

export interface Received {
  path: string;
  body: Record<string, unknown>;
}

export const startTestMerchant = async (minuteMs: number) => {
  const sandbox = await startPrzelewy24Sandbox({ port: 0, minuteMs });
  const received: Received[] = [];
  const receiver = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => {
      text += chunk;
    });
    req.on('end', () => {
      received.push({ path: req.url ?? '', body: JSON.parse(text) as Record<string, unknown> });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
  const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;

  const call = (method: string, path: string, body?: unknown, authorization: string = demoAccount.apiKey) =>
    fetch(`${sandbox.url}/api/v1${path}`, {
      method,
      headers: {
        authorization: `Basic ${Buffer.from(`${demoAccount.posId}:${authorization}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  const registration = (overrides: Record<string, unknown> = {}) => {
    const fields = {
      merchantId: demoAccount.merchantId,
      posId: demoAccount.posId,
      sessionId: randomUUID(),
      amount: 12_345,
      currency: 'PLN',
      description: 'Zamówienie 1001',
      email: 'jan@example.pl',
      country: 'PL',
      language: 'pl',
      urlReturn: 'http://127.0.0.1:9/zamowienie/1001',
      urlStatus: `${receiverUrl}/notifications`,
      ...overrides,
    };
    return { ...fields, sign: p24Sign('register', fields as never, demoAccount.crc), ...overrides };
  };

  /** Registers a transaction and answers its session id and token. */
  const register = async (overrides: Record<string, unknown> = {}) => {
    const body = registration(overrides);
    const answer = (await (await call('POST', '/transaction/register', body)).json()) as {
      data: { token: string };
    };
    return { sessionId: body.sessionId, token: answer.data.token, body };
  };

  const sandboxCall = (method: string, path: string, body?: unknown) =>
    fetch(`${sandbox.url}/_sandbox${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  const verify = (notification: Record<string, unknown>) => {
    const fields = {
      merchantId: demoAccount.merchantId,
      posId: demoAccount.posId,
      sessionId: notification.sessionId as string,
      amount: notification.amount as number,
      currency: notification.currency as string,
      orderId: notification.orderId as number,
    };
    return call('PUT', '/transaction/verify', {
      ...fields,
      sign: p24Sign('verify', fields, demoAccount.crc),
    });
  };

  const notificationsOf = (sessionId: string, path = '/notifications') =>
    received.filter((entry) => entry.path === path && entry.body.sessionId === sessionId).map((e) => e.body);

  return {
    sandbox,
    receiverUrl,
    received,
    call,
    registration,
    register,
    sandboxCall,
    verify,
    notificationsOf,
    stop: async () => {
      await sandbox.close();
      await new Promise<void>((done) => {
        receiver.close(() => done());
        receiver.closeAllConnections();
      });
    },
  };
};
export type TestMerchant = Awaited<ReturnType<typeof startTestMerchant>>;

/** Resolves once `check` holds, polling every 10 ms for up to `timeoutMs`. */
export const until = async (check: () => boolean, timeoutMs = 3_000) => {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((done) => setTimeout(done, 10));
  }
};
