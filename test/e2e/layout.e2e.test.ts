import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoArticles } from '#infra/local/demo-blog/articles';
import { demoStockLaptopId } from '#infra/local/demo-catalogue/stock-and-codes';
import { demoPartnerUsers } from '#infra/local/demo-partner';
import { sampleForms } from '#shared/forms/sample-forms';
import type { Language } from '#shared/locale';
import { pathFor, type RouteKey } from '#shared/routes';
import { type AccountFixture, customerWithEverything } from '../support/account-fixture';
import { appStarted, consentedContext, signInOnSite, withBrowserRuntime } from '../support/browser';
import { type LayoutFault, layoutFaults } from '../support/layout-check';
import { customerCall } from '../support/microsoft';
import { eventually } from '../support/runtime';
import { shopCall } from '../support/shop-call';
import { staffOnSite } from '../support/staff-on-site';
import { signInAsStaff } from '../support/totp';

// The layout check (issue 37 part 6): every account screen, the checkout's steps and every staff
// screen at 360, 768 and 1280 px in Polish, English and German, each failing on any element whose text
// overflows its box and on a page that scrolls sideways (test/support/layout-check.ts). Affordable in
// the suite (about a minute): one browser context per width and role from a session signed in once, the
// three widths side by side, a language's screens opened as its links would open them, each screen (and
// each tab of one) checked in one pass in the page.

const env = withBrowserRuntime();
const widths = [360, 768, 1280] as const;
const languages: readonly Language[] = ['pl', 'en', 'de'];
/** Boxes that scroll sideways on purpose: the header's category menu on a phone. */
const scrollers = ['.category-nav ul'];

interface Screen {
  name: string;
  path: string;
  /** Steps on the page after it loads, each followed by a check (a tab opened, a view switched). */
  steps?: readonly { name: string; act: (page: Page) => Promise<unknown> }[];
}

/** Loaded: the app started, the page's heading shown and nothing of its main part still loading. */
const settled = async (page: Page) => {
  await appStarted(page);
  await page.waitForFunction(
    () =>
      document.querySelector('main h1') !== null &&
      document.querySelector('main [aria-busy="true"], main .loading') === null,
    undefined,
    { timeout: 20_000 },
  );
};

const report = (faults: readonly (LayoutFault & { screen: string })[]) =>
  faults.map((fault) => `${fault.screen}: ${fault.where} "${fault.text}" ${fault.overflow}`).join('\n');

/**
 * Opens `path`: the first screen of a language loaded, the next ones as a link would open them (the
 * app's history, no reload), each awaited until its own heading shows and nothing in it is loading.
 * The same screen with another query (the dashboard's views) is loaded again.
 */
const openScreen = async (page: Page, path: string, load: boolean) => {
  const shown = new URL(page.url() || 'about:blank', env.runtime.siteUrl).pathname;
  if (load || shown === path.split('?')[0]) {
    await page.goto(`${env.runtime.siteUrl}${path}`);
    await settled(page);
    return;
  }
  await page.evaluate((next) => {
    for (const heading of document.querySelectorAll('main h1')) heading.setAttribute('data-left', '');
    window.history.pushState(null, '', next);
  }, path);
  await page.waitForFunction(
    () =>
      document.querySelector('main h1:not([data-left])') !== null &&
      document.querySelector('main [aria-busy="true"], main .loading') === null,
    undefined,
    { timeout: 20_000 },
  );
};

/** Each screen of `screensOf(language)` in each language at each width, checked; answers every fault. */
const checkScreens = async (
  contexts: ReadonlyMap<number, BrowserContext>,
  screensOf: (language: Language) => readonly Screen[],
) => {
  // The widths side by side: a screen mostly waits for its data, so three pages cost little more than one.
  const byWidth = await Promise.all(
    [...contexts].map(async ([width, context]) => {
      const faults: (LayoutFault & { screen: string })[] = [];
      const page = await context.newPage();
      const seen = new Set<string>();
      for (const language of languages)
        for (const [index, screen] of screensOf(language).entries()) {
          // A staff screen's path is one for every language but Polish: checked once.
          if (seen.has(screen.path)) continue;
          seen.add(screen.path);
          const at = `${screen.name} (${language}, ${width} px)`;
          await openScreen(page, screen.path, index === 0);
          for (const fault of await layoutFaults(page, scrollers)) faults.push({ ...fault, screen: at });
          for (const step of screen.steps ?? []) {
            await step.act(page);
            for (const fault of await layoutFaults(page, scrollers))
              faults.push({ ...fault, screen: `${at}, ${step.name}` });
          }
        }
      await page.close();
      await context.close();
      return faults;
    }),
  );
  return byWidth.flat();
};

