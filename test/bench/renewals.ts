import { subscriptionsOf } from '#functions/lib/table/microsoft-subscriptions';
import { listClientOrders } from '#functions/lib/table/orders';
import { listOrderPayments } from '#functions/lib/table/payments';
import type { RenewalCounts } from '#functions/use-cases/csp/renew-subscriptions';
import { inPool } from '#shared/in-pool';
import { signedInDemoCustomer } from './demo-customer';
import { invokeSchedule } from './invoke-schedule';
import { demoCardReference, type RenewalFixture, seedRenewals } from './renewal-fixture';

// The renewal target on the running shop: 10,000 active auto-renewing subscriptions whose term
// ended on one day (renewal-fixture.ts), renewed by the `renew-subscriptions` schedule's function run in
// the shop through Lambda's Invoke API (as the scheduler runs it: its Partner Center adapter on the
// simulator, each card charged off-session at the Przelewy24 sandbox, whose notifications settle the
// payments meanwhile), timed to its answer; under 60 s, each charged once. Then counted: the customers'
// renewal orders and their payments in the table, the subscriptions whose term such an order pays, each
// payment's transaction at the sandbox; a second run must charge nothing.

const customers = 1_000;
const perCustomer = 10;

/** Runs the renewals' schedule function now in the shop; its counts. */
export const invokeRenewal = (port: number) => invokeSchedule<RenewalCounts>(port, 'renew-subscriptions');

/** A payment's transaction state at the sandbox (`paid`, `verified` once the shop verified it). */
const atSandbox = async (port: number, paymentId: string) => {
  const answer = await fetch(`http://127.0.0.1:${port + 5}/_sandbox/transactions/${paymentId}`);
  return ((await answer.json()) as { state?: string }).state;
};

/** The fixture's renewal orders, their payments in the table, and how many of those the sandbox charged. */
const charges = async (port: number, { subs }: RenewalFixture) => {
  const orders = (
    await inPool(subs, 16, async (sub) => (await listClientOrders(sub, {}, 100)).orders)
  ).flat();
  const renewals = orders.filter((order) => order.continues);
  const renewalIds = new Set(renewals.map(({ id }) => id));
  const subscriptions = (await inPool(subs, 16, (sub) => subscriptionsOf(sub))).flat();
  const perOrder = await inPool(renewals, 16, async (order) => {
    const payments = await listOrderPayments(order.id);
    const states = await Promise.all(payments.map(({ paymentId }) => atSandbox(port, paymentId)));
    return {
      payments: payments.length,
      charged: states.filter((state) => state === 'paid' || state === 'verified').length,
    };
  });
  return {
    renewalOrders: renewals.length,
    subscriptionsOrdered: subscriptions.filter(
      ({ termOrderId }) => termOrderId && renewalIds.has(termOrderId),
    ).length,
    linesOrdered: renewals.reduce((sum, order) => sum + order.lines.length, 0),
    paymentsPerOrder: [...new Set(perOrder.map(({ payments }) => payments))].sort(),
    chargedAtSandbox: perOrder.reduce((sum, { charged }) => sum + charged, 0),
  };
};

export const benchRenewals = async (port: number) => {
  const demo = await signedInDemoCustomer(port);
  const reference = await demoCardReference(port, demo);
  const due = new Date(Date.now() - 86_400_000);
  due.setUTCHours(0, 0, 0, 0);
  const seedStarted = performance.now();
  const fixture = await seedRenewals(port, { customers, perCustomer, due, reference });
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const started = performance.now();
  const first = await invokeRenewal(port);
  const seconds = (performance.now() - started) / 1000;
  const second = await invokeRenewal(port);
  return { seedSeconds, seconds, first, second, counted: await charges(port, fixture), ...fixture };
};

export const noteRenewals = (
  note: (line?: string) => void,
  result: Awaited<ReturnType<typeof benchRenewals>>,
) => {
  const { seconds, first, second, counted } = result;
  // The shop's own schedule runs the job at minute 30 of every hour: a run then renews some of them.
  const byTheSchedule = counted.subscriptionsOrdered - (first.charged + first.chargeFailed + first.prepaid);
  note(
    `Renewal job (the \`renew-subscriptions\` schedule's function, invoked in the shop) over ${result.subscriptions.toLocaleString('en')} ` +
      `active auto-renewing subscriptions of ${customers.toLocaleString('en')} customers, every term ending on one day and renewed at the ` +
      `Partner Center simulator (seeded in ${result.seedSeconds.toFixed(0)} s): **${seconds.toFixed(1)} s** ` +
      `(${(result.subscriptions / seconds).toFixed(0)} subscriptions/s; target under 60 s); counts ${JSON.stringify(first)}; ` +
      `${counted.renewalOrders} renewal orders (a customer's subscriptions are ordered together) for ${counted.subscriptionsOrdered} subscriptions on ${counted.linesOrdered} lines, payments per order ` +
      `${counted.paymentsPerOrder.join('/')}, ${counted.chargedAtSandbox} charged at the sandbox` +
      (byTheSchedule > 0 ? ` (${byTheSchedule} renewed by the shop's own hourly run meanwhile)` : '') +
      `; a second run: ${JSON.stringify(second)}`,
  );
  note();
};
