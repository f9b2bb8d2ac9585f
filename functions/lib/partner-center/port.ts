import type { BillingCycle, TermDuration } from '#shared/microsoft/nce-terms';
import type {
  Agreement,
  Cart,
  Customer,
  NewCustomer,
  PartnerOrder,
  Subscription,
  SubscriptionPatch,
} from './partner-center-contract';

// The Partner Center port: what the shop asks Microsoft's partner API for new
// commerce. One adapter, partner-center-rest.ts, speaks the REST contract to Partner Center on AWS and
// to the simulator locally; callers see these methods and `PartnerCenterError` only.

/** Why Partner Center refused or could not answer; each a message the shop can show or act on. */
export type PartnerCenterFailure =
  /** The `<name>.onmicrosoft.com` is another tenant's. */
  | 'domain_taken'
  | 'invalid_address'
  /** No such customer of ours (or its admin has not accepted our relationship yet). */
  | 'not_found'
  /** The second step of linking came before the first: the provider was not authorised. */
  | 'relationship_missing'
  | 'agreement_missing'
  | 'cart_expired'
  /** A seat reduction or a cancellation after its 168 hours. */
  | 'window_closed'
  /** A change to a subscription that is not active (auto-renew, seats). */
  | 'subscription_inactive'
  | 'invalid_request'
  /** Still throttled after the retries Retry-After allowed. */
  | 'throttled'
  /** No answer, a timeout or a 5xx after the retries: the caller keeps its work for a later retry. */
  | 'unavailable';

export class PartnerCenterError extends Error {
  constructor(
    readonly failure: PartnerCenterFailure,
    message: string,
  ) {
    super(message);
    this.name = 'PartnerCenterError';
  }
}

export interface CartLine {
  /** `productId:skuId:availabilityId`. */
  catalogItemId: string;
  quantity: number;
  termDuration: TermDuration;
  billingCycle: BillingCycle;
}

export interface PartnerCenter {
  /** Whether `<prefix>.onmicrosoft.com` is still free. */
  domainAvailable(domain: string): Promise<boolean>;
  /**
   * Creates the tenant; its first admin's credentials come back in `userCredentials`. `requestId` makes
   * it idempotent: a repeat with the same one answers the first result, credentials included.
   */
  createCustomer(customer: NewCustomer, requestId?: string): Promise<Customer>;
  getCustomer(tenantId: string): Promise<Customer>;
  /** Our customers whose domain starts with `prefix`, linked ones included once their admin accepted. */
  findCustomers(domainPrefix: string): Promise<Customer[]>;
  /** The link a customer's admin opens to accept us as their reseller. */
  relationshipRequestUrl(): Promise<string>;
  /** The current Microsoft Customer Agreement's template to attest. */
  customerAgreementTemplate(): Promise<{ templateId: string; agreementLink: string }>;
  confirmCustomerAgreement(tenantId: string, agreement: Agreement): Promise<void>;
  listCustomerAgreements(tenantId: string): Promise<Agreement[]>;
  /** `requestId` makes the call idempotent: a retry with the same one gets the same cart. */
  createCart(tenantId: string, lines: readonly CartLine[], requestId: string): Promise<Cart>;
  /** Idempotent per cart: a repeat answers the first order. */
  checkoutCart(tenantId: string, cartId: string): Promise<PartnerOrder>;
  getOrder(tenantId: string, orderId: string): Promise<PartnerOrder>;
  listSubscriptions(tenantId: string): Promise<Subscription[]>;
  getSubscription(tenantId: string, subscriptionId: string): Promise<Subscription>;
  /** Seats, auto-renew, cancellation (`status: 'deleted'`) or the changes scheduled for the renewal. */
  updateSubscription(
    tenantId: string,
    subscriptionId: string,
    patch: SubscriptionPatch,
  ): Promise<Subscription>;
}
