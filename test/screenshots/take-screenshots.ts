import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { demoProducts } from '#infra/local/demo-catalogue/products';
import { demoStockLaptopId } from '#infra/local/demo-catalogue/stock-and-codes';
import { startRuntime } from '#infra/local/runtime';
import { demoUsers } from '#infra/local/seed';
import { paymentMethodIds } from '#shared/orders/payment-methods';
import { sampleGuestOrderInput } from '#shared/orders/sample-order-input';
import { pathFor } from '#shared/routes';
import { appStarted, consentedContext, launchBrowser, signInOnSite } from '../support/browser';
import { deliveredOrder } from '../support/delivered-order';
import { basketCookieOf, shopCall } from '../support/shop-call';
import { staffOnSite } from '../support/staff-on-site';
import { signInAsStaff } from '../support/totp';

// `npm run screenshots`: the first screen of home, a category, a product, the basket
// and the checkout at 360, 768 and 1280 px wide, a guest's bank-transfer order's status page whole (the
// transfer to make and its QR code), the account page signed in, and the operations back office's queue,
// that order's page and a delivered order's at 768 and 1280 px, into web/screenshots/ as WebP, which web/README.md shows.
// Serves the current build (web/dist, which `npm start` and `npm test` make) from a fresh local runtime
// with the demo catalogue and its pictures.

const out = join(import.meta.dirname, '../../web/screenshots');
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
  for (const width of [768, 1280]) {
    await staff.setViewportSize({ width, height: 900 });
    for (const [name, path] of [
      ['staff-orders', pathFor('staffOrders', 'pl')],
      ['staff-order', pathFor('staffOrder', 'pl', { orderId })],
      ['staff-delivered-order', pathFor('staffOrder', 'pl', { orderId: delivered.id })],
    ] as const) {
      await staff.goto(`${runtime.siteUrl}${path}`);
      await appStarted(staff);
      await staff.waitForLoadState('networkidle');
      await sharp(await staff.screenshot({ fullPage: true }))
        .webp({ quality: 70 })
        .toFile(join(out, `${name}-${width}.webp`));
    }
  }
  console.log(`screenshots in ${out}`);
} finally {
  await browser.close();
  await runtime.stop();
}
