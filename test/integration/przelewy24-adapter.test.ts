import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentProvider, RegisterPayment } from '#functions/lib/payment-provider/port';
import { przelewy24Provider } from '#functions/lib/payment-provider/przelewy24/przelewy24-provider';
import { blikCodes, demoAccount, testCards } from '#infra/local/simulators/przelewy24/test-data';
import {
  startTestMerchant,
  type TestMerchant,
  until,
} from '#infra/local/simulators/przelewy24/test-merchant';

// The Przelewy24 adapter against the running Przelewy24-compatible sandbox,
// the same code path the shop runs locally: register, pay (through `/_sandbox/pay`, as the hosted page
// would), receive the signed notification at urlStatus, verify, ask the status, refund; BLIK by code
// with the sandbox's good and bad codes; and a remembered card charged again by its reference.

let merchant: TestMerchant;
let provider: PaymentProvider;

beforeAll(async () => {
  merchant = await startTestMerchant(50);
  provider = przelewy24Provider({ ...demoAccount, endpoint: merchant.sandbox.url });
});
afterAll(() => merchant?.stop());

const payment = (overrides: Partial<RegisterPayment> = {}): RegisterPayment => ({
  sessionId: randomUUID(),
  amount: 12_345,
  currency: 'PLN',
  description: 'Zamówienie 1001',
  email: 'jan@example.pl',
  language: 'pl',
  country: 'PL',
  urlReturn: 'http://127.0.0.1:9/zamowienie/1001',
  urlStatus: `${merchant.receiverUrl}/notifications`,
  timeLimitMinutes: 15,
  ...overrides,
});

const pay = (token: string, body: object) => merchant.sandboxCall('POST', `/pay/${token}`, body);

/** The first notification for the session at `path`, once it has arrived. */
const notification = async (sessionId: string, path = '/notifications') => {
  await until(() => merchant.notificationsOf(sessionId, path).length > 0, 5_000);
  return merchant.notificationsOf(sessionId, path)[0];
};

const settle = async (sessionId: string) => {
  const parsed = provider.parseNotification(await notification(sessionId));
  if (!parsed.ok) throw new Error(`notification refused: ${parsed.reason}`);
  await provider.verify(parsed.notification);
  return parsed.notification;
};

describe('Przelewy24 adapter against the sandbox', () => {
  it('register → hosted page; paid → signed notification; verify; status; refund with its notification', async () => {
    const registered = payment();
    const { token, redirectUrl } = await provider.register(registered);
    expect(redirectUrl).toBe(`${merchant.sandbox.url}/trnRequest/${token}`);
    expect((await fetch(redirectUrl)).status).toBe(200);
    expect(await provider.status(registered.sessionId)).toMatchObject({ state: 'pending' });

    expect((await pay(token, { method: 'transfer' })).status).toBe(200);
    const paid = await settle(registered.sessionId);
    expect(paid).toMatchObject({
      sessionId: registered.sessionId,
      amount: 12_345,
      originAmount: 12_345,
      currency: 'PLN',
    });

    expect(await provider.status(registered.sessionId)).toEqual({
      state: 'paid',
      providerOrderId: paid.providerOrderId,
      amount: 12_345,
      currency: 'PLN',
      methodId: paid.methodId,
    });

    const requestId = randomUUID();
    await provider.refund({
      requestId,
      refundsUuid: randomUUID().slice(0, 35),
      providerOrderId: paid.providerOrderId,
      sessionId: registered.sessionId,
      amount: 2_000,
      description: 'Zwrot 1001',
      urlStatus: `${merchant.receiverUrl}/refunds`,
    });
    const refunded = provider.parseRefundNotification(await notification(registered.sessionId, '/refunds'));
    expect(refunded).toMatchObject({
      ok: true,
      notification: {
        requestId,
        providerOrderId: paid.providerOrderId,
        amount: 2_000,
        currency: 'PLN',
        status: 0,
      },
    });
  });

  it('an unknown session is unknown; a verify of another amount is refused with the provider code', async () => {
    expect(await provider.status(randomUUID())).toEqual({ state: 'unknown' });
    const registered = payment({ amount: 5_000 });
    const { token } = await provider.register(registered);
    await pay(token, { method: 'transfer' });
    const parsed = provider.parseNotification(await notification(registered.sessionId));
    if (!parsed.ok) throw new Error(parsed.reason);
    await expect(
      provider.verify({ ...parsed.notification, sessionId: registered.sessionId, amount: 4_999 }),
    ).rejects.toMatchObject({ name: 'ProviderError', code: 400 });
  });

  it('BLIK by code: the good code is accepted and the payment is notified; the wrong and expired codes are refused', async () => {
    const client = { ip: '203.0.113.7', userAgent: 'Mozilla/5.0' };
    const good = payment({ method: 'blik', client });
    const { token } = await provider.register(good);
    expect(await provider.chargeBlikByCode({ token, blikCode: blikCodes.success })).toEqual({
      accepted: true,
    });
    expect((await settle(good.sessionId)).amount).toBe(12_345);

    for (const [code, reason] of [
      [blikCodes.wrongCode, 'wrong_code'],
      [blikCodes.expired, 'expired'],
    ] as const) {
      const bad = await provider.register(payment({ method: 'blik', client }));
      expect(await provider.chargeBlikByCode({ token: bad.token, blikCode: code })).toEqual({
        accepted: false,
        reason,
      });
    }
  });

  it('a card remembered on the hosted page is charged again by its reference (recurring, off-session)', async () => {
    const first = payment({ method: 'card' });
    const { token } = await provider.register(first);
    const card = { number: testCards.success, expiry: '12/39', cvc: '123', remember: true };
    expect((await pay(token, { method: 'card', card })).status).toBe(200);
    const paid = await settle(first.sessionId);

    const info = await provider.cardInfo(paid.providerOrderId);
    expect(info).toMatchObject({ last4: '1111', expMonth: 12, expYear: 2039 });

    const renewal = payment({ method: 'card', methodRefId: info.reference, amount: 4_900 });
    const charged = await provider.register(renewal);
    expect(await provider.chargeCard({ token: charged.token, cardReference: info.reference })).toEqual({
      accepted: true,
    });
    expect((await settle(renewal.sessionId)).amount).toBe(4_900);

    const unknown = await provider.register(payment({ method: 'card', methodRefId: 'NO-SUCH-CARD' }));
    expect(await provider.chargeCard({ token: unknown.token, cardReference: 'NO-SUCH-CARD' })).toEqual({
      accepted: false,
    });
  });

  it('a wrong API key is refused with the provider code, never read as a declined payment', async () => {
    const wrong = przelewy24Provider({ ...demoAccount, apiKey: 'wrong', endpoint: merchant.sandbox.url });
    await expect(wrong.register(payment())).rejects.toMatchObject({ code: 401 });
  });
});
