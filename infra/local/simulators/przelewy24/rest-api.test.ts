import { afterAll, describe, expect, it, vi } from 'vitest';
import { p24Sign } from '#functions/lib/payment-provider/przelewy24/sign';
import { blikCodes, demoAccount, methodIds, testCards } from './test-data';
import { startTestMerchant, until } from './test-merchant';

// Przelewy24's REST API v1 as the sandbox speaks it: authentication, signs, register, verify (the
// money counts only after it), status by session id, BLIK by code, refunds with their notification,
// card info and a charge by the remembered card's reference.

const merchant = await startTestMerchant(20);
afterAll(() => merchant.stop());

const paidByCard = async (remember = false) => {
  const { sessionId, token } = await merchant.register();
  await merchant.sandboxCall('POST', `/pay/${token}`, {
    method: 'card',
    card: { number: testCards.success, expiry: '12/39', cvc: '123', remember },
  });
  await until(() => merchant.notificationsOf(sessionId).length > 0);
  const notification = merchant.notificationsOf(sessionId)[0] ?? {};
  return { sessionId, token, notification };
};

describe('authentication and signs', () => {
  it('answers testAccess for the demo posId:apiKey and 401 in P24 shape for another key', async () => {
    expect(await (await merchant.call('GET', '/testAccess')).json()).toEqual({ data: true, error: '' });
    const refused = await merchant.call('GET', '/testAccess', undefined, 'wrong-key');
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: 'Incorrect authentication', code: 401 });
  });

  it('registers with a good sign and answers { data: { token }, responseCode: 0 }', async () => {
    const response = await merchant.call('POST', '/transaction/register', merchant.registration());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { token: expect.any(String) }, responseCode: 0 });
  });

  it('refuses a bad sign, another amount under the sign, or a currency P24 does not take, with 400 { error, code }', async () => {
    const badSign = await merchant.call(
      'POST',
      '/transaction/register',
      merchant.registration({ sign: 'x'.repeat(96) }),
    );
    expect(badSign.status).toBe(400);
    expect(await badSign.json()).toEqual({ error: 'Incorrect sign', code: 400 });
    const tampered = { ...merchant.registration(), amount: 1 };
    expect((await merchant.call('POST', '/transaction/register', tampered)).status).toBe(400);
    const usd = await merchant.call(
      'POST',
      '/transaction/register',
      merchant.registration({ currency: 'USD' }),
    );
    expect(await usd.json()).toEqual({ error: 'Invalid input data', code: 400 });
  });

  it('refuses a request without the country or the language the published request requires', async () => {
    for (const missing of ['country', 'language']) {
      const body: Record<string, unknown> = { ...merchant.registration() };
      delete body[missing];
      const refused = await merchant.call('POST', '/transaction/register', body);
      expect(refused.status, missing).toBe(400);
      expect(await refused.json()).toEqual({ error: 'Invalid input data', code: 400 });
    }
  });

  it('refuses a session id registered before', async () => {
    const body = merchant.registration();
    await merchant.call('POST', '/transaction/register', body);
    expect((await merchant.call('POST', '/transaction/register', body)).status).toBe(400);
  });
});

describe('verify and status', () => {
  it('counts the money only after verify: status 0 registered, 1 paid, 2 verified', async () => {
    const { sessionId, token } = await merchant.register();
    const status = async () =>
      (
        (await (await merchant.call('GET', `/transaction/by/sessionId/${sessionId}`)).json()) as {
          data: { status: number };
        }
      ).data.status;
    expect(await status()).toBe(0);
    await merchant.sandboxCall('POST', `/pay/${token}`, { method: 'transfer' });
    expect(await status()).toBe(1);
    await until(() => merchant.notificationsOf(sessionId).length > 0);
    const verified = await merchant.verify(merchant.notificationsOf(sessionId)[0] ?? {});
    expect(await verified.json()).toEqual({ data: { status: 'success' }, responseCode: 0 });
    expect(await status()).toBe(2);
  });

  it('refuses a verify of another amount, currency or orderId, and of an unpaid transaction', async () => {
    const { notification } = await paidByCard();
    for (const wrong of [{ amount: 1 }, { currency: 'EUR' }, { orderId: 1 }]) {
      const answer = await merchant.verify({ ...notification, ...wrong });
      expect(answer.status).toBe(400);
    }
    const unpaid = await merchant.register();
    const answer = await merchant.verify({ ...notification, sessionId: unpaid.sessionId });
    expect(answer.status).toBe(400);
  });

  it('answers 404 for a session id it does not know', async () => {
    expect((await merchant.call('GET', '/transaction/by/sessionId/unknown')).status).toBe(404);
  });
});

