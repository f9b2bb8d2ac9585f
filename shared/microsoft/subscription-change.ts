import type { SubscriptionRecord, SubscriptionView } from './subscription';

// A subscription's dated change history (the exports' file of subscription changes):
// each transaction that changes what a subscription costs or holds also writes one change, a
// snapshot as of that moment, so a period's file is the changes made in it whenever it is written.

/**
 * What happened: ordered (a paid order's line recorded), activated (provisioned at Microsoft),
 * changed (licences added or taken away, auto-renew switched, the next term's licences set), renewed
 * (its next term began), prepaid (its next term ordered ahead by the renewal offer), lapsed (not
 * renewed at its term's end), cancelled (within its window, or before it was set up), failed
 * (provisioning finally failed).
 */
export const subscriptionChangeKinds = [
  'ordered',
  'activated',
  'changed',
  'renewed',
  'prepaid',
  'lapsed',
  'cancelled',
  'failed',
] as const;
export type SubscriptionChangeKind = (typeof subscriptionChangeKinds)[number];

/** What a change reads of the subscription: its view's fields and the order's e-mail. */
export type ChangedSubscription = SubscriptionRecord & { email: string };

export interface SubscriptionChange {
  /** When it was made (ISO 8601). */
  at: string;
  kind: SubscriptionChangeKind;
  subscriptionId: string;
  /** The order it came from; a renewal's or a prepaid term's own order for those changes. */
  orderId: string;
  productId: string;
  name: string;
  email: string;
  billing: SubscriptionView['billing'];
  currency: SubscriptionView['currency'];
  /** Net per licence per billing period, minor units of `currency`. */
  unitNet: number;
  /** Licences before and after; 0 before for the line just ordered. */
  quantityBefore: number;
  quantity: number;
  autoRenew: boolean;
  /** The term after the change, once active. */
  termStart?: string;
  termEnd?: string;
  /** Licences scheduled for the next term, when set. */
  nextTermQuantity?: number;
  /** Net charged on the next invoice for licences added (negative for ones taken away against them). */
  chargeNet: number;
  /** Net given back by a cancellation. */
  refundNet: number;
  domain?: string;
  failure?: string;
}

/** What the change made: the fields it set, and the money and order it names. */
export interface ChangeMade extends Partial<ChangedSubscription> {
  chargeNet?: number;
}

/**
 * The change `kind` made at `at` to `before`: a snapshot of the subscription after it (`before` with
 * `made` over it), with the licences before it.
 */
export const subscriptionChangeOf = (
  kind: SubscriptionChangeKind,
  before: ChangedSubscription,
  made: ChangeMade,
  at: string,
): SubscriptionChange => {
  const { chargeNet = 0, ...fields } = made;
  const after = { ...before, ...fields };
  const orderOfKind: Partial<Record<SubscriptionChangeKind, string | undefined>> = {
    renewed: after.termOrderId,
    prepaid: after.prepaidOrderId,
  };
  return {
    at,
    kind,
    subscriptionId: after.id,
    orderId: orderOfKind[kind] ?? after.orderId,
    productId: after.productId,
    name: after.name,
    email: after.email,
    billing: after.billing,
    currency: after.currency,
    unitNet: after.unitNet,
    quantityBefore: kind === 'ordered' ? 0 : before.quantity,
    quantity: after.quantity,
    autoRenew: after.autoRenew ?? false,
    ...(after.termStart ? { termStart: after.termStart } : {}),
    ...(after.termEnd ? { termEnd: after.termEnd } : {}),
    ...(typeof after.nextTermQuantity === 'number' ? { nextTermQuantity: after.nextTermQuantity } : {}),
    chargeNet,
    refundNet: kind === 'cancelled' ? (after.refundNet ?? 0) : 0,
    ...(after.domain ? { domain: after.domain } : {}),
    ...(kind === 'failed' && after.failure ? { failure: after.failure } : {}),
  };
};
