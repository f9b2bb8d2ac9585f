import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { getSubscription } from '#functions/lib/table/microsoft-subscriptions';
import { freePort } from '#infra/local/ports';
import { subscriptionIdOf } from '#shared/microsoft/subscription';
import { pathFor } from '#shared/routes';
import { chromiumFlags, signInOnSite } from '../support/site-session';
import { cdnFrontChromiumFlag, startCdnFront } from './cdn-front';
import { demoCustomer, signedInDemoCustomer } from './demo-customer';
import { useShopTable } from './guest-shopper';
import { type LighthouseRun, lighthouseMedian, lighthouseRounds, noteLighthouseTable } from './lighthouse';
import { benchTenant, paidSubscriptionOrder } from './provisioning';
import { shopIdle } from './shop-idle';

// Issue 37's targets for the signed-in customer panel: Lighthouse mobile (performance ≥ 95,
// accessibility 100) on the subscriptions list, a subscription's users tab, the order history and the
// dashboard of the demo customer, after the provisioning figures gave her 200 subscriptions. Here she also
// gets a tenant at the simulators with an active subscription (its paid order in her history) and three
// users. Lighthouse runs in a Chromium she signed in to on the site (its session in the local storage
// kept between runs), each round after its HTTP cache is emptied: a first visit, signed in. The browser
// reaches the site through a front speaking HTTP/2 over TLS, as CloudFront serves it (cdn-front.ts).

const { email, password } = demoCustomer;
const accountId = 'D'.repeat(22);
const users = [
  ['Katarzyna', 'Wisniewska-Zielonogorska', 'katarzyna.wisniewska'],
  ['Jan', 'Nowak', 'jan.nowak'],
  ['Ewa', 'Kowalska', 'ewa.kowalska'],
] as const;

/** The demo customer's tenant, active subscription and users; answers the subscription's id. */
const giveDemoCustomerATenant = async (port: number) => {
  const { idToken, sub } = await signedInDemoCustomer(port);
  const simulator = `http://127.0.0.1:${port + 4}/_local/partner-center`;
  const tenant = await benchTenant(simulator, sub, accountId);
  const order = await paidSubscriptionOrder(sub);
  const id = subscriptionIdOf(order.id, 0);
  const until = Date.now() + 300_000;
  while ((await getSubscription(sub, id))?.state !== 'active') {
    if (Date.now() > until) throw new Error(`subscription ${id} not active in 5 minutes`);
    await new Promise((done) => setTimeout(done, 100));
  }
  for (const [firstName, lastName, alias] of users) {
    const answer = await fetch(`http://127.0.0.1:${port}/api/csp/me/accounts/${accountId}/users`, {
      method: 'POST',
      headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName,
        lastName,
        displayName: `${firstName} ${lastName}`,
        alias,
        domain: tenant.companyProfile.domain,
        usageLocation: 'PL',
        role: 'user',
      }),
    });
    if (answer.status !== 201) throw new Error(`user ${alias}: ${answer.status} ${await answer.text()}`);
  }
  return id;
};

export const benchAccountPages = async (root: string, port: number) => {
  useShopTable(port);
  // The work the sections before left (their orders' invoices, mails) done first: it would delay her
  // subscription's provisioning and weigh on the pages measured.
  await shopIdle(port, 15 * 60_000);
  const subscriptionId = await giveDemoCustomerATenant(port);
  const front = await startCdnFront(port);
  const site = front.origin;
  const pages: [string, string][] = [
    ['subscriptions', pathFor('accountSubscriptions', 'pl')],
    [
      "a subscription's users tab",
      `${pathFor('accountSubscriptionDetails', 'pl', { subscriptionId, enableRecurring: 'false' })}#users`,
    ],
    ['order history', pathFor('accountOrderHistory', 'pl')],
    ['dashboard', pathFor('accountDashboard', 'pl')],
  ];
  const debugPort = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [...chromiumFlags, cdnFrontChromiumFlag, `--remote-debugging-port=${debugPort}`],
    locale: 'pl-PL',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(site);
    await page.evaluate(() =>
      window.localStorage.setItem(
        'shop.consent',
        JSON.stringify({ accepted: true, analytics: false, marketing: false, decidedAt: null }),
      ),
    );
    await signInOnSite(page, site, email, password);
    const browserSession = await context.newCDPSession(page);
    const beforeRound = async () => {
      await browserSession.send('Network.clearBrowserCache');
    };
    const runs: [string, LighthouseRun][] = [];
    for (const [name, path] of pages)
      runs.push([name, await lighthouseMedian(root, `${site}${path}`, { port: debugPort, beforeRound })]);
    return runs;
  } finally {
    await context.close();
    await front.close();
    rmSync(profile, { recursive: true, force: true });
  }
};

export const noteAccountPages = (note: (line?: string) => void, runs: readonly [string, LighthouseRun][]) => {
  note(
    `## Customer panel, signed in: Lighthouse, mobile profile, the median of ${lighthouseRounds} runs by performance (targets: performance ≥ 95, accessibility 100)`,
  );
  note();
  note(
    'The demo customer signed in (200 subscriptions, a tenant with an active one and three users, its paid order); each round a first visit (the HTTP cache emptied), her session kept. Served over HTTP/2 with TLS, as CloudFront serves the site (test/bench/cdn-front.ts, in front of the local site server).',
  );
  note();
  noteLighthouseTable(note, runs);
};
