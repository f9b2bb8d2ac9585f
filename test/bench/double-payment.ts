import { pendingOutboxItems } from '#functions/lib/table/outbox';
import { getPayment, type Payment } from '#functions/lib/table/payments';
import { noSwitches } from '#infra/local/simulators/przelewy24/notifier';
import { testCards } from '#infra/local/simulators/przelewy24/test-data';
import { inPool } from '#shared/in-pool';
import { paymentMethodIds } from '#shared/orders/payment-methods';
import { sampleGuestOrderInput } from '#shared/orders/sample-order-input';
import { postFrom } from '../support/from-many-ips';
import { useShopTable } from './guest-shopper';
import { shopIdle } from './shop-idle';
import { countBy } from './stats';

// Orders paid twice on the running shop: 200 guests each place an order of a licence (no counted
// stock, delivered electronically) to be paid online, then start two payments of it with different
// methods, as a buyer who opens the provider's page, comes back and picks another method does: a
// transfer (`online`), then a card, which expires the first registration at the shop while the
// sandbox still holds it open. Both registrations of every order are then paid at the Przelewy24
// sandbox, all 400 payments in one seeded random order, 20 at a time (so a pair is sometimes paid at
// the same moment). Once every payment has settled (polled, with a deadline), the figures: orders
// paid once, surpluses booked, each surplus refunded once at the sandbox and at the shop, and 5xx
// answers. Measures, never asserts.

export const doublePaymentOrders = 200;
const concurrency = 20;
/** Office Home 2024 (ESD): a licence, so no stock item limits the orders. */
const productId = 'office-home-2024-esd';
const settleDeadlineMs = 180_000;
/** How long the bench waits for any one answer of the shop or the sandbox. */
const answerLimitMs = 60_000;
/** How long the bench waits, before starting, for the work of the sections before to drain. */
const idleBeforeMs = 5 * 60_000;
/** How long it waits, once all settled, for late work (a redelivered surplus event) before the last reading. */
const idleAfterMs = 60_000;
/** The first start (replaced by the second) and the second (in flight at the shop). */
const methods = ['online', 'card'] as const;
type StartMethod = (typeof methods)[number];
/** How the sandbox is paid for each method's registration (`POST /_sandbox/pay/{token}`). */
const sandboxPayment: Record<StartMethod, object> = {
  online: { method: 'transfer' },
  card: { method: 'card', card: { number: testCards.success, expiry: '12/30', cvc: '123' } },
};

/** Mulberry32: a small seeded generator, so a run's order of payments can be told and repeated. */
const seededRandom = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

const shuffled = <T>(items: readonly T[], random: () => number): T[] => {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
};

interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

interface Started {
  method: StartMethod;
  paymentId: string;
  token: string;
}

interface PlacedPair {
  orderId: string;
  linkToken: string;
  /** `online` (replaced), then `card` (in flight). */
  starts: Started[];
  /** The replaced registration's state at the shop right after the second start. */
  replacedState?: string;
}

/** The sandbox's view of a transaction (`GET /_sandbox/transactions/{sessionId}`). */
interface SandboxTransaction {
  state: string;
  amount: number;
  refunded: number;
  refundRequests: string[];
}

const paymentOf = (paymentId: string) => getPayment(paymentId);

