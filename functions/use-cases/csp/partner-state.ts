import type { Subscription } from '../../lib/partner-center/partner-center-contract';
import type { StoredSubscription } from '../../lib/table/microsoft-subscriptions';

/** What the shop keeps of Partner Center's subscription: seats, renewal, term and its windows. */
export type PartnerState = Required<
  Pick<
    StoredSubscription,
    'quantity' | 'autoRenew' | 'termEnd' | 'cancellationAllowedUntil' | 'refundable' | 'nextTermQuantity'
  >
>;

export const partnerStateOf = (subscription: Subscription): PartnerState => ({
  quantity: subscription.quantity,
  autoRenew: subscription.autoRenewEnabled,
  termEnd: subscription.commitmentEndDate,
  cancellationAllowedUntil: subscription.cancellationAllowedUntilDate,
  nextTermQuantity: subscription.scheduledNextTermInstructions?.quantity ?? null,
  refundable: subscription.refundableQuantity.details.map(({ quantity, allowedUntilDateTime }) => ({
    quantity,
    until: allowedUntilDateTime,
  })),
});
