import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { putStock } from '#functions/lib/table/stock';
import { demoUsers } from '#infra/local/seed';
import { formatMoney } from '#shared/money';
import { paymentMethodIds } from '#shared/orders/payment-methods';
import { pathFor } from '#shared/routes';
import { appStarted, consentedContext, signInOnSite, withBrowserRuntime } from '../support/browser';
import { deliveredOrder } from '../support/delivered-order';
import { placeOrderOf } from '../support/place-order';
import { allWorkDone } from '../support/runtime';
import { shopCall } from '../support/shop-call';
import { staffOnSite } from '../support/staff-on-site';
import { signInAsStaff } from '../support/totp';

// The operations back office in a real browser: a guest orders by transfer and keeps her status page
// open; an operations member signs in with TOTP, opens the queue from her account page, finds the order
// by its number, books the transfer and sends it with a tracking number, and the guest's page follows
// live to "sent" with the parcel's tracking link (an unpaid order offers no send; a refused tracking
// number is marked and kept); two paid orders are ticked and sent together; a delivered order's dock is taken back, its KOR and
// refund following. The queue and the order page pass axe; a customer opening a staff path gets the
// no-access page.

const dock = 'dell-dock-wd19s-130w';
const env = withBrowserRuntime(() => putStock([{ productId: dock, units: 20 }]));

const axeRules = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map(({ id }) => id);

