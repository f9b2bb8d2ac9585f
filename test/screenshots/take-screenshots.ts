import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { importedOrderId } from '#functions/lib/table/marketplace';
import { importAllegroOrdersBy } from '#functions/marketplace/import-allegro-orders';
import { demoArticles } from '#infra/local/demo-blog/articles';
import { demoProducts } from '#infra/local/demo-catalogue/products';
import { demoStockLaptopId } from '#infra/local/demo-catalogue/stock-and-codes';
import { demoPartnerUsers } from '#infra/local/demo-partner';
import { startRuntime } from '#infra/local/runtime';
import { demoUsers } from '#infra/local/seed';
import { sampleForms } from '#shared/forms/sample-forms';
import type { StaffRequestPage } from '#shared/forms/staff-requests';
import type { StaffCustomerPage } from '#shared/identity/staff-customer';
import { paymentMethodIds } from '#shared/orders/payment-methods';
import { sampleGuestOrderInput } from '#shared/orders/sample-order-input';
import { pathFor } from '#shared/routes';
import { customerWithEverything } from '../support/account-fixture';
import { appStarted, consentedContext, launchBrowser, signInOnSite } from '../support/browser';
import { deliveredOrder } from '../support/delivered-order';
import { postFromAnotherIp } from '../support/from-many-ips';
import { eventually } from '../support/runtime';
import { basketCookieOf, shopCall } from '../support/shop-call';
import { staffOnSite } from '../support/staff-on-site';
import { signInAsStaff } from '../support/totp';

// `npm run screenshots`: the first screen of home, a category, a product, the basket
// and the checkout at 360, 768 and 1280 px wide, a guest's bank-transfer order's status page whole (the
// transfer to make and its QR code), the account page signed in, the account area's main screens whole,
// and the operations back office's queue,
// that order's page and a delivered order's at 768 and 1280 px, its forms inbox and a taken request at
// all three, the content back office's articles, an article's editor and a product's images at all
// three, into web/screenshots/ as WebP, which web/README.md shows.
// Serves the current build (web/dist, which `npm start` and `npm test` make) from a fresh local runtime
// with the demo catalogue and its pictures.

const out = join(import.meta.dirname, '../../web/screenshots');

/**
 * The shop's Allegro account connected by the back office's routes (the seller's confirmation at the
 * simulator), a buyer's paid order of a demo headset imported and one of an offer the shop cannot tell
 * kept for the staff; the imported order's id.
 */
