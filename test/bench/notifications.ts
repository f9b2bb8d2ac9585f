import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { documents, tableName } from '#functions/lib/dynamo';
import { przelewy24Provider } from '#functions/lib/payment-provider/przelewy24/przelewy24-provider';
import { p24Sign } from '#functions/lib/payment-provider/przelewy24/sign';
import { orderItems } from '#functions/lib/table/orders';
import { getPayment, newPaymentId, type Payment, paymentItems } from '#functions/lib/table/payments';
import { commitGuarded } from '#functions/lib/table/transaction';
import { sampleOrder } from '#functions/use-cases/testing/fake-order-ports';
import { demoAccount } from '#infra/local/simulators/przelewy24/test-data';
import { inPool } from '#shared/in-pool';
import { useShopTable } from './guest-shopper';
import { countBy, median, percentile } from './stats';

// The payment notification targets on the running shop: notification handling p99 ≤ 50 ms at 50
// concurrent notifications (the route's answer: a notice checked and put on the bus, settled by its
// consumer after; a first wave of 50 meets the payments function cold and is reported on its own, then
// rounds are timed and their median p99 reported), and 1,000 notifications with 30 % duplicated and
// 20 % reordered → every payment settled exactly once. Each payment is a real one: an unpaid order and
// its registered payment in the shop's table, registered and paid at the shop's Przelewy24 sandbox (its
// own notifications dropped), so the shop's verify call succeeds; the bench then sends the signed
// notifications itself.

export const notificationConcurrency = 50;
const latencyRounds = 3;
const paymentsPerRound = 150;
const settlementPayments = 1_000;
const duplicatedShare = 0.3;
const reorderedShare = 0.2;

interface Notified {
  payment: Payment;
  body: Record<string, unknown>;
}

