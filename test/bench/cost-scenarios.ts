import type { Browser } from 'playwright-core';
import { WebSocket } from 'ws';
import type { OperationCounts } from '#infra/local/operation-counter';
import { blikCodes } from '#infra/local/simulators/przelewy24/test-data';
import { paymentMethodIds } from '#shared/orders/payment-methods';
import { pathFor } from '#shared/routes';
import { appStarted, signInOnSite } from '../support/site-session';
import { demoCustomer } from './demo-customer';
import { guestShopper } from './guest-shopper';
import { seedRenewals } from './renewal-fixture';
import { invokeRenewal } from './renewals';

// What the cost section counts, each on a shop counting its operations (SHOP_COUNT_OPERATIONS=1):
// a guest's order paid by BLIK, followed live as its status page does; a Microsoft 365 renewal; a
// catalogue page seen in a browser. `measure` starts the counts, runs one, and waits until the work it
// caused is done (every event consumed, every mail sent, the invoice at KSeF).

/** A counted product the bench keeps in stock. */
export const orderedProductId = 'dell-dock-wd19s-130w';

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

const local = async <T>(port: number, path: string, method = 'GET') =>
  (await (await fetch(`http://127.0.0.1:${port}${path}`, { method })).json()) as T;

/** Resolves with the counts once nothing runs, nothing is queued and no invocation started for 2 s. */
const settled = async (port: number): Promise<OperationCounts> => {
  const deadline = Date.now() + 180_000;
  let invocations = -1;
  let quietSince = Date.now();
  for (;;) {
    const [counts, queues] = await Promise.all([
      local<OperationCounts>(port, '/_local/operations'),
      local<{ messages: number }[]>(port, '/_local/queues'),
    ]);
    if (
      counts.running > 0 ||
      queues.some(({ messages }) => messages > 0) ||
      counts.invocations.length !== invocations
    ) {
      invocations = counts.invocations.length;
      quietSince = Date.now();
    } else if (Date.now() - quietSince >= 2_000) return counts;
    if (Date.now() > deadline) throw new Error('the shop’s work did not settle within 3 minutes');
    await pause(250);
  }
};

type Mail = { id: string; to: string[] };
const mails = (port: number) => local<Mail[]>(port, '/_local/mail.json');

export interface Measured {
  counts: OperationCounts;
  /** Recipients of the mails sent meanwhile (SES bills each). */
  emails: number;
}

/** Counts what `run` causes, from its start until the shop has settled. */
export const measure = async (port: number, run: () => Promise<unknown>): Promise<Measured> => {
  await settled(port);
  const before = new Set((await mails(port)).map(({ id }) => id));
  await local(port, '/_local/operations', 'DELETE');
  await run();
  const counts = await settled(port);
  const sent = (await mails(port)).filter(({ id }) => !before.has(id));
  return { counts, emails: sent.reduce((sum, { to }) => sum + to.length, 0) };
};