/** A context per width from one signed-in session (its local storage: the tokens and the profile). */
const contextsOf = async (storageState: Awaited<ReturnType<BrowserContext['storageState']>>) =>
  new Map(
    await Promise.all(
      widths.map(
        async (width) =>
          [
            width,
            await env.browser.newContext({
              locale: 'pl-PL',
              viewport: { width, height: 800 },
              storageState,
            }),
          ] as const,
      ),
    ),
  );

const tab = (name: RegExp) => ({
  name: `tab ${name.source}`,
  act: async (page: Page) => {
    await page.getByRole('tab').filter({ hasText: name }).click();
    await page.waitForFunction(
      () => document.querySelector('[role="tabpanel"]:not([hidden]) .loading') === null,
    );
  },
});

let customer: AccountFixture;
let invoiceGuid: string;
let tenantId: string;

const accountScreens = (language: Language): Screen[] => {
  const at = (name: string, key: RouteKey, params: Record<string, string> = {}, query = '') => ({
    name,
    path: `${pathFor(key, language, params)}${query}`,
  });
  const subscriptionId = customer.subscription.id;
  const termEnd = customer.subscription.termEnd?.slice(0, 10) ?? '';
  return [
    at('account', 'account'),
    at('dashboard, week', 'accountDashboard', {}, `?view=week&day=${termEnd}`),
    at('dashboard, month', 'accountDashboard', {}, `?view=month&day=${termEnd}`),
    at('subscriptions', 'accountSubscriptions'),
    at('Microsoft 365 accounts', 'accountSubscriptionAddAccount'),
    at('subscription orders', 'subscriptionOrders'),
    {
      ...at('subscription details', 'accountSubscriptionDetails', {
        subscriptionId,
        enableRecurring: 'false',
      }),
      steps: [
        /^(Odnawianie|Renewal|Verlängerung)/,
        /^(Koszty|Costs|Kosten)/,
        /^(Rozliczenie|Settlement|Abrechnung)/,
        /^(Licencje|Licences|Lizenzen)/,
        /^(Użytkownicy|Users|Benutzer)/,
      ]
        .map(tab)
        .concat({
          name: "a user's actions",
          act: (page) => page.locator('.tenant-users__list .action-menu__button').first().click(),
        }),
    },
    at('configuration', 'accountSubscriptionConfiguration', { subscriptionId }),
    at('add licences', 'accountSubscriptionAddLicences', { subscriptionId }),
    at('renew licences', 'accountSubscriptionRenewLicencesMonthly', { subscriptionId }),
    at('renew annual licences', 'accountSubscriptionRenewLicences', { subscriptionId }),
    at('configuration summary', 'accountSubscriptionConfigurationSummary', { subscriptionId }),
    at('agreement', 'mca', { id: customer.accountId, tenantId }),
    at('renewal offer', 'renewal', { invoiceGuid }),
    at('order history', 'accountOrderHistory'),
    at('order details', 'accountOrderDetails', { realizationId: customer.transferOrderId }),
    at('paid order details', 'accountOrderDetails', { realizationId: customer.paidOrderId }),
    at('order status', 'orderStatus', {}, `?order=${customer.transferOrderId}`),
    at('payments due', 'payments'),
    at('payment history', 'accountPaymentHistory'),
    at('invoices', 'accountInvoices'),
    at("an invoice's payment", 'payment', { invoiceGuid }),
    at('saved cards', 'accountPaymentCards'),
    at('edit data', 'accountEditData'),
    at('change password', 'accountChangePassword'),
    at('two-step sign-in', 'accountTwoStepSignIn'),
    at('no access', 'noAccess'),
  ];
};

let requestPath: (language: Language) => string;
let partnerId: string;
const staffScreens = (language: Language): Screen[] => {
  const at = (name: string, key: RouteKey, params: Record<string, string> = {}) => ({
    name,
    path: pathFor(key, language, params),
  });
  const [article] = demoArticles;
  return [
    at('order queue', 'staffOrders'),
    at('an order', 'staffOrder', { orderId: customer.transferOrderId }),
    at('forms inbox', 'staffRequests'),
    { name: 'a request', path: requestPath(language) },
    at('customers', 'staffCustomers'),
    at('a customer', 'staffCustomer', { customerId: customer.sub }),
    at('partners', 'staffPartners'),
    at('a partner', 'staffPartner', { partnerId }),
    at('allegro', 'staffAllegro'),
    at('articles', 'contentArticles'),
    at('new article', 'contentArticleNew'),
    at('an article', 'contentArticle', { language: article?.language ?? 'pl', link: article?.link ?? '' }),
    at('products', 'contentProducts'),
    at('a product', 'contentProduct', { productId: demoStockLaptopId }),
    at('finance exports', 'financeExports'),
  ];
};

