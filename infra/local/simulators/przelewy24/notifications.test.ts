import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { p24Sign } from '#functions/lib/payment-provider/przelewy24/sign';
import { noSwitches } from './notifier';
import { demoAccount, methodIds } from './test-data';
import { startTestMerchant, until } from './test-merchant';

// Notifications as Przelewy24 sends them: signed, retried on the (scaled) documented schedule until
// the shop verifies, and bent by the switches the shop's tests use: duplicate, drop, reorder, delay.

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

// One documented minute lasts 10 ms for `fast` (retries at 30, 50, 150, 300 ms… after the first) and a
// second for `slow` (the first retry 3 s after the first attempt, so a switch's effect stands alone).
const fast = await startTestMerchant(10);
const slow = await startTestMerchant(1_000);
afterAll(() => Promise.all([fast.stop(), slow.stop()]));

describe('payment notification', () => {
  it('posts the documented fields to urlStatus, signed with the CRC key', async () => {
    const { sessionId, token, body } = await fast.register();
    await fast.sandboxCall('POST', `/pay/${token}`, { method: 'googlePay' });
    await until(() => fast.notificationsOf(sessionId).length > 0);
    const notification = fast.notificationsOf(sessionId)[0] as Record<string, string | number>;
    expect(notification).toEqual({
      merchantId: demoAccount.merchantId,
      posId: demoAccount.posId,
      sessionId,
      amount: body.amount,
      originAmount: body.amount,
      currency: 'PLN',
      orderId: expect.any(Number),
      methodId: methodIds.googlePay,
      statement: expect.stringMatching(/^p24-/),
      sign: p24Sign('notification', notification as never, demoAccount.crc),
    });
  });

  it('sends it again until the shop verifies, then no more', async () => {
    const { sessionId, token } = await fast.register();
    await fast.sandboxCall('POST', `/pay/${token}`, { method: 'transfer', bankId: 31 });
    await until(() => fast.notificationsOf(sessionId).length >= 3);
    const [first, ...retries] = fast.notificationsOf(sessionId);
    for (const retry of retries) expect(retry).toEqual(first);
    await fast.verify(first ?? {});
    const afterVerify = fast.notificationsOf(sessionId).length;
    // The next retries of the schedule (at 150 and 300 ms) pass without a notification.
    await pause(400);
    expect(fast.notificationsOf(sessionId).length).toBeLessThanOrEqual(afterVerify + 1);
    const settled = fast.notificationsOf(sessionId).length;
    await pause(400);
    expect(fast.notificationsOf(sessionId)).toHaveLength(settled);
  });
});

describe('switches', () => {
  afterEach(() => slow.sandboxCall('POST', '/switches', noSwitches));

  const pay = async () => {
    const { sessionId, token } = await slow.register();
    await slow.sandboxCall('POST', `/pay/${token}`, { method: 'payPal' });
    return sessionId;
  };

  it('duplicate sends every notification twice', async () => {
    await slow.sandboxCall('POST', '/switches', { duplicate: true });
    const sessionId = await pay();
    await until(() => slow.notificationsOf(sessionId).length >= 2);
    const [one, two] = slow.notificationsOf(sessionId);
    expect(two).toEqual(one);
  });

  it('drop loses the notification, while the transaction is paid at the provider', async () => {
    await slow.sandboxCall('POST', '/switches', { drop: true });
    const sessionId = await pay();
    const shown = (await (await slow.sandboxCall('GET', `/transactions/${sessionId}`)).json()) as {
      state: string;
    };
    expect(shown.state).toBe('paid');
    await pause(300);
    expect(slow.notificationsOf(sessionId)).toHaveLength(0);
  });

  it('reorder lets a later notification overtake an earlier one', async () => {
    await slow.sandboxCall('POST', '/switches', { reorder: true });
    const earlier = await pay();
    const later = await pay();
    await until(() => slow.notificationsOf(earlier).length > 0 && slow.notificationsOf(later).length > 0);
    const order = slow.received
      .map((entry) => entry.body.sessionId)
      .filter((id) => id === earlier || id === later);
    expect(order).toEqual([later, earlier]);
  });

  it('delayMs holds every notification back', async () => {
    await slow.sandboxCall('POST', '/switches', { delayMs: 2_000 });
    const sessionId = await pay();
    await pause(300);
    expect(slow.notificationsOf(sessionId)).toHaveLength(0);
  });

  it('refuses a switch value out of range', async () => {
    expect((await slow.sandboxCall('POST', '/switches', { duplicate: 2 })).status).toBe(400);
  });
});