/** Watches an order's live status as its page does; `changed` resolves at its first status change. */
const watchOrder = (port: number, orderId: string, token: string) =>
  new Promise<{ changed: Promise<void>; close: () => void }>((subscribed, refused) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port + 4}/live`);
    let statusChanged: () => void = () => undefined;
    const changed = new Promise<void>((done) => {
      statusChanged = done;
    });
    socket.once('error', refused);
    socket.once('open', () =>
      socket.send(JSON.stringify({ action: 'subscribe', topic: `order:${orderId}`, token })),
    );
    socket.on('message', (data) => {
      const { type } = JSON.parse(String(data)) as { type?: string };
      if (type === 'subscribed') subscribed({ changed, close: () => socket.close() });
      else if (type === 'order.status-changed') statusChanged();
      else if (type === 'error')
        refused(new Error(`the live status refused order:${orderId}: ${String(data)}`));
    });
  });

let orders = 0;

/**
 * A guest orders one dock (basket, placement), opens its status page (the order read, its live status
 * watched) and pays by BLIK at the Przelewy24 sandbox, which confirms and notifies the shop; the order
 * is then paid, invoiced, sent to KSeF and mailed.
 */
export const orderPaidByBlik = async (port: number) => {
  const shopper = guestShopper(port);
  const basket = await shopper.fill([{ productId: orderedProductId, quantity: 1 }]);
  const { placed } = await shopper.place(basket, `koszt-${++orders}@example.pl`, paymentMethodIds.blik);
  if (!placed) throw new Error('the cost section’s order was not placed');
  const live = await watchOrder(port, placed.id, placed.linkToken);
  const query = `?token=${encodeURIComponent(placed.linkToken)}`;
  const read = await fetch(`http://127.0.0.1:${port}/api/orders/orders/${placed.id}${query}`);
  await read.body?.cancel();
  const paid = await fetch(`http://127.0.0.1:${port}/api/payments/orders/${placed.id}/payments${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `cost-blik-${process.pid}-${orders}` },
    body: JSON.stringify({ method: 'blik', blikCode: blikCodes.success }),
  });
  if (paid.status !== 201)
    throw new Error(`the BLIK payment was not started: ${paid.status} ${await paid.text()}`);
  await live.changed;
  live.close();
};

/**
 * One customer's Microsoft 365 subscription whose term ended yesterday (renewal-fixture.ts, with the
 * demo customer's saved card) renewed by the `renew-subscriptions` schedule's function, counted from its
 * invocation: the renewal order charged off-session, settled, invoiced, sent to KSeF and mailed.
 */
export const renewOneSubscription = async (port: number, reference: string) => {
  const due = new Date(Date.now() - 86_400_000);
  due.setUTCHours(0, 0, 0, 0);
  await seedRenewals(port, { customers: 1, perCustomer: 1, due, reference });
  let answer: Awaited<ReturnType<typeof invokeRenewal>> | undefined;
  const measured = await measure(port, async () => {
    answer = await invokeRenewal(port);
  });
  return { ...measured, answer };
};

/**
 * A catalogue page seen by a new visitor (a browser context of its own: nothing cached) and again by
 * the same visitor (its cache kept), each until the page has started and the network is quiet.
 */
export const catalogueViews = async (browser: Browser, port: number, path: string) => {
  const visitor = await browser.newContext();
  const view = async () => {
    const page = await visitor.newPage();
    await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'networkidle' });
    await appStarted(page);
    await page.close();
  };
  const newVisitor = await measure(port, view);
  const returning = await measure(port, view);
  await visitor.close();
  return { newVisitor, returning };
};

/** The customer panel's pages the memory curve's browsing opens, and the blog. */
const browsedPaths = (
  [
    'accountDashboard',
    'accountSubscriptions',
    'accountOrderHistory',
    'accountPaymentHistory',
    'accountInvoices',
    'accountPaymentCards',
    'accountEditData',
    'blog',
  ] as const
).map((key) => pathFor(key, 'pl'));

/**
 * For the memory curve alone (no cost is given for it): the demo customer signed in on the site opens
 * her panel's pages, the blog and a search (a phrase of its own each time: the shared cache keeps a
 * search page), each until started and quiet, and signs up for the newsletter; once unmeasured (the
 * functions' first imports) and once counted. They call the API groups an order does not.
 */
export const customerBrowsing = async (browser: Browser, port: number) => {
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  const site = `http://127.0.0.1:${port}`;
  await signInOnSite(page, site, demoCustomer.email, demoCustomer.password);
  const browse = async (phrase: string) => {
    for (const path of [...browsedPaths, `${pathFor('search', 'pl')}?q=${phrase}`]) {
      await page.goto(`${site}${path}`, { waitUntil: 'networkidle' });
      await appStarted(page);
    }
    const signedUp = await fetch(`${site}/api/cms/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `pamiec-${phrase}@example.pl`, consent: true, language: 'pl' }),
    });
    if (!signedUp.ok) throw new Error(`the newsletter sign-up answered ${signedUp.status}`);
  };
  await browse('laptop');
  const browsed = await measure(port, () => browse('dell'));
  await visitor.close();
  return browsed;
};