/** The customer signed in on the site (the cookie bar answered): her session for the contexts per width. */
const signedInPage = async () => {
  const page = await (await consentedContext(env.browser)).newPage();
  await signInOnSite(page, env.runtime.siteUrl, customer.email, customer.password);
  return page;
};

beforeAll(async () => {
  customer = await customerWithEverything(env.runtime, `layout-${Date.now()}`);
  const { invoices } = (await customerCall(env.runtime, customer, 'GET', '/api/payments/me/invoices')).body;
  invoiceGuid = invoices.find((one: { kind: string }) => one.kind === 'VAT')?.guid ?? '';
  const { accounts } = (await customerCall(env.runtime, customer, 'GET', '/api/csp/me/accounts')).body;
  tenantId = accounts?.[0]?.tenantId ?? '';
}, 120_000);

describe('the layout check', () => {
  it('catches a clipped tab strip, text spilling out of its box and a page that scrolls sideways, not what is meant', async () => {
    const page = await (await env.browser.newContext({ viewport: { width: 360, height: 640 } })).newPage();
    await page.setContent(`
      <div role="tablist" style="display: flex; overflow-x: auto; width: 300px">
        ${['Domena', 'Odnawianie', 'Koszty', 'Rozliczenie', 'Licencje', 'Użytkownicy'].map((name) => `<button style="flex: none; padding: 8px 16px">${name}</button>`).join('')}
      </div>
      <p id="spill" style="width: 120px">kancelariaprawnanowak123456.onmicrosoft.com</p>
      <div style="width: 420px">wider than the phone</div>
      <p style="width: 120px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis" title="cut, its whole text on hover">cut, its whole text on hover</p>
      <span style="position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap">read, not shown</span>
      <ul class="scroller" style="display: flex; overflow-x: auto; width: 200px"><li style="flex: none; width: 300px">meant to scroll</li></ul>
      <div style="position: relative; width: 80px"><button>Actions</button><div role="menu" style="position: absolute; left: 0; width: 240px">an open menu over the page</div></div>`);
    const faults = await layoutFaults(page, ['.scroller']);
    expect(faults.map(({ where, overflow }) => `${where}: ${overflow.replace(/\d+px/, 'Npx')}`)).toEqual([
      'the page: scrolls sideways by Npx',
      'div: clipped sideways by Npx',
      'p: spills sideways by Npx',
    ]);
    await page.context().close();
  });

  it('finds no overflowing text on any account screen at 360, 768 and 1280 px in Polish, English and German', async () => {
    const page = await signedInPage();
    const contexts = await contextsOf(await page.context().storageState());
    const faults = await checkScreens(contexts, accountScreens);
    expect(report(faults)).toBe('');
  }, 600_000);

  it("finds no overflowing text on the checkout's steps at 360, 768 and 1280 px in Polish, English and German", async () => {
    const added = await shopCall(env.runtime, 'POST', '/api/orders/me/basket/items', {
      token: customer.token,
      body: { productId: demoStockLaptopId, quantity: 1 },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    // The steps walked once in Polish, as the customer fills them in; what she entered (the order
    // client state in session storage) then opens every step in each language at each width.
    const page = await signedInPage();
    await page.goto(`${env.runtime.siteUrl}${pathFor('order', 'pl')}`);
    await settled(page);
    const next = async (heading: string) => {
      // As the shopper does: the step shown whole (nothing in it still loading) before "Next".
      await page.waitForFunction(
        () => document.querySelector('main [aria-busy="true"], main .loading') === null,
      );
      await page.getByRole('button', { name: 'Dalej' }).click();
      await page.getByRole('heading', { level: 2, name: heading }).waitFor();
    };
    await next('Krok 2: Dostawa i kontakt');
    await page.getByRole('radio', { name: /^Dostawa kurierem/ }).check();
    for (const [label, value] of [
      ['Imię', 'Anna'],
      ['Nazwisko', 'Nowak'],
      ['Telefon', '+48 600 100 200'],
      ['E-mail', customer.email],
      ['Ulica', 'Aleja Wojska Polskiego'],
      ['Numer domu', '128'],
      ['Kod pocztowy', '00-950'],
      ['Miejscowość', 'Warszawa'],
    ] as const)
      await page.getByLabel(label, { exact: true }).fill(value);
    await next('Krok 3: Dane do faktury');
    await next('Krok 4: Płatność');
    await page.getByRole('radio', { name: 'Przelew bankowy' }).check();
    await next('Krok 5: Podsumowanie');
    const filled = JSON.parse(
      (await page.evaluate(() => window.sessionStorage.getItem('shop.checkout'))) ?? '{}',
    );
    const contexts = await contextsOf(await page.context().storageState());
    const byWidth = await Promise.all(
      [...contexts].map(async ([width, context]) => {
        const faults: (LayoutFault & { screen: string })[] = [];
        const steps = await context.newPage();
        await steps.addInitScript(
          (state) => window.sessionStorage.setItem('shop.checkout', state),
          JSON.stringify({ ...filled, currentStep: 1 }),
        );
        for (const language of languages) {
          await steps.goto(`${env.runtime.siteUrl}${pathFor('order', language)}`);
          await settled(steps);
          for (const step of [1, 2, 3, 4, 5]) {
            if (step > 1) {
              await steps.locator(`.checkout-steps li:nth-child(${step}) button`).click();
              await steps.locator(`.checkout-steps li:nth-child(${step})[aria-current="step"]`).waitFor();
              await steps.waitForFunction(() => document.querySelector('main .loading') === null);
            }
            for (const fault of await layoutFaults(steps, scrollers))
              faults.push({ ...fault, screen: `checkout step ${step} (${language}, ${width} px)` });
          }
        }
        await context.close();
        return faults;
      }),
    );
    expect(report(byWidth.flat())).toBe('');
  }, 600_000);

  it('finds no overflowing text on any staff screen at 360, 768 and 1280 px', async () => {
    const { idToken } = await signInAsStaff(
      env.runtime,
      `layout.api.${Date.now()}@demo.sklep.local`,
      'operations',
    );
    const { requests } = (
      await shopCall(env.runtime, 'GET', '/api/cms/staff/forms?kind=contact', { token: idToken })
    ).body;
    let request = requests?.[0];
    if (!request) {
      await shopCall(env.runtime, 'POST', '/api/cms/forms/contact', {
        body: { ...sampleForms.contact, email: 'uklad.strony@example.pl' },
      });
      request = (await shopCall(env.runtime, 'GET', '/api/cms/staff/forms?kind=contact', { token: idToken }))
        .body.requests[0];
    }
    requestPath = (language) => pathFor('staffRequest', language, { kind: 'contact', requestId: request.id });
    const partners = await shopCall(
      env.runtime,
      'GET',
      `/api/clients/staff/customers?q=${encodeURIComponent(demoPartnerUsers.partner.email)}`,
      { token: idToken },
    );
    partnerId = partners.body.customers?.[0]?.userId ?? '';
    // A finished export in the finance list (its widest row: period, status, size and files).
    const finance = await signInAsStaff(
      env.runtime,
      `layout.finance.${Date.now()}@demo.sklep.local`,
      'finance',
    );
    const started = await shopCall(env.runtime, 'POST', '/api/reports/exports', {
      token: finance.idToken,
      body: { from: '2026-08-10', to: '2026-08-12' },
    });
    await eventually(
      async () =>
        (
          await shopCall(env.runtime, 'GET', `/api/reports/exports/${started.body.id}`, {
            token: finance.idToken,
          })
        ).body.status === 'done',
      60_000,
    );
    const staff = await staffOnSite(
      env.runtime,
      env.browser,
      {
        email: `layout.${Date.now()}@demo.sklep.local`,
        group: 'operations',
        password: 'Test1234',
      },
      { alsoIn: ['content', 'finance'] },
    );
    const contexts = await contextsOf(await staff.context().storageState());
    const faults = await checkScreens(contexts, staffScreens);
    expect(report(faults)).toBe('');
  }, 600_000);

  it("finds no overflowing text on a partner's portal at 360, 768 and 1280 px in Polish, English and German", async () => {
    const page = await (await consentedContext(env.browser)).newPage();
    const { email, password } = demoPartnerUsers.partner;
    await signInOnSite(page, env.runtime.siteUrl, email, password);
    const contexts = await contextsOf(await page.context().storageState());
    const portal = (language: Language): Screen[] =>
      (['partnerDashboard', 'partnerPriceList', 'partnerOrders'] as const).map((key) => ({
        name: key,
        path: pathFor(key, language),
      }));
    expect(report(await checkScreens(contexts, portal))).toBe('');
  }, 600_000);
});