export const benchDoublePayment = async (port: number) => {
  useShopTable(port);
  const api = `http://127.0.0.1:${port}/api`;
  const sandboxUrl = `http://127.0.0.1:${port + 5}`;
  const run = Date.now().toString(36);
  const seed = Math.floor(Math.random() * 2 ** 32);
  const json = { 'content-type': 'application/json' };
  /** Every answer of the shop and the sandbox by step: its status and error code. */
  const answers: { step: string; status: number; code?: string }[] = [];
  const oddities: string[] = [];
  const odd = (line: string) => {
    if (oddities.length < 12) oddities.push(line);
  };

  const call = async (step: string, send: () => Promise<Response>): Promise<Answer> => {
    let response: Response;
    let limit: NodeJS.Timeout | undefined;
    try {
      // An answer that never comes is counted as one (status 0), not waited for forever.
      response = await Promise.race([
        send(),
        new Promise<never>((_, reject) => {
          limit = setTimeout(
            () => reject(new Error(`no answer in ${answerLimitMs / 1000} s`)),
            answerLimitMs,
          );
        }),
      ]);
    } catch (error) {
      answers.push({ step, status: 0, code: `network error ${(error as Error).message}` });
      return { status: 0, body: {}, headers: new Headers() };
    } finally {
      clearTimeout(limit);
    }
    const text = await response.text();
    let body: Record<string, unknown> = {};
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      body = { text };
    }
    // Our error shape's code, the sandbox's `error`, or the message of an answer of neither shape (the
    // gateway's own 500 when a function timed out).
    const code = String(
      [body.code, body.error, body.message, body.text].find((v) => typeof v === 'string') ?? '',
    ).slice(0, 80);
    answers.push({ step, status: response.status, ...(response.ok ? {} : { code: code || 'no code' }) });
    return { status: response.status, body, headers: response.headers };
  };

  await fetch(`${sandboxUrl}/_sandbox/switches`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(noSwitches),
  });
  console.log('double payments: waiting for the shop to drain');
  const idleBefore = await shopIdle(port, idleBeforeMs);
  console.log(`double payments: placing ${doublePaymentOrders} orders and starting their payments`);

  // Each guest's order and its two payment starts, from a loopback address of its own: a start is an
  // attempt, throttled per IP by the gateway (1 a second, a burst of 5).
  const placingStarted = performance.now();
  const placed = await inPool(
    Array.from({ length: doublePaymentOrders }),
    concurrency,
    async (_, i): Promise<PlacedPair | undefined> => {
      const added = await call('basket', () =>
        fetch(`${api}/orders/basket/items`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ productId, quantity: 1 }),
        }),
      );
      const cookie = added.headers
        .getSetCookie()
        .find((c) => c.startsWith('basket='))
        ?.match(/^basket=([^;]*)/)?.[1];
      if (added.status !== 200 || !cookie) return undefined;
      const order = await call('placement', () =>
        fetch(`${api}/orders/orders`, {
          method: 'POST',
          headers: { ...json, cookie: `basket=${cookie}`, 'idempotency-key': `bench-double-${run}-${i}` },
          body: JSON.stringify({
            ...sampleGuestOrderInput,
            contact: { ...sampleGuestOrderInput.contact, email: `bench-double-${run}-${i}@example.pl` },
            basketVersion: String(added.body.version ?? ''),
            shippingMethod: 'electronic',
            parcelLockerId: undefined,
            paymentMethodId: paymentMethodIds.online,
          }),
        }),
      );
      if (order.status !== 201) return undefined;
      const orderId = String(order.body.id);
      const linkToken = String(order.body.linkToken);
      const address = `127.0.0.${2 + (i % 250)}`;
      const starts: Started[] = [];
      let replacedState: string | undefined;
      for (const method of methods) {
        const started = await call(`start ${method}`, () =>
          postFrom(
            address,
            `${api}/payments/orders/${orderId}/payments?token=${encodeURIComponent(linkToken)}`,
            { method },
            { 'idempotency-key': `bench-double-${run}-${i}-${method}` },
          ),
        );
        const token = String(started.body.redirectUrl ?? '').split('/trnRequest/')[1];
        if (started.status !== 201 || !token) {
          odd(`order ${orderId}: start ${method} answered ${started.status} ${JSON.stringify(started.body)}`);
          continue;
        }
        starts.push({ method, paymentId: String(started.body.paymentId), token });
        if (method === 'card' && starts[0]?.method === 'online')
          replacedState = (await paymentOf(starts[0].paymentId))?.state;
      }
      return { orderId, linkToken, starts, ...(replacedState ? { replacedState } : {}) };
    },
  );
  const pairs = placed.filter((pair): pair is PlacedPair => pair !== undefined);
  const placingSeconds = (performance.now() - placingStarted) / 1000;

  // Every registration paid at the sandbox, all of them in one shuffled order, 20 at a time.
  const payments = pairs.flatMap((pair) => pair.starts.map((start) => ({ pair, start })));
  const payOrder = shuffled(payments, seededRandom(seed));
  /** When each payment's pay call was sent and answered, by payment id; only the 200s are kept as paid. */
  const paidTimes = new Map<string, { sent: number; answered: number }>();
  console.log(`double payments: paying ${payOrder.length} registrations at the sandbox (seed ${seed})`);
  const payingStarted = performance.now();
  await inPool(payOrder, concurrency, async ({ pair, start }) => {
    const sent = performance.now();
    const paid = await call(`sandbox pay ${start.method}`, () =>
      fetch(`${sandboxUrl}/_sandbox/pay/${encodeURIComponent(start.token)}`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify(sandboxPayment[start.method]),
      }),
    );
    if (paid.status === 200) paidTimes.set(start.paymentId, { sent, answered: performance.now() });
    else
      odd(
        `order ${pair.orderId}: sandbox pay of ${start.method} payment ${start.paymentId} answered ${paid.status} ${JSON.stringify(paid.body)}`,
      );
  });
  const lastPaid = performance.now();
  const payingSeconds = (lastPaid - payingStarted) / 1000;

  // Settled: a surplus refunded, any other payment paid. Only the payments the sandbox took are waited for.
  const isFinal = (payment: Payment | undefined) =>
    payment !== undefined &&
    (payment.surplus
      ? payment.state === 'refunded'
      : payment.state === 'paid' || payment.state === 'refunded');
  let pending = payments.filter(({ start }) => paidTimes.has(start.paymentId));
  let settleSeconds: number | undefined;
  console.log('double payments: waiting for every payment to settle');
  for (;;) {
    const states = await inPool(pending, concurrency, async ({ start }) => paymentOf(start.paymentId));
    pending = pending.filter((_, i) => !isFinal(states[i]));
    if (pending.length === 0) {
      settleSeconds = (performance.now() - lastPaid) / 1000;
      break;
    }
    if (performance.now() - lastPaid > settleDeadlineMs) break;
    await new Promise((done) => setTimeout(done, 1000));
  }
  // Late work (a surplus event delivered again, a refund notice) has its chance before the last reading.
  const idleAfter = await shopIdle(port, idleAfterMs);
  /** What the shop still had to do at the last reading: events not yet published, queues not empty. */
  const backlog = {
    outbox: (await pendingOutboxItems({ limit: 1000 })).length,
    queues: (
      (await (await fetch(`http://127.0.0.1:${port}/_local/queues`)).json()) as {
        name: string;
        messages: number;
        deadLetters: number;
      }[]
    ).filter(({ messages, deadLetters }) => messages > 0 || deadLetters > 0),
  };

  // The last reading: each payment in the shop's table, each order as its guest reads it, each
  // transaction as the sandbox holds it.
  const finalPayments = new Map<string, Payment | undefined>();
  const atSandbox = new Map<string, SandboxTransaction | undefined>();
  await inPool(payments, concurrency, async ({ start }) => {
    finalPayments.set(start.paymentId, await paymentOf(start.paymentId));
    const shown = await call('sandbox transaction', () =>
      fetch(`${sandboxUrl}/_sandbox/transactions/${encodeURIComponent(start.paymentId)}`),
    );
    atSandbox.set(
      start.paymentId,
      shown.status === 200 ? (shown.body as unknown as SandboxTransaction) : undefined,
    );
  });
  const orderViews = await inPool(pairs, concurrency, async ({ orderId, linkToken }) =>
    call('order read', () => fetch(`${api}/orders/orders/${orderId}?token=${encodeURIComponent(linkToken)}`)),
  );

  let ordersPaid = 0;
  let paidMoreThanOnce = 0;
  let paidByNone = 0;
  let surplus = 0;
  let surplusRefundedOnce = 0;
  let surplusRefundedTwice = 0;
  let surplusNotRefunded = 0;
  let surplusOther = 0;
  let nonSurplusRefunded = 0;
  let surplusWasLaterPaid = 0;
  let replacedPaidFirst = 0;
  let livePaidFirst = 0;
  let pairsPaidTogether = 0;
  pairs.forEach((pair, n) => {
    const view = orderViews[n];
    if (view?.body.payment === 'done') ordersPaid++;
    else odd(`order ${pair.orderId}: its guest reads payment ${String(view?.body.payment)}`);
    const [replaced, live] = pair.starts;
    const replacedTimes = replaced && paidTimes.get(replaced.paymentId);
    const liveTimes = live && paidTimes.get(live.paymentId);
    if (replacedTimes && liveTimes) {
      if (replacedTimes.sent < liveTimes.sent) replacedPaidFirst++;
      else livePaidFirst++;
      const [first, second] =
        replacedTimes.sent < liveTimes.sent ? [replacedTimes, liveTimes] : [liveTimes, replacedTimes];
      if (second.sent < first.answered) pairsPaidTogether++;
    }
    let paying = 0;
    for (const start of pair.starts) {
      const payment = finalPayments.get(start.paymentId);
      const transaction = atSandbox.get(start.paymentId);
      const settled = payment?.state === 'paid' || payment?.state === 'refunded';
      if (!payment?.surplus) {
        if (settled) paying++;
        if (payment?.state === 'refunded' || (transaction?.refunded ?? 0) > 0) {
          nonSurplusRefunded++;
          odd(
            `order ${pair.orderId}: payment ${start.paymentId} (not a surplus) refunded, shop ${payment?.state}`,
          );
        }
        if (paidTimes.has(start.paymentId) && !settled)
          odd(
            `order ${pair.orderId}: payment ${start.paymentId} paid at the sandbox, shop ${payment?.state}`,
          );
        continue;
      }
      surplus++;
      const other = pair.starts.find((s) => s !== start);
      const otherTimes = other && paidTimes.get(other.paymentId);
      const ownTimes = paidTimes.get(start.paymentId);
      if (ownTimes && otherTimes && ownTimes.sent > otherTimes.sent) surplusWasLaterPaid++;
      const requests = transaction?.refundRequests.length ?? 0;
      const refunded = transaction?.refunded ?? 0;
      const describe = `order ${pair.orderId}: surplus ${start.paymentId} shop ${payment.state}, sandbox ${transaction?.state} refunded ${refunded} of ${transaction?.amount} in ${requests} request(s)`;
      if (requests > 1 || refunded > (transaction?.amount ?? 0)) {
        surplusRefundedTwice++;
        odd(describe);
      } else if (refunded === 0) {
        surplusNotRefunded++;
        odd(describe);
      } else if (
        requests === 1 &&
        refunded === transaction?.amount &&
        transaction.state === 'refunded' &&
        payment.state === 'refunded'
      )
        surplusRefundedOnce++;
      else {
        surplusOther++;
        odd(describe);
      }
    }
    if (paying > 1) {
      paidMoreThanOnce++;
      odd(`order ${pair.orderId}: ${paying} payments settled that are not surplus`);
    } else if (paying === 0) paidByNone++;
  });

  const label = ({ status, code }: { status: number; code?: string }) =>
    code ? `${status} ${code}` : String(status);
  const countOf = (step: string, status: number) =>
    answers.filter((answer) => answer.step === step && answer.status === status).length;
  return {
    seed,
    idleBefore,
    placed: pairs.length,
    starts: {
      online: countOf('start online', 201),
      card: countOf('start card', 201),
    },
    replacedExpired: pairs.filter(({ replacedState }) => replacedState === 'expired').length,
    paidAtSandbox: paidTimes.size,
    registrations: payments.length,
    replacedPaidFirst,
    livePaidFirst,
    pairsPaidTogether,
    ordersPaid,
    paidMoreThanOnce,
    paidByNone,
    surplus,
    surplusRefundedOnce,
    surplusRefundedTwice,
    surplusNotRefunded,
    surplusOther,
    nonSurplusRefunded,
    surplusWasLaterPaid,
    serverErrors: answers.filter(({ status }) => status >= 500).length,
    otherAnswers: countBy(
      answers.filter(({ status }) => status < 200 || status >= 300).map((a) => `${a.step}: ${label(a)}`),
    ),
    calls: answers.length,
    placingSeconds,
    payingSeconds,
    settleSeconds,
    stillPending: pending.length,
    idleAfter,
    backlog,
    oddities,
  };
};