const allegroOrders = async (token: string) => {
  const control = (path: string, body: object) =>
    fetch(`${runtime.cloudUrl}/_local/allegro/_simulator/${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
    });
  const started = await shopCall(runtime, 'POST', '/api/marketplace/staff/allegro/connection', { token });
  await control('authorise', { userCode: started.body.connection.userCode });
  await shopCall(runtime, 'POST', '/api/marketplace/staff/allegro/connection/check', { token });
  const made = await (
    await control('purchases', {
      lines: [{ offerId: '18000000009', quantity: 1 }],
      locker: 'KRA01M',
      invoice: 'company',
    })
  ).json();
  await control('purchases', { lines: [{ offerId: '18000000101', quantity: 1 }] });
  await importAllegroOrdersBy(Number.POSITIVE_INFINITY);
  return (await importedOrderId('allegro', made.checkoutForms[0].id)) ?? '';
};
const widths = [360, 768, 1280] as const;
const laptop = demoProducts.find((product) => product.id === demoStockLaptopId);
if (!laptop) throw new Error('the demo catalogue has no stock laptop');

const runtime = await startRuntime({ port: 0, logLevel: 'ERROR' });
const browser = await launchBrowser();

/** A guest's order of the laptop by bank transfer: the address of its status page. */
const transferOrderPage = async (): Promise<string> => {
  const added = await shopCall(runtime, 'POST', '/api/orders/basket/items', {
    body: { productId: demoStockLaptopId, quantity: 1 },
  });
  const placed = await shopCall(runtime, 'POST', '/api/orders/orders', {
    cookie: basketCookieOf(added),
    key: 'screenshots-transfer-order',
    body: {
      ...sampleGuestOrderInput,
      basketVersion: added.body.version,
      paymentMethodId: paymentMethodIds.transfer,
    },
  });
  if (placed.status !== 201)
    throw new Error(`the transfer order was not placed: ${JSON.stringify(placed.body)}`);
  return `${pathFor('orderStatus', 'pl')}?order=${placed.body.id}&token=${placed.body.linkToken}`;
};

/** A few requests in the operations' inbox, the contact one taken: the address of its page. */
const inboxRequestPage = async (idToken: string): Promise<string> => {
  const post = (path: string, body: unknown) => postFromAnotherIp(`${runtime.siteUrl}${path}`, body);
  await post('/api/cms/products/dell-dock-wd19s-130w/delivery-time-questions', {
    email: 'jan.termin@example.pl',
    fullName: 'Jan Terminowy',
    consent: true,
    message: 'Potrzebuję 12 sztuk do końca miesiąca.',
  });
  for (const kind of ['financing', 'callback', 'contact'] as const)
    await post(`/api/cms/forms/${kind}`, { ...sampleForms[kind], email: `${kind}.zrzuty@example.pl` });
  const { requests } = (
    await shopCall(runtime, 'GET', '/api/cms/staff/forms?kind=contact', { token: idToken })
  ).body as StaffRequestPage;
  const [contact] = requests;
  if (!contact) throw new Error('the contact request is not in the inbox');
  await shopCall(runtime, 'POST', `/api/cms/staff/forms/contact/${contact.id}/transitions`, {
    token: idToken,
    body: { action: 'take', revision: 0, note: 'Oddzwonię po 14:00 z wyceną.' },
  });
  return pathFor('staffRequest', 'pl', { kind: 'contact', requestId: contact.id });
};

try {
  await runtime.writeDemoPictures();
  const orderStatus = await transferOrderPage();
  mkdirSync(out, { recursive: true });
  for (const width of widths) {
    const context = await consentedContext(browser);
    const page = await context.newPage();
    await page.setViewportSize({ width, height: width === 360 ? 760 : 860 });
    const shoot = async (name: string, path: string, fullPage = false) => {
      await page.goto(`${runtime.siteUrl}${path}`);
      await appStarted(page);
      await page.waitForLoadState('networkidle');
      await sharp(await page.screenshot({ fullPage }))
        .webp({ quality: 70 })
        .toFile(join(out, `${name}-${width}.webp`));
    };
    await shoot('home', pathFor('home', 'pl'));
    await shoot('category', pathFor('category', 'pl', { id: 'laptops', slug: 'laptopy' }));
    await shoot('product', pathFor('product', 'pl', { id: laptop.id, slug: laptop.texts.pl.slug }));
    await page.getByRole('main').getByRole('button', { name: 'Dodaj do koszyka', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Kontynuuj zakupy' }).click();
    await shoot('basket', pathFor('basket', 'pl'));
    await shoot('checkout', pathFor('order', 'pl'));
    await shoot('order-status', orderStatus, true);
    // The signed-in header: the account and sign-out tools beside the basket.
    const [customer] = demoUsers;
    if (!customer) throw new Error('no demo customer');
    await signInOnSite(page, runtime.siteUrl, customer.email, customer.password);
    await shoot('account', pathFor('account', 'pl'));
    await context.close();
  }
  // The account area of a customer with something on every screen (test/support/account-fixture.ts),
  // whole pages: the dashboard's month, the subscriptions, a subscription's users (their actions in a
  // menu, one opened), the invoices; on a phone and a tablet also the account's menu opened.
  const owner = await customerWithEverything(runtime, `screenshots-${Date.now()}`);
  const subscriptionPage = pathFor('accountSubscriptionDetails', 'pl', {
    subscriptionId: owner.subscription.id,
    enableRecurring: 'false',
  });
  const accountShots: [string, string, ((page: Page) => Promise<unknown>)?][] = [
    [
      'account-dashboard',
      `${pathFor('accountDashboard', 'pl')}?view=month&day=${owner.subscription.termEnd?.slice(0, 10) ?? ''}`,
    ],
    ['account-subscriptions', pathFor('accountSubscriptions', 'pl')],
    [
      'account-users',
      subscriptionPage,
      async (page) => {
        await page.getByRole('tab', { name: 'Użytkownicy' }).click();
        await page.getByRole('button', { name: /^Akcje: Jan Nowak/ }).click();
      },
    ],
    ['account-invoices', pathFor('accountInvoices', 'pl')],
    [
      'account-menu',
      pathFor('accountOrderHistory', 'pl'),
      (page) => page.getByRole('button', { name: /^Menu konta/ }).click(),
    ],
  ];
  for (const width of widths) {
    const context = await consentedContext(browser);
    const page = await context.newPage();
    await page.setViewportSize({ width, height: width === 360 ? 760 : 860 });
    await signInOnSite(page, runtime.siteUrl, owner.email, owner.password);
    for (const [name, path, act] of accountShots) {
      if (name === 'account-menu' && width === 1280) continue;
      await page.goto(`${runtime.siteUrl}${path}`);
      await appStarted(page);
      await page.waitForLoadState('networkidle');
      await act?.(page);
      await sharp(await page.screenshot({ fullPage: true }))
        .webp({ quality: 70 })
        .toFile(join(out, `${name}-${width}.webp`));
    }
    await context.close();
  }
  // The back office at a tablet's and a desk's width: the queue, the transfer order's page and a
  // delivered order's (its part return form, its payment and invoice).
  const { idToken } = await signInAsStaff(runtime, 'obsluga.zrzuty.api@demo.sklep.local', 'operations');
  const delivered = await deliveredOrder(runtime, idToken, 'screenshots');
  const staff = await staffOnSite(runtime, browser, {
    email: 'obsluga.zrzuty@demo.sklep.local',
    group: 'operations',
    password: 'Zrzuty1234',
  });
  const orderId = new URLSearchParams(orderStatus.split('?')[1]).get('order') ?? '';
  const requestPage = await inboxRequestPage(idToken);
  /** Whole staff pages at each width given. */
  const shootStaff = async (
    shownAt: readonly number[],
    pages: readonly (readonly [string, string])[],
    on: Page = staff,
  ) => {
    for (const width of shownAt) {
      await on.setViewportSize({ width, height: 900 });
      for (const [name, path] of pages) {
        await on.goto(`${runtime.siteUrl}${path}`);
        await appStarted(on);
        await on.waitForLoadState('networkidle');
        await sharp(await on.screenshot({ fullPage: true }))
          .webp({ quality: 70 })
          .toFile(join(out, `${name}-${width}.webp`));
      }
    }
  };
  await shootStaff(
    [768, 1280],
    [
      ['staff-orders', pathFor('staffOrders', 'pl')],
      ['staff-order', pathFor('staffOrder', 'pl', { orderId })],
      ['staff-delivered-order', pathFor('staffOrder', 'pl', { orderId: delivered.id })],
    ],
  );
  // The forms inbox and a taken request also on a phone.
  await shootStaff(widths, [
    ['staff-requests', pathFor('staffRequests', 'pl')],
    ['staff-request', requestPage],
  ]);
  // The customers, the demo partner's business customer's page (her company, an order, its invoice)
  // also on a phone, a private customer's with the business conversion form, the demo partner's
  // with her terms and her referred customer's orders, the partners and her price list.
  const customerIdOf = async (email: string) => {
    const found = await shopCall(
      runtime,
      'GET',
      `/api/clients/staff/customers?${new URLSearchParams({ q: email })}`,
      { token: idToken },
    );
    const id = (found.body as StaffCustomerPage).customers[0]?.userId;
    if (!id) throw new Error(`the demo customer ${email} is not found`);
    return id;
  };
  const [privateCustomer] = demoUsers;
  await shootStaff(widths, [
    ['staff-customers', pathFor('staffCustomers', 'pl')],
    [
      'staff-customer',
      pathFor('staffCustomer', 'pl', { customerId: await customerIdOf(demoPartnerUsers.customer.email) }),
    ],
  ]);
  await shootStaff(
    [768, 1280],
    [
      [
        'staff-private-customer',
        pathFor('staffCustomer', 'pl', { customerId: await customerIdOf(privateCustomer?.email ?? '') }),
      ],
      [
        'staff-partner',
        pathFor('staffCustomer', 'pl', { customerId: await customerIdOf(demoPartnerUsers.partner.email) }),
      ],
      ['staff-partners', pathFor('staffPartners', 'pl')],
      [
        'staff-partner-prices',
        pathFor('staffPartner', 'pl', { partnerId: await customerIdOf(demoPartnerUsers.partner.email) }),
      ],
    ],
  );
  // The Allegro account connected, with one order imported (its page) and one kept for the staff.
  const allegroOrder = await allegroOrders(idToken);
  await shootStaff(widths, [
    ['staff-allegro', pathFor('staffAllegro', 'pl')],
    ['staff-allegro-order', pathFor('staffOrder', 'pl', { orderId: allegroOrder })],
  ]);
  // The content back office on a phone, a tablet and a desk: the articles, a demo article's editor
  // with its preview and history, and a product's images.
  const editor = await staffOnSite(runtime, browser, {
    email: 'tresci.zrzuty@demo.sklep.local',
    group: 'content',
    password: 'Zrzuty1234',
  });
  const content = (await signInAsStaff(runtime, 'tresci.zrzuty.api@demo.sklep.local', 'content')).idToken;
  const [article] = demoArticles;
  if (!article) throw new Error('no demo article');
  await shopCall(runtime, 'PUT', '/api/content/articles', {
    token: content,
    body: { ...article, title: `${article.title} (2026)` },
  });
  await shootStaff(
    widths,
    [
      ['content-articles', pathFor('contentArticles', 'pl')],
      [
        'content-article',
        pathFor('contentArticle', 'pl', { language: article.language, link: article.link }),
      ],
      ['content-product', pathFor('contentProduct', 'pl', { productId: laptop.id })],
    ],
    editor,
  );
  // The finance exports with a finished export in the list, on a phone, a tablet and a desk.
  const finance = (await signInAsStaff(runtime, 'finanse.zrzuty.api@demo.sklep.local', 'finance')).idToken;
  const started = await shopCall(runtime, 'POST', '/api/reports/exports', {
    token: finance,
    body: { from: '2026-08-10', to: '2026-08-12' },
  });
  const exportId = (started.body as { id: string }).id;
  await eventually(
    async () =>
      (
        (await shopCall(runtime, 'GET', `/api/reports/exports/${exportId}`, { token: finance })).body as {
          status: string;
        }
      ).status === 'done',
    60_000,
  );
  const accountant = await staffOnSite(runtime, browser, {
    email: 'finanse.zrzuty@demo.sklep.local',
    group: 'finance',
    password: 'Zrzuty1234',
  });
  await shootStaff(widths, [['finance-exports', pathFor('financeExports', 'pl')]], accountant);
  // The demo partner's portal: her code and link, and her customers' orders.
  const partner = await (await consentedContext(browser)).newPage();
  await signInOnSite(
    partner,
    runtime.siteUrl,
    demoPartnerUsers.partner.email,
    demoPartnerUsers.partner.password,
  );
  await shootStaff(
    widths,
    [
      ['partner-dashboard', pathFor('partnerDashboard', 'pl')],
      ['partner-orders', pathFor('partnerOrders', 'pl')],
    ],
    partner,
  );
  console.log(`screenshots in ${out}`);
} finally {
  await browser.close();
  await runtime.stop();
}
