import { ulid } from 'ulid';
import { orderStatusChanged } from '#events/contracts/order-status-changed';
import { accountItems } from '#functions/lib/table/microsoft-accounts';
import { getSubscription } from '#functions/lib/table/microsoft-subscriptions';
import { orderItems } from '#functions/lib/table/orders';
import { outboxItem } from '#functions/lib/table/outbox';
import { commitGuarded } from '#functions/lib/table/transaction';
import { sampleOrder } from '#functions/use-cases/testing/fake-order-ports';
import { subscriptionIdOf } from '#shared/microsoft/subscription';
import { sampleNewCustomer, simulatedPartnerCenter } from '../support/partner-center';
import { inPool, useShopTable } from './guest-shopper';
import { percentile } from './stats';

// Issue 15's provisioning target on the running shop: a paid order to an active subscription through
// the Partner Center simulator with its provisioning delay set to zero, p99 ≤ 2 s. Each order is a
// real one of a customer whose only account is a tenant at the simulator with the agreement accepted;
// it is written paid (moved to realization) with its `order.status-changed`, as a settled payment
// commits it, and the clock runs until the shop's consumers record its subscription active.

const orders = 60;
const concurrency = 3;
const sub = 'bench-microsoft-customer';
const productId = 'm365-business-standard-monthly';

export const benchProvisioning = async (port: number) => {
  useShopTable(port);
  const simulator = `http://127.0.0.1:${port + 4}/_local/partner-center`;
  await fetch(`${simulator}/_simulator/switches`, {
    method: 'POST',
    body: JSON.stringify({ provisioningMs: 0 }),
  });
  const partnerCenter = simulatedPartnerCenter(simulator);
  const tenant = await partnerCenter.createCustomer(sampleNewCustomer(`bench${Date.now()}.onmicrosoft.com`));
  const { templateId } = await partnerCenter.customerAgreementTemplate();
  const agreedAt = new Date().toISOString();
  await partnerCenter.confirmCustomerAgreement(tenant.id, {
    primaryContact: { firstName: 'Anna', lastName: 'Nowak', email: 'anna@firma.pl' },
    dateAgreed: agreedAt,
    templateId,
    type: 'MicrosoftCustomerAgreement',
  });
  await commitGuarded([
    {
      item: accountItems.add(sub, {
        accountId: 'B'.repeat(22),
        domain: tenant.companyProfile.domain,
        kind: 'created',
        state: 'active',
        tenantId: tenant.id,
        agreementAcceptedAt: agreedAt,
        createdAt: agreedAt,
      }),
    },
  ]);

  const times = await inPool(Array.from({ length: orders }), concurrency, async () => {
    const order = sampleOrder({
      id: ulid(),
      owner: { kind: 'client', sub },
      status: 'toSend',
      payment: 'done',
      shippingMethod: 'electronic',
      lines: [
        {
          productId,
          name: 'Microsoft 365 Business Standard',
          kind: 'm365-subscription',
          quantity: 5,
          unitNet: 5616,
          total: { net: 28_080, vat: 6_458, gross: 34_538 },
        },
      ],
    });
    const started = performance.now();
    await commitGuarded(
      [{ item: orderItems.put(order) }],
      [
        outboxItem(orderStatusChanged, {
          orderId: order.id,
          from: 'unpaid',
          to: 'toSend',
          payment: 'done',
          email: order.email,
          guest: false,
          language: 'pl',
        }),
      ],
    );
    const id = subscriptionIdOf(order.id, 0);
    while ((await getSubscription(sub, id))?.state !== 'active') {
      if (performance.now() - started > 60_000) throw new Error(`subscription ${id} not active in 60 s`);
      await new Promise((done) => setTimeout(done, 20));
    }
    return performance.now() - started;
  });
  const sorted = times.sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
};

export const noteProvisioning = (
  note: (line?: string) => void,
  result: Awaited<ReturnType<typeof benchProvisioning>>,
) => {
  note('## Microsoft 365 provisioning (issue 15)');
  note();
  note(
    `${orders} paid orders of ${productId}, ${concurrency} at a time, each to its subscription active ` +
      'through the Partner Center simulator (provisioning delay 0; the outbox, two consumers, cart, ' +
      `checkout and polls): p50 ${result.p50.toFixed(0)} ms, p99 ${result.p99.toFixed(0)} ms (target ≤ 2 s)`,
  );
  note();
};
