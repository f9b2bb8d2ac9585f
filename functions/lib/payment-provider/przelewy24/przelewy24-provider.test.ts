import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProviderError } from '../provider-error';
import { przelewy24Provider } from './przelewy24-provider';
import { p24Sign } from './sign';

// The adapter's requests against Przelewy24's REST API v1 contract: a tiny HTTP server records what
// arrives (method, path, Basic auth, JSON body) and answers what the documentation says Przelewy24
// answers, so each test checks what goes over the wire and how each answer is read.

interface Recorded {
  method: string;
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown> | undefined;
}
type Answer = { status: number; body?: unknown; delayMs?: number };

const account = { merchantId: 111111, posId: 222222, crc: 'crc-key', apiKey: 'api-key' };
const basic = `Basic ${Buffer.from('222222:api-key').toString('base64')}`;

let server: Server;
let endpoint: string;
let recorded: Recorded[] = [];
let answers: Answer[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => {
      text += chunk;
    });
    req.on('end', () => {
      recorded.push({
        method: req.method ?? '',
        path: req.url ?? '',
        authorization: req.headers.authorization,
        body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined,
      });
      const answer = answers.shift() ?? { status: 500, body: { error: 'no answer set', code: 500 } };
      setTimeout(() => {
        if (!res.writable) return;
        res
          .writeHead(answer.status, { 'content-type': 'application/json' })
          .end(JSON.stringify(answer.body ?? {}));
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});
beforeEach(() => {
  recorded = [];
  answers = [];
});

const provider = () => przelewy24Provider({ ...account, endpoint }, { timeoutMs: 300, backoffMs: 1 });

const registration = {
  sessionId: 'pay_9Yk2',
  amount: 12_345,
  currency: 'PLN' as const,
  description: 'Zamówienie 1001',
  email: 'jan@example.pl',
  language: 'pl' as const,
  country: 'PL',
  urlReturn: 'https://sklep.example/zamowienie/1001',
  urlStatus: 'https://api.sklep.example/api/payments/notifications/przelewy24',
  timeLimitMinutes: 15,
};

describe('register', () => {
  it('POSTs the documented fields with Basic posId:apiKey and the register sign, and answers the hosted page', async () => {
    answers = [{ status: 200, body: { data: { token: 'TOKEN-1' }, responseCode: 0 } }];
    const result = await provider().register(registration);
    expect(result).toEqual({ token: 'TOKEN-1', redirectUrl: `${endpoint}/trnRequest/TOKEN-1` });
    expect(recorded).toEqual([
      {
        method: 'POST',
        path: '/api/v1/transaction/register',
        authorization: basic,
        body: {
          merchantId: 111111,
          posId: 222222,
          sessionId: 'pay_9Yk2',
          amount: 12_345,
          currency: 'PLN',
          description: 'Zamówienie 1001',
          email: 'jan@example.pl',
          country: 'PL',
          language: 'pl',
          urlReturn: registration.urlReturn,
          urlStatus: registration.urlStatus,
          timeLimit: 15,
          regulationAccept: false,
          sign: p24Sign(
            'register',
            { sessionId: 'pay_9Yk2', merchantId: 111111, amount: 12_345, currency: 'PLN' },
            'crc-key',
          ),
        },
      },
    ]);
  });

  it('BLIK asks for the BLIK channel and method with the buyer IP and browser (chargeByCode needs them)', async () => {
    answers = [{ status: 200, body: { data: { token: 'T' }, responseCode: 0 } }];
    await provider().register({
      ...registration,
      method: 'blik',
      client: { ip: '203.0.113.7', userAgent: 'Mozilla/5.0' },
    });
    expect(recorded[0]?.body).toMatchObject({
      channel: 8192,
      method: 154,
      additional: { PSU: { IP: '203.0.113.7', userAgent: 'Mozilla/5.0' } },
    });
  });

  it('Google Pay sends its token as methodRefId; a language the hosted page lacks becomes English', async () => {
    answers = [{ status: 200, body: { data: { token: 'T' }, responseCode: 0 } }];
    await provider().register({
      ...registration,
      method: 'googlePay',
      methodRefId: 'eyJnb29nbGUi',
      language: 'ru',
    });
    expect(recorded[0]?.body).toMatchObject({
      channel: 1,
      method: 264,
      methodRefId: 'eyJnb29nbGUi',
      language: 'en',
    });
  });

  it('a refusal throws ProviderError with Przelewy24 code and text, and is not sent again', async () => {
    answers = [{ status: 400, body: { error: 'Incorrect sign', code: 400 } }];
    const refusal = provider().register(registration);
    await expect(refusal).rejects.toBeInstanceOf(ProviderError);
    await expect(refusal).rejects.toMatchObject({ code: 400, message: 'Incorrect sign' });
    expect(recorded).toHaveLength(1);
  });

  it('a register that gets no answer in time is not sent again (the provider may have taken it)', async () => {
    answers = [{ status: 200, body: { data: { token: 'late' }, responseCode: 0 }, delayMs: 1_000 }];
    await expect(provider().register(registration)).rejects.toMatchObject({ code: 'timeout' });
    expect(recorded).toHaveLength(1);
  });

  it('a 5xx of a register is not retried either', async () => {
    answers = [{ status: 503, body: { error: 'Service unavailable', code: 503 } }];
    await expect(provider().register(registration)).rejects.toMatchObject({ code: 503 });
    expect(recorded).toHaveLength(1);
  });
});

describe('verify', () => {
  it('PUTs merchant, POS, session, order, amount and currency with the verify sign', async () => {
    answers = [{ status: 200, body: { data: { status: 'success' }, responseCode: 0 } }];
    await provider().verify({
      sessionId: 'pay_9Yk2',
      providerOrderId: 300_001,
      amount: 12_345,
      currency: 'PLN',
    });
    expect(recorded[0]).toMatchObject({
      method: 'PUT',
      path: '/api/v1/transaction/verify',
      authorization: basic,
      body: {
        merchantId: 111111,
        posId: 222222,
        sessionId: 'pay_9Yk2',
        orderId: 300_001,
        amount: 12_345,
        currency: 'PLN',
        sign: p24Sign(
          'verify',
          { sessionId: 'pay_9Yk2', orderId: 300_001, amount: 12_345, currency: 'PLN' },
          'crc-key',
        ),
      },
    });
  });

  it('is retried after a 5xx (verifying twice changes nothing) and then succeeds', async () => {
    answers = [
      { status: 502, body: { error: 'Bad gateway', code: 502 } },
      { status: 200, body: { data: { status: 'success' }, responseCode: 0 } },
    ];
    await provider().verify({ sessionId: 's', providerOrderId: 1, amount: 1, currency: 'PLN' });
    expect(recorded.map((r) => r.method)).toEqual(['PUT', 'PUT']);
  });

  it('a refused verify (another amount) throws and is not retried', async () => {
    answers = [{ status: 400, body: { error: 'Incompatible transaction amount or currency', code: 400 } }];
    await expect(
      provider().verify({ sessionId: 's', providerOrderId: 1, amount: 1, currency: 'PLN' }),
    ).rejects.toMatchObject({ code: 400, message: 'Incompatible transaction amount or currency' });
    expect(recorded).toHaveLength(1);
  });
});

describe('status by session id', () => {
  const transaction = (status: number) => ({
    status: 200,
    body: {
      data: {
        orderId: 300_001,
        sessionId: 's',
        status,
        amount: 12_345,
        currency: 'PLN',
        paymentMethod: 154,
        statement: 'x',
      },
      responseCode: 0,
    },
  });

  it.each([
    [0, 'pending'],
    [1, 'paid'],
    [2, 'paid'],
    [3, 'paid'],
  ])('status %i → %s', async (status, state) => {
    answers = [transaction(status)];
    expect(await provider().status('s/1')).toEqual({
      state,
      providerOrderId: 300_001,
      amount: 12_345,
      currency: 'PLN',
      methodId: 154,
    });
    expect(recorded[0]).toMatchObject({ method: 'GET', path: '/api/v1/transaction/by/sessionId/s%2F1' });
  });

  it('404 → unknown', async () => {
    answers = [{ status: 404, body: { error: 'Transaction not found', responseCode: 0 } }];
    expect(await provider().status('s')).toEqual({ state: 'unknown' });
  });

  it('a read is retried after no answer in time, up to three attempts', async () => {
    answers = [
      { status: 200, body: {}, delayMs: 1_000 },
      { status: 503, body: { error: 'Service unavailable', code: 503 } },
      transaction(2),
    ];
    expect((await provider().status('s')).state).toBe('paid');
    expect(recorded).toHaveLength(3);
  });

  it('an answer of another shape throws unreadable_answer', async () => {
    answers = [{ status: 200, body: { data: { status: 'paid' } } }];
    await expect(provider().status('s')).rejects.toMatchObject({ code: 'unreadable_answer' });
  });
});

describe('BLIK charge by code', () => {
  it('POSTs the token and code; 201 → accepted', async () => {
    answers = [{ status: 201, body: { data: { orderId: 300_001, message: 'success' }, responseCode: 0 } }];
    expect(await provider().chargeBlikByCode({ token: 'T', blikCode: '777123' })).toEqual({ accepted: true });
    expect(recorded[0]).toMatchObject({
      method: 'POST',
      path: '/api/v1/paymentMethod/blik/chargeByCode',
      body: { token: 'T', blikCode: '777123' },
    });
  });

  it.each([
    ['BLIK code is incorrect', 'wrong_code'],
    ['BLIK code has expired', 'expired'],
    ['BLIK code already used', 'used'],
    ['BLIK payment was declined', 'declined'],
  ])('refused with "%s" → %s', async (error, reason) => {
    answers = [{ status: 400, body: { error, code: 400 } }];
    expect(await provider().chargeBlikByCode({ token: 'T', blikCode: '500500' })).toEqual({
      accepted: false,
      reason,
    });
  });

  it('a wrong API key is a failure, not a declined code', async () => {
    answers = [{ status: 401, body: { error: 'Incorrect authentication', code: 401 } }];
    await expect(provider().chargeBlikByCode({ token: 'T', blikCode: '777123' })).rejects.toMatchObject({
      code: 401,
    });
  });
});

describe('cards', () => {
  it('card charge POSTs the registered token; 200 → accepted, 400 → declined', async () => {
    answers = [
      { status: 200, body: { data: { orderId: 300_002 }, responseCode: 0 } },
      { status: 400, body: { error: 'Card payment was declined', code: 400 } },
    ];
    expect(await provider().chargeCard({ token: 'T', cardReference: 'REF' })).toEqual({ accepted: true });
    expect(await provider().chargeCard({ token: 'T', cardReference: 'REF' })).toEqual({ accepted: false });
    expect(recorded[0]).toMatchObject({ method: 'POST', path: '/api/v1/card/charge', body: { token: 'T' } });
  });

  it('card info → reference, brand, last four digits and expiry from MMYYYY', async () => {
    answers = [
      {
        status: 200,
        body: {
          data: {
            refId: 'A1B2',
            bin: 444433,
            mask: '444433xxxxxx1111',
            cardType: 'VISA',
            cardDate: '072031',
            hash: 'h',
          },
          responseCode: 0,
        },
      },
    ];
    expect(await provider().cardInfo(300_002)).toEqual({
      reference: 'A1B2',
      brand: 'VISA',
      last4: '1111',
      expMonth: 7,
      expYear: 2031,
    });
    expect(recorded[0]).toMatchObject({ method: 'GET', path: '/api/v1/card/info/300002' });
  });
});

describe('refund', () => {
  it('POSTs request id, refunds uuid, urlStatus and the one refund (description cut to 35 characters)', async () => {
    answers = [
      {
        status: 201,
        body: {
          data: [{ orderId: 300_001, sessionId: 's', amount: 500, status: true, message: 'success' }],
          responseCode: 0,
        },
      },
    ];
    await provider().refund({
      requestId: 'req-1',
      refundsUuid: 'uuid-1',
      providerOrderId: 300_001,
      sessionId: 's',
      amount: 500,
      description: 'Zwrot za zamówienie 1001 — anulowane przez klienta',
      urlStatus: 'https://api.sklep.example/api/payments/notifications/przelewy24/refunds',
    });
    expect(recorded[0]).toMatchObject({
      method: 'POST',
      path: '/api/v1/transaction/refund',
      body: {
        requestId: 'req-1',
        refundsUuid: 'uuid-1',
        urlStatus: 'https://api.sklep.example/api/payments/notifications/przelewy24/refunds',
        refunds: [
          {
            orderId: 300_001,
            sessionId: 's',
            amount: 500,
            description: 'Zwrot za zamówienie 1001 — anulowan',
          },
        ],
      },
    });
  });

  it('a refused refund (409 with the refused items) throws their messages', async () => {
    answers = [
      {
        status: 409,
        body: {
          error: [{ orderId: 1, status: false, message: 'Transaction in wrong status - cannot refund' }],
          code: 409,
        },
      },
    ];
    await expect(
      provider().refund({
        requestId: 'r',
        refundsUuid: 'u',
        providerOrderId: 1,
        sessionId: 's',
        amount: 1,
        description: 'x',
        urlStatus: 'https://x.example',
      }),
    ).rejects.toMatchObject({ code: 409, message: 'Transaction in wrong status - cannot refund' });
    expect(recorded).toHaveLength(1);
  });
});