describe('BLIK by code', () => {
  it('takes the success code (201) and notifies the payment a moment later, with method BLIK', async () => {
    const { sessionId, token } = await merchant.register();
    const answer = await merchant.call('POST', '/paymentMethod/blik/chargeByCode', {
      token,
      blikCode: blikCodes.success,
    });
    expect(answer.status).toBe(201);
    expect(await answer.json()).toEqual({
      data: { orderId: expect.any(Number), message: 'success' },
      responseCode: 0,
    });
    await until(() => merchant.notificationsOf(sessionId).length > 0);
    expect(merchant.notificationsOf(sessionId)[0]?.methodId).toBe(methodIds.blik);
  });

  it('refuses the wrong and the expired test codes, each with its own error, and a code not of 6 digits', async () => {
    const { token } = await merchant.register();
    const charge = async (blikCode: string) =>
      (await merchant.call('POST', '/paymentMethod/blik/chargeByCode', { token, blikCode })).json();
    expect(await charge(blikCodes.wrongCode)).toEqual({ error: 'BLIK code is incorrect', code: 400 });
    expect(await charge(blikCodes.expired)).toEqual({ error: 'BLIK code has expired', code: 400 });
    expect(await charge('12345')).toEqual({ error: 'Invalid input data', code: 400 });
  });

  it('refuses BLIK for a currency other than PLN', async () => {
    const { token } = await merchant.register({ currency: 'EUR' });
    const answer = await merchant.call('POST', '/paymentMethod/blik/chargeByCode', {
      token,
      blikCode: blikCodes.success,
    });
    expect(await answer.json()).toEqual({
      error: 'Payment method is not available for this transaction',
      code: 400,
    });
  });

  it('refuses a payment once the time limit has passed', async () => {
    const { token } = await merchant.register({ timeLimit: 1 });
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 61_000);
    const answer = await merchant.call('POST', '/paymentMethod/blik/chargeByCode', {
      token,
      blikCode: blikCodes.success,
    });
    vi.restoreAllMocks();
    expect(await answer.json()).toEqual({ error: 'Allowed time for transaction has expired', code: 400 });
  });
});

describe('refunds', () => {
  it('refunds a verified payment (201) and notifies the refund, signed, to its urlStatus', async () => {
    const { sessionId, notification } = await paidByCard();
    await merchant.verify(notification);
    const refund = {
      requestId: 'req-1',
      refundsUuid: 'uuid-1',
      urlStatus: `${merchant.receiverUrl}/refunds`,
      refunds: [{ orderId: notification.orderId, sessionId, amount: 2_345, description: 'Zwrot' }],
    };
    const answer = await merchant.call('POST', '/transaction/refund', refund);
    expect(answer.status).toBe(201);
    expect(((await answer.json()) as { data: { status: boolean }[] }).data[0]?.status).toBe(true);
    await until(() => merchant.notificationsOf(sessionId, '/refunds').length > 0);
    const received = merchant.notificationsOf(sessionId, '/refunds')[0] as Record<string, string | number>;
    expect(received).toMatchObject({ requestId: 'req-1', refundsUuid: 'uuid-1', amount: 2_345, status: 0 });
    expect(received.sign).toBe(p24Sign('refundNotification', received as never, demoAccount.crc));
    // The same request again, and more than is left, are refused.
    expect(await (await merchant.call('POST', '/transaction/refund', refund)).json()).toEqual({
      error: 'Request already exists',
      code: 400,
    });
    const tooMuch = await merchant.call('POST', '/transaction/refund', {
      ...refund,
      requestId: 'req-2',
      refunds: [{ ...refund.refunds[0], amount: 10_001 }],
    });
    expect(tooMuch.status).toBe(409);
  });

  it('refuses to refund a payment that was not verified (409)', async () => {
    const { sessionId, notification } = await paidByCard();
    const answer = await merchant.call('POST', '/transaction/refund', {
      requestId: 'req-unverified',
      refundsUuid: 'uuid-unverified',
      refunds: [{ orderId: notification.orderId, sessionId, amount: 100 }],
    });
    expect(answer.status).toBe(409);
  });
});

describe('cards', () => {
  it('gives a remembered card reference in card info, and charges it on a new transaction', async () => {
    const { notification } = await paidByCard(true);
    const info = (await (await merchant.call('GET', `/card/info/${notification.orderId}`)).json()) as {
      data: { refId: string; mask: string; cardType: string; cardDate: string };
    };
    expect(info.data).toMatchObject({ mask: '444433xxxxxx1111', cardType: 'VISA', cardDate: '122039' });
    const renewal = await merchant.register({ methodRefId: info.data.refId, method: methodIds.card });
    const charged = await merchant.call('POST', '/card/charge', { token: renewal.token });
    expect(charged.status).toBe(200);
    await until(() => merchant.notificationsOf(renewal.sessionId).length > 0);
  });

  it('gives the same card remembered again the reference it already has', async () => {
    const refOf = async (remember: boolean) => {
      const { notification } = await paidByCard(remember);
      const answer = await merchant.call('GET', `/card/info/${notification.orderId}`);
      return ((await answer.json()) as { data: { refId: string } }).data.refId;
    };
    expect(await refOf(true)).toBe(await refOf(true));
  });

  it('answers 404 in card info for a payment whose card was not remembered, and refuses an unknown reference', async () => {
    const { notification } = await paidByCard(false);
    expect((await merchant.call('GET', `/card/info/${notification.orderId}`)).status).toBe(404);
    const { token } = await merchant.register({ methodRefId: 'UNKNOWN' });
    expect(await (await merchant.call('POST', '/card/charge', { token })).json()).toEqual({
      error: 'Card reference not found',
      code: 400,
    });
  });
});
