import type { Product } from '#shared/catalogue/product';
import { planNamesOf } from '#shared/microsoft/plan-name';
import { subscriptionIdOf } from '#shared/microsoft/subscription';
import type { StoredSubscription } from '../../lib/table/microsoft-subscriptions';
import type { Order } from '../../lib/table/orders';
import { provisioningRequest } from './provisioning-request';
import { isReady } from './ready-accounts';
import type { RecordingPorts } from './recording-deps';

type NceProduct = Extract<Product, { kind: 'm365-subscription' }> & { catalogItemId: string };

const isNceProduct = (product: Product | undefined): product is NceProduct =>
  product?.kind === 'm365-subscription' && Boolean(product.catalogItemId);

/** Orders in realization: paid, or placed on terms that pay later (deferred payment, a free trial). */
const inRealization = (order: Order) => order.status === 'toSend' || order.status === 'finished';

/**
 * Input: an order that was paid or placed (its events). Output: the ids of the subscriptions recorded
 * now (none for an order without new-commerce lines, a guest's, one not in realization, the next month
 * of a free trial, which continues the trial's subscription, or one recorded before).
 * Course: each Microsoft 365 line sold through Partner Center becomes a subscription `<orderId>-<n>`
 * (spec section 4: "a subscription without an order cannot be configured", so only an order makes
 * one), named as the line in the order's language and as its product in every language (the panel
 * shows the one of its page, `shared/microsoft/plan-name.ts`). When the customer has exactly one
 * account ready for it (spec section 2: "selected automatically"), it is recorded provisioning in that
 * tenant with the event that provisions it; otherwise it waits, not configured, for the customer to
 * choose. Each is put once, conditional on its absence, so a redelivered event records nothing twice.
 */
export const recordOrderSubscriptions = async (
  ports: RecordingPorts,
  { orderId }: { orderId: string },
): Promise<string[]> => {
  const order = await ports.findOrder(orderId);
  if (order?.owner.kind !== 'client' || !inRealization(order) || order.continues) return [];
  const sub = order.owner.sub;
  const lines = await Promise.all(
    order.lines.map(async (line, index) => ({ line, index, product: await ports.productOf(line.productId) })),
  );
  const nce = lines.filter((entry): entry is typeof entry & { product: NceProduct } =>
    isNceProduct(entry.product),
  );
  if (nce.length === 0) return [];
  const ready = (await ports.accountsOf(sub)).filter(isReady);
  const only = ready.length === 1 ? ready[0] : undefined;
  const now = ports.clock();
  const recorded: string[] = [];
  for (const { line, index, product } of nce) {
    const subscription: StoredSubscription = {
      id: subscriptionIdOf(order.id, index),
      sub,
      orderId: order.id,
      orderNumber: order.number,
      productId: product.id,
      name: line.name,
      names: planNamesOf(product),
      billing: product.billing,
      catalogItemId: product.catalogItemId,
      ...(product.licenceSku ? { licenceSku: product.licenceSku } : {}),
      quantity: line.quantity,
      unitNet: line.afterFirstMonthNet ?? line.unitNet,
      currency: order.currency,
      state: only ? 'provisioning' : 'notConfigured',
      createdAt: now.toISOString(),
      email: order.email,
      language: order.language,
      configuration: only ? 1 : 0,
      ...(only ? { accountId: only.accountId, tenantId: only.tenantId, domain: only.domain } : {}),
    };
    const committed = await ports.commit(
      [
        { item: ports.subscriptionItems.record(subscription), whenConditionFails: 'recorded_before' },
        { item: ports.subscriptionItems.logged('ordered', subscription, {}, subscription.createdAt) },
      ],
      only ? [provisioningRequest(subscription, now)] : [],
    );
    if (committed.ok) recorded.push(subscription.id);
  }
  return recorded;
};