export const noteDoublePayment = (
  note: (line?: string) => void,
  result: Awaited<ReturnType<typeof benchDoublePayment>>,
) => {
  const n = doublePaymentOrders;
  note(`## Double payments: ${n} orders, each with two payment starts paid at the sandbox in random order`);
  note();
  note(
    `Guests each order \`${productId}\` to be paid online and start two payments: a transfer (\`online\`), ` +
      'then a card, which expires the first at the shop while the sandbox keeps it open; all ' +
      `${result.registrations} registrations are then paid at the Przelewy24 sandbox in one random order (seed ${result.seed}), ` +
      `${concurrency} at a time. Before it the bench waited ${result.idleBefore.waitedSeconds.toFixed(0)} s for ` +
      `the sections before to drain (${result.idleBefore.idle ? 'drained' : 'not drained: measured beside their work'}).`,
  );
  note();
  note('| figure | value | target |');
  note('|---|---|---|');
  note(`| orders placed (201) | ${result.placed} | ${n} |`);
  note(
    `| payment starts answered 201: online / card | ${result.starts.online} / ${result.starts.card} | ${n} / ${n} |`,
  );
  note(`| first registration expired at the shop by the second start | ${result.replacedExpired} | ${n} |`);
  note(
    `| registrations paid at the sandbox (200) | ${result.paidAtSandbox} of ${result.registrations} | ${2 * n} |`,
  );
  note(
    `| pairs paid replaced-first / in-flight-first / both at the same moment | ${result.replacedPaidFirst} / ${result.livePaidFirst} / ${result.pairsPaidTogether} | |`,
  );
  note(`| orders paid (\`payment: done\` as the guest reads it) | ${result.ordersPaid} | ${n} |`);
  note(
    `| orders paid more than once (settled payments that are no surplus) | ${result.paidMoreThanOnce} | 0 |`,
  );
  note(`| orders with no settled payment that is no surplus | ${result.paidByNone} | 0 |`);
  note(`| surplus payments | ${result.surplus} | ${n} |`);
  note(`| surplus the one paid later at the sandbox | ${result.surplusWasLaterPaid} | |`);
  note(
    `| surpluses refunded exactly once (sandbox: one request, refunded = amount; shop: \`refunded\`) | ${result.surplusRefundedOnce} | ${n} |`,
  );
  note(`| surpluses refunded more than once | ${result.surplusRefundedTwice} | 0 |`);
  note(`| surpluses not refunded at all | ${result.surplusNotRefunded} | 0 |`);
  note(`| surpluses refunded otherwise (in part, or the shop not told) | ${result.surplusOther} | 0 |`);
  note(`| payments that are no surplus refunded | ${result.nonSurplusRefunded} | 0 |`);
  note(`| 5xx answers (of ${result.calls} calls) | ${result.serverErrors} | 0 |`);
  note(
    `| seconds from the last sandbox payment until all settled | ${result.settleSeconds === undefined ? `not within ${settleDeadlineMs / 1000} s (${result.stillPending} pending)` : result.settleSeconds.toFixed(1)} | |`,
  );
  note();
  note(
    `Placing the orders and starting their payments took ${result.placingSeconds.toFixed(1)} s, paying them at ` +
      `the sandbox ${result.payingSeconds.toFixed(1)} s; the last reading came after the shop ` +
      `${result.idleAfter.idle ? `drained (${result.idleAfter.waitedSeconds.toFixed(0)} s)` : `had not drained in ${idleAfterMs / 1000} s`}. ` +
      `Other answers: ${result.otherAnswers.map(([label, count]) => `${label} × ${count}`).join(', ') || 'none'}. ` +
      `At the last reading the outbox held ${result.backlog.outbox >= 1000 ? '1,000 or more' : result.backlog.outbox} ` +
      `unpublished events; queues not empty: ${
        result.backlog.queues
          .map(({ name, messages, deadLetters }) => `${name} ${messages} (dead letters ${deadLetters})`)
          .join(', ') || 'none'
      }.`,
  );
  if (result.oddities.length > 0) {
    note();
    note('Seen (the first of them):');
    note();
    for (const line of result.oddities) note(`- ${line}`);
  }
  note();
};
