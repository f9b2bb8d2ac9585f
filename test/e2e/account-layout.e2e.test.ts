import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pathFor } from '#shared/routes';
import { appStarted, consentedContext, signInOnSite, withBrowserRuntime } from '../support/browser';
import { giveClientProfile } from '../support/client-profile';
import { signUpAndIn } from '../support/runtime';
import { addCard } from '../support/saved-card';

// The account area's frame in a real browser: at 1280 px its sections in a side navigation beside the
// screen, which takes the rest of the width, the section shown marked; on a 360 px phone the same
// sections behind one button naming the section shown, opening and closing as a menu, the page never
// scrolling sideways; a row's actions in a menu worked with the keyboard.

const env = withBrowserRuntime();
const password = 'Test1234';

const customer = async (name: string) => {
  const email = `${name}.${Date.now()}@example.pl`;
  const { sub, idToken } = await signUpAndIn(env.runtime, email, password);
  await giveClientProfile(sub, email);
  return { email, idToken };
};

const signedIn = async (email: string, width: number) => {
  const page = await (await consentedContext(env.browser)).newPage();
  await page.setViewportSize({ width, height: width < 768 ? 760 : 900 });
  await signInOnSite(page, env.runtime.siteUrl, email, password);
  return page;
};

const open = async (page: Page, path: string) => {
  await page.goto(`${env.runtime.siteUrl}${path}`);
  await appStarted(page);
};

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id);

const sections = [
  'Ustawienia konta',
  'Panel klienta',
  'Subskrypcje Microsoft 365',
  'Konta Microsoft 365',
  'Historia zamówień',
  'Płatności',
  'Historia płatności',
  'Faktury',
  'Karty płatnicze',
  'Edycja danych',
  'Zmiana hasła',
  'Logowanie dwuetapowe',
];

describe('the account area', () => {
  it('shows its sections beside the screen at 1280 px, the screen using the width left', async () => {
    const { email } = await customer('konto.szeroko');
    const page = await signedIn(email, 1280);
    await open(page, pathFor('account', 'pl'));
    const nav = page.getByRole('navigation', { name: 'Twoje konto' });
    expect(await nav.getByRole('link').allInnerTexts()).toEqual(sections);
    expect(await nav.getByRole('button', { name: /^Menu konta/ }).isVisible()).toBe(false);
    await nav
      .getByRole('link', { name: 'Ustawienia konta', exact: true })
      .and(page.locator('[aria-current="page"]'))
      .waitFor();

    await nav.getByRole('link', { name: 'Faktury' }).click();
    await page.getByRole('heading', { level: 1, name: 'Faktury' }).waitFor();
    await page.getByText('Nie masz jeszcze żadnych faktur.').waitFor();
    expect(await nav.locator('[aria-current="page"]').innerText()).toBe('Faktury');
    // Beside the navigation, the screen takes the rest of the page's width (it sat in 32rem before).
    const navBox = await nav.boundingBox();
    const screen = await page.locator('.account-layout__content').boundingBox();
    expect(screen && navBox && screen.x).toBeGreaterThan((navBox?.x ?? 0) + (navBox?.width ?? 0));
    expect(screen?.width).toBeGreaterThan(780);
    expect(await axeViolations(page)).toEqual([]);

    // A screen under a section marks it: an order's details are the order history's.
    await nav.getByRole('link', { name: 'Historia zamówień' }).click();
    await page.getByText('Nie masz jeszcze żadnych zamówień.').waitFor();
    expect(await nav.locator('[aria-current="page"]').innerText()).toBe('Historia zamówień');
  });

  it('puts its sections behind a menu on a 360 px phone, which never scrolls sideways', async () => {
    const { email } = await customer('konto.telefon');
    const page = await signedIn(email, 360);
    await open(page, pathFor('account', 'pl'));
    const nav = page.getByRole('navigation', { name: 'Twoje konto' });
    const toggle = nav.getByRole('button', { name: 'Menu konta Ustawienia konta' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await nav.getByRole('link', { name: 'Faktury' }).isVisible()).toBe(false);

    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await nav.getByRole('link').allInnerTexts()).toEqual(sections);
    expect(await axeViolations(page)).toEqual([]);
    // Escape closes it back on its button.
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);

    // A section chosen: the menu closes and names it.
    await toggle.click();
    await nav.getByRole('link', { name: 'Historia zamówień' }).click();
    await page.getByRole('heading', { level: 1, name: 'Historia zamówień' }).waitFor();
    const shown = nav.getByRole('button', { name: 'Menu konta Historia zamówień' });
    expect(await shown.getAttribute('aria-expanded')).toBe('false');
    expect(await nav.getByRole('link', { name: 'Faktury' }).isVisible()).toBe(false);
    await page.getByText('Nie masz jeszcze żadnych zamówień.').waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("opens a row's actions as a menu, worked with the keyboard", async () => {
    const { email, idToken } = await customer('konto.menu');
    await addCard(env.runtime, idToken, '12/30');
    const page = await signedIn(email, 1280);
    await open(page, pathFor('accountPaymentCards', 'pl'));
    const row = page.getByRole('row').filter({ hasText: 'Ważna do 12/30' });
    const actions = row.getByRole('button', { name: /^Akcje: / });
    await actions.focus();
    await page.keyboard.press('ArrowDown');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect(await actions.getAttribute('aria-expanded')).toBe('true');
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual(['Usuń']);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitem');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await actions.evaluate((element) => element === document.activeElement)).toBe(true);

    // Chosen, its dialog opens; closed, the focus is back on the menu's button.
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Usuń' }).click();
    const dialog = page.getByRole('dialog', { name: 'Usunąć kartę?' });
    await dialog.getByRole('button', { name: 'Zostaw' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await actions.evaluate((element) => element === document.activeElement)).toBe(true);
    // A click elsewhere closes it.
    await actions.click();
    await menu.waitFor();
    await page.getByRole('heading', { level: 1 }).click();
    await menu.waitFor({ state: 'detached' });
  });
});