describe('the operations order screens', () => {
  it('find a transfer order by its number, book the transfer, send it with a tracking number; the customer sees it live', async () => {
    const { orderId, linkToken } = await placeOrderOf(env.runtime, {
      productId: dock,
      key: 'staff-e2e-transfer',
      paymentMethodId: paymentMethodIds.transfer,
      email: 'przelew.obsluga.e2e@example.pl',
    });
    const { number } = (
      await shopCall(env.runtime, 'GET', `/api/orders/orders/${orderId}?token=${linkToken}`)
    ).body as { number: string };

    const customer = await (await consentedContext(env.browser)).newPage();
    await customer.goto(
      `${env.runtime.siteUrl}${pathFor('orderStatus', 'pl')}?order=${orderId}&token=${linkToken}`,
    );
    await appStarted(customer);
    await customer.locator('.order[data-live="on"][data-status="unpaid"]').waitFor();

    const staff = await staffOnSite(env.runtime, env.browser, {
      email: 'obsluga.e2e@example.pl',
      group: 'operations',
      password: 'Test1234',
    });
    await staff.goto(`${env.runtime.siteUrl}${pathFor('account', 'pl')}`);
    await appStarted(staff);
    await staff.getByRole('link', { name: 'Obsługa zamówień' }).click();
    await staff.getByRole('heading', { level: 1, name: 'Zamówienia' }).waitFor();
    expect(new URL(staff.url()).pathname).toBe('/obsluga/zamowienia/');
    await staff.locator('.staff-queue tbody tr').first().waitFor();
    expect(await axeRules(staff)).toEqual([]);

    const main = staff.getByRole('main');
    await main.getByLabel('Szukaj zamówienia').fill(number.replace(/\/0+/, '/'));
    await main.getByRole('button', { name: 'Szukaj', exact: true }).click();
    await staff.waitForURL(/[?&]q=/);
    const rows = staff.locator('.staff-queue tbody tr');
    await expect.poll(() => rows.count()).toBe(1);
    await main.getByRole('link', { name: number }).click();
    await staff.getByRole('heading', { level: 1, name: `Zamówienie ${number}` }).waitFor();

    // An unpaid order offers no send: only what its state allows.
    expect(await main.getByRole('button', { name: 'Wyślij', exact: true }).count()).toBe(0);
    expect(await main.getByLabel(/^Otrzymana kwota/).inputValue()).toMatch(/^\d+,\d{2}$/);
    await main.getByRole('button', { name: 'Zaksięguj wpłatę' }).click();
    await staff.getByRole('status').filter({ hasText: 'Wpłata zaksięgowana.' }).waitFor();
    await customer.locator('.order[data-status="toSend"]').waitFor();

    // A number the API refuses is marked at its field, and what was typed stays.
    await main.getByLabel('Przewoźnik').selectOption('dpd');
    await main.getByLabel('Numer przesyłki').fill('AB1');
    await main.getByRole('button', { name: 'Wyślij', exact: true }).click();
    await main.getByText('Numer przesyłki ma od 6 do 40 liter, cyfr lub myślników.').waitFor();
    expect(await main.getByLabel('Numer przesyłki').inputValue()).toBe('AB1');
    expect(await main.getByLabel('Przewoźnik').inputValue()).toBe('dpd');
    await main.getByLabel('Numer przesyłki').fill('0000123456789U');
    await main.getByRole('button', { name: 'Wyślij', exact: true }).click();
    await staff.getByRole('status').filter({ hasText: 'Zamówienie wysłane' }).waitFor();
    await staff.locator('.staff-order[data-status="finished"]').waitFor();
    await main.getByRole('link', { name: '0000123456789U' }).waitFor();
    await staff.locator('.staff-history li', { hasText: 'Wysłano' }).waitFor();
    expect(await axeRules(staff)).toEqual([]);

    await customer.locator('.order[data-status="finished"]').waitFor();
    await customer.getByRole('link', { name: '0000123456789U' }).waitFor();
  }, 120_000);

  it('send the ticked orders together, each with its own tracking number', async () => {
    const api = await signInAsStaff(env.runtime, 'obsluga.hurt.api.e2e@example.pl', 'operations');
    const paid: string[] = [];
    for (const n of [1, 2]) {
      const { orderId } = await placeOrderOf(env.runtime, {
        productId: dock,
        key: `staff-e2e-bulk-${n}`,
        paymentMethodId: paymentMethodIds.transfer,
        email: `hurt${n}.obsluga.e2e@example.pl`,
      });
      const booked = await shopCall(env.runtime, 'POST', `/api/orders/staff/orders/${orderId}/transitions`, {
        token: api.idToken,
        body: { action: 'bookPayment' },
      });
      expect(booked.status, JSON.stringify(booked.body)).toBe(200);
      paid.push(orderId);
    }
    const staff = await staffOnSite(env.runtime, env.browser, {
      email: 'obsluga.hurt.e2e@example.pl',
      group: 'operations',
      password: 'Test1234',
    });
    await staff.goto(`${env.runtime.siteUrl}${pathFor('staffOrders', 'pl')}?status=toSend`);
    await appStarted(staff);
    for (const id of paid) await staff.locator(`tr[data-order="${id}"] input[type="checkbox"]`).check();
    await staff.getByRole('button', { name: 'Wyślij zaznaczone' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Wysyłka zaznaczonych zamówień' });
    for (const [n, id] of paid.entries()) {
      const row = dialog.locator(`tr[data-order="${id}"]`);
      await row.getByRole('combobox').selectOption('dpd');
      await row.getByRole('textbox').fill(`00001234567${n}0U`);
    }
    await dialog.getByRole('button', { name: 'Wyślij 2 zamówienia' }).click();
    await expect.poll(() => dialog.getByRole('status').filter({ hasText: 'Wysłane' }).count()).toBe(2);
    for (const [n, id] of paid.entries()) {
      const { body } = await shopCall(env.runtime, 'GET', `/api/orders/staff/orders/${id}`, {
        token: api.idToken,
      });
      expect(body.order).toMatchObject({
        status: 'finished',
        shipment: { carrier: 'dpd', trackingNumber: `00001234567${n}0U` },
      });
    }
    expect(await axeRules(staff)).toEqual([]);
  }, 120_000);

  it('take back one of two lines: the stock, the KOR for that line and its refund follow', async () => {
    const api = await signInAsStaff(env.runtime, 'obsluga.api.e2e@example.pl', 'operations');
    const { id, number, dockGross } = await deliveredOrder(env.runtime, api.idToken, 'staff-e2e');
    const staff = await staffOnSite(env.runtime, env.browser, {
      email: 'obsluga.zwroty.e2e@example.pl',
      group: 'operations',
      password: 'Test1234',
    });
    await staff.goto(`${env.runtime.siteUrl}${pathFor('staffOrder', 'pl', { orderId: id })}`);
    await appStarted(staff);
    await staff.getByRole('heading', { level: 1, name: `Zamówienie ${number}` }).waitFor();
    const form = staff.locator('.staff-part-return');
    await form.getByLabel(/Dell Dock/).fill('1');
    await form.getByRole('button', { name: 'Przyjmij zwrot 1 sztuki' }).click();
    await staff.getByRole('status').filter({ hasText: 'Zwrot przyjęty' }).waitFor();
    await staff.locator('.staff-history li', { hasText: 'Przyjęto zwrot części zamówienia' }).waitFor();
    expect(await axeRules(staff)).toEqual([]);

    await allWorkDone(env.runtime);
    await staff.reload();
    await appStarted(staff);
    const kor = staff
      .locator('tr[data-invoice]')
      .filter({ has: staff.getByRole('cell', { name: 'KOR', exact: true }) });
    await kor.waitFor();
    expect(await kor.innerText()).toContain(
      formatMoney({ amount: -Math.round(dockGross / 2), currency: 'PLN' }, 'pl'),
    );
    await staff.locator('tr[data-payment]', { hasText: 'zwrócono' }).waitFor();
  }, 120_000);

  it('shows a customer the no-access page on a staff path', async () => {
    const page = await (await consentedContext(env.browser)).newPage();
    await signInOnSite(page, env.runtime.siteUrl, demoUsers[0].email, demoUsers[0].password);
    await page.goto(`${env.runtime.siteUrl}${pathFor('staffOrders', 'pl')}`);
    await appStarted(page);
    await page.getByRole('heading', { level: 1, name: 'Brak dostępu' }).waitFor();
    expect(await page.getByRole('link', { name: 'Obsługa zamówień' }).count()).toBe(0);
  }, 60_000);
});
