import { AdminAddUserToGroupCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { Browser, Page } from 'playwright-core';
import { totp } from '#infra/local/demo-staff-totp';
import type { Runtime } from '#infra/local/runtime';
import type { StaffGroup } from '#shared/identity/roles';
import { pathFor } from '#shared/routes';
import { appStarted, consentedContext } from './browser';
import { signInAsStaff } from './totp';

/**
 * A staff member of `group` with an authenticator app, signed in on the site's Polish page: password,
 * then the app's code (with `wrongCodeFirst`, a wrong one first, answered by the form's alert and typed
 * again; with `alsoIn`, a member of those groups too). Answers the signed-in page.
 */
export const staffOnSite = async (
  runtime: Runtime,
  browser: Browser,
  { email, group, password }: { email: string; group: StaffGroup; password: string },
  { wrongCodeFirst = false, alsoIn = [] }: { wrongCodeFirst?: boolean; alsoIn?: readonly StaffGroup[] } = {},
): Promise<Page> => {
  const { secret } = await signInAsStaff(runtime, email, group, password);
  const { client, userPoolId } = runtime.cognito;
  for (const other of alsoIn)
    await client.send(
      new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: email, GroupName: other }),
    );
  const page = await (await consentedContext(browser)).newPage();
  await page.goto(`${runtime.siteUrl}${pathFor('signIn', 'pl')}`);
  await appStarted(page);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Hasło', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  const code = page.getByLabel('Kod z aplikacji uwierzytelniającej');
  if (wrongCodeFirst) {
    await code.fill(totp(secret) === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Zaloguj', exact: true }).click();
    await page.getByRole('alert').waitFor();
  }
  await code.fill(totp(secret));
  await page.getByRole('button', { name: 'Zaloguj', exact: true }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Wyloguj się' }).waitFor();
  return page;
};

/**
 * An operations member of the e-mail signed in on the site and gone from the order queue to the screen
 * its staff navigation's link names (the screen's heading is the link's name). Answers her page.
 */
export const operationsScreen = async (
  runtime: Runtime,
  browser: Browser,
  email: string,
  screen: string,
): Promise<Page> => {
  const staff = await staffOnSite(runtime, browser, { email, group: 'operations', password: 'Test1234' });
  await staff.goto(`${runtime.siteUrl}${pathFor('staffOrders', 'pl')}`);
  await appStarted(staff);
  await staff
    .getByRole('navigation', { name: 'Zaplecze obsługi' })
    .getByRole('link', { name: screen })
    .click();
  await staff.getByRole('heading', { level: 1, name: screen }).waitFor();
  return staff;
};