/** `count` paid payments of unpaid orders, each with the notification Przelewy24 would send. */
const paidPayments = async (sandboxUrl: string, count: number): Promise<Notified[]> => {
  const provider = przelewy24Provider({ ...demoAccount, endpoint: sandboxUrl });
  return inPool(Array.from({ length: count }), 20, async () => {
    const order = sampleOrder({ id: ulid(), paymentMethod: 5 });
    const now = new Date();
    const payment: Payment = {
      paymentId: newPaymentId(),
      orderId: order.id,
      owner: order.owner,
      method: 'online',
      amount: order.totals.total.gross,
      currency: order.currency,
      state: 'registered',
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + 15 * 60_000).toISOString(),
    };
    await commitGuarded([...orderItems.placed(order), paymentItems.put(payment)].map((item) => ({ item })));
    const { token } = await provider.register({
      sessionId: payment.paymentId,
      amount: payment.amount,
      currency: payment.currency,
      description: `Bench ${order.id}`,
      email: order.email,
      language: 'pl',
      country: 'PL',
      urlReturn: 'http://127.0.0.1:9/return',
      urlStatus: 'http://127.0.0.1:9/status',
      method: 'online',
      timeLimitMinutes: 15,
    });
    const paid = await fetch(`${sandboxUrl}/_sandbox/pay/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'transfer' }),
    });
    const { state, providerOrderId } = await provider.status(payment.paymentId);
    if (!paid.ok || state !== 'paid' || providerOrderId === undefined)
      throw new Error(
        `the sandbox did not take the bench payment ${payment.paymentId}: ${paid.status} ${state}`,
      );
    const values = {
      merchantId: demoAccount.merchantId,
      posId: demoAccount.posId,
      sessionId: payment.paymentId,
      amount: payment.amount,
      originAmount: payment.amount,
      currency: payment.currency,
      orderId: providerOrderId,
      methodId: 2,
      statement: `p24-${payment.paymentId}`,
    };
    return { payment, body: { ...values, sign: p24Sign('notification', values, demoAccount.crc) } };
  });
};

/** The notifications with 30 % of them sent twice, and 20 % moved to a later place in the stream. */
const duplicatedAndReordered = (notified: Notified[]) => {
  const stream = [...notified, ...notified.filter((_, i) => i % 10 < duplicatedShare * 10)];
  for (let i = 0; i < stream.length; i++) {
    if (i % 10 >= reorderedShare * 10) continue;
    const later = i + Math.floor(Math.random() * (stream.length - i));
    [stream[i], stream[later]] = [stream[later] as Notified, stream[i] as Notified];
  }
  return stream;
};

/** How many `payment.settled` events the outbox holds per payment (the bench may scan; routes never do). */
const settledEventCounts = async () => {
  const counts = new Map<string, number>();
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documents().send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression: 'detailType = :type',
        ExpressionAttributeValues: { ':type': 'payment.settled' },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      const { paymentId } = JSON.parse(String(item.detail)).data as { paymentId: string };
      counts.set(paymentId, (counts.get(paymentId) ?? 0) + 1);
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return counts;
};

/** The payments' states once every one is paid, or as they are when `ms` have passed. */
const settledWithin = async (notified: Notified[], ms: number) => {
  const deadline = Date.now() + ms;
  for (;;) {
    const states = await inPool(
      notified,
      20,
      async ({ payment }) => (await getPayment(payment.paymentId))?.state,
    );
    if (states.every((state) => state === 'paid') || Date.now() > deadline) return states;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
};

export const benchNotifications = async (port: number) => {
  useShopTable(port);
  const sandboxUrl = `http://127.0.0.1:${port + 5}`;
  const url = `http://127.0.0.1:${port}/api/payments/notifications/przelewy24`;
  const switches = (body: object) =>
    fetch(`${sandboxUrl}/_sandbox/switches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await switches({ drop: true });
  const send = async ({ body }: Notified) => {
    const started = performance.now();
    const answer = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    await answer.body?.cancel();
    return { ms: performance.now() - started, status: String(answer.status) };
  };

  const timedWave = async (count: number) => {
    const timed = await inPool(await paidPayments(sandboxUrl, count), notificationConcurrency, send);
    const times = timed.map(({ ms }) => ms).sort((a, b) => a - b);
    return {
      p50: percentile(times, 0.5),
      p99: percentile(times, 0.99),
      statuses: timed.map(({ status }) => status),
    };
  };
  const coldWave = await timedWave(notificationConcurrency);
  const rounds: Awaited<ReturnType<typeof timedWave>>[] = [];
  for (let n = 0; n < latencyRounds; n++) rounds.push(await timedWave(paymentsPerRound));

  const settlement = await paidPayments(sandboxUrl, settlementPayments);
  const stream = duplicatedAndReordered(settlement);
  const started = performance.now();
  const answers = await inPool(stream, notificationConcurrency, send);
  await switches({ drop: false });
  // The route answers once a notice is on the bus; its consumer settles it a moment later.
  const states = await settledWithin(settlement, 120_000);
  const settlementSeconds = (performance.now() - started) / 1000;
  const events = await settledEventCounts();
  const settledOnce = settlement.filter(({ payment }) => events.get(payment.paymentId) === 1).length;
  return {
    coldWave,
    rounds,
    medianP99: median(rounds.map(({ p99 }) => p99).sort((a, b) => a - b)),
    latencyAnswers: countBy([coldWave, ...rounds].flatMap(({ statuses }) => statuses)),
    sent: stream.length,
    answers: countBy(answers.map(({ status }) => status)),
    paid: states.filter((state) => state === 'paid').length,
    settledOnce,
    /** Distinct payments settled per second, from the first notification sent to the last payment read paid. */
    settledPerSecond: settlementPayments / settlementSeconds,
  };
};

export const noteNotifications = (
  note: (line?: string) => void,
  result: Awaited<ReturnType<typeof benchNotifications>>,
) => {
  note('## Payment notifications');
  note();
  const ms = (value: number) => value.toFixed(0);
  note(
    `Notifications of distinct paid payments, ${notificationConcurrency} at a time. The first wave of ` +
      `${notificationConcurrency} (the payments function cold): p50 ${ms(result.coldWave.p50)} ms, p99 ` +
      `${ms(result.coldWave.p99)} ms. Then ${latencyRounds} rounds of ${paymentsPerRound}: p50 / p99 ` +
      result.rounds.map(({ p50, p99 }) => `${ms(p50)} / ${ms(p99)} ms`).join(', ') +
      `; median p99 **${ms(result.medianP99)} ms** (target ≤ 50 ms). Answers ` +
      result.latencyAnswers.map(([status, n]) => `${status} × ${n}`).join(', '),
  );
  note(
    `${settlementPayments} payments, ${result.sent} notifications (30 % duplicated, 20 % reordered), ` +
      `${notificationConcurrency} at a time: ${result.paid} paid, ${result.settledOnce} with exactly one ` +
      `payment.settled (target: all ${settlementPayments}), ${result.settledPerSecond.toFixed(1)} payments ` +
      'settled per second (from the first notification to the last payment read paid, read each second); answers ' +
      result.answers.map(([status, n]) => `${status} × ${n}`).join(', '),
  );
  note();
};
