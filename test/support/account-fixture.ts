import { demoStockLaptopId } from '#infra/local/demo-catalogue/stock-and-codes';
import type { Runtime } from '#infra/local/runtime';
import type { SubscriptionView } from '#shared/microsoft/subscription';
import type { SubscriptionUserView } from '#shared/microsoft/subscription-user';
import { paymentMethodIds } from '#shared/orders/payment-methods';
import { giveClientProfile } from './client-profile';
import { buyBusinessStandard, type Customer, customerCall } from './microsoft';
import { placeOrderOf } from './place-order';
import { eventually, signUpAndIn } from './runtime';
import { addCard } from './saved-card';

// A business customer whose account area has something on every screen, with the long names that
// test a layout: a tenant named with 27 characters (`….onmicrosoft.com`), Microsoft 365 Business Standard
// active there with a licence added (a charge for the next invoice) and both held by two of three users
// of long names (so the third one's "assign" is disabled), one user deleted, a laptop ordered by bank transfer and not paid (an order to pay), the
// subscription's order paid by BLIK (its invoice and payment) and a saved card. The layout check and
// the screenshots open her screens.

export interface AccountFixture extends Customer {
  email: string;
  password: string;
  accountId: string;
  domain: string;
  subscription: SubscriptionView;
  /** The laptop's order, by transfer and unpaid. */
  transferOrderId: string;
  /** The subscription's order, paid. */
  paidOrderId: string;
}

const users = [
  ['Katarzyna', 'Wisniewska-Zielonogorska', 'katarzyna.wisniewska-zielonogorska'],
  ['Maksymilian', 'Brzeczyszczykiewicz', 'maksymilian.brzeczyszczykiewicz'],
  ['Jan', 'Nowak', 'jan.nowak'],
  ['Ewa', 'Kowalska', 'ewa.kowalska'],
] as const;

/** The customer and everything above, made through the gateway; `key` makes her e-mail and tenant unique. */
export const customerWithEverything = async (runtime: Runtime, key: string): Promise<AccountFixture> => {
  const email = `konto.${key}@example.pl`;
  const password = 'Test1234';
  const { sub, idToken } = await signUpAndIn(runtime, email, password);
  await giveClientProfile(sub, email);
  const who = { sub, token: idToken };
  const call = (method: string, path: string, body?: unknown) =>
    customerCall(runtime, who, method, path, body);
  const check = <T extends { status: number; body: unknown }>(answer: T, status: number, what: string) => {
    if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer;
  };

  // The tenant: the longest name a test may count on (the spec allows 30; 27 is safe either way).
  const name = `kancelariaprawnanowak${String(Date.now()).slice(-6)}`;
  const added = check(await call('POST', '/api/csp/me/accounts', { kind: 'new', name }), 201, 'tenant');
  const { accountId, domain } = (added.body as { account: { accountId: string; domain: string } }).account;
  const contact = { firstName: 'Anna', lastName: 'Nowak', email: 'anna@firma.pl', accepted: true };
  check(await call('POST', `/api/csp/me/accounts/${accountId}/agreement`, contact), 200, 'agreement');

  const paidOrderId = await buyBusinessStandard(runtime, who);
  const subscription = await eventually(async () => {
    const { subscriptions } = (await call('GET', '/api/csp/me/subscriptions')).body as {
      subscriptions?: SubscriptionView[];
    };
    return subscriptions?.find((one) => one.status === 'active');
  }, 40_000);

  // A licence added (a charge for the next invoice), both then assigned: none is free.
  const changed = check(
    await call('PUT', `/api/csp/me/subscriptions/${subscription.id}/quantity`, { quantity: 2 }),
    200,
    'licences',
  );
  const userPath = `/api/csp/me/accounts/${accountId}/users`;
  const made: SubscriptionUserView[] = [];
  for (const [firstName, lastName, alias] of users) {
    const user = check(
      await call('POST', userPath, {
        firstName,
        lastName,
        displayName: `${firstName} ${lastName}`,
        alias,
        domain,
        usageLocation: 'PL',
        role: alias === 'jan.nowak' ? 'userAdministrator' : 'user',
      }),
      201,
      `user ${alias}`,
    );
    made.push((user.body as { user: SubscriptionUserView }).user);
  }
  const [first, second, , last] = made;
  const skuId = subscription.licenceSku?.skuId;
  for (const user of [first, second])
    if (user && skuId)
      check(
        await call('PUT', `${userPath}/${user.id}/licences`, { add: [skuId], remove: [] }),
        200,
        'licence',
      );
  if (last) check(await call('DELETE', `${userPath}/${last.id}`), 200, 'deleted user');

  const { orderId: transferOrderId } = await placeOrderOf(runtime, {
    productId: demoStockLaptopId,
    key: `layout-transfer-${key}`,
    token: idToken,
    paymentMethodId: paymentMethodIds.transfer,
    email,
  });
  await addCard(runtime, idToken, '12/30');
  return {
    ...who,
    email,
    password,
    accountId,
    domain,
    subscription: changed.body as SubscriptionView,
    transferOrderId,
    paidOrderId,
  };
};
