import { productChanged } from '#events/contracts/product-changed';
import { availabilityMachine } from '#shared/catalogue/availability-states';
import type { Availability } from '#shared/catalogue/product';
import { outboxItem } from '../../lib/table/outbox';
import { changeProductField } from './change-product-field';
import type { AvailabilityChangePorts } from './deps';

/**
 * Moves a product to another availability (spec section 4). Input: the product and its new
 * availability. Output: the availability before and after. Course (`changeProductField`): read the
 * product; an unchanged availability changes nothing; a move the availability machine forbids
 * (`discontinued` is final) is refused; else update it, on the condition that it is still the one read,
 * with `catalogue.product-changed` in one transaction, re-reading after a concurrent change.
 * Fails with `product_not_found` or `availability_change_not_allowed`.
 */
export const setProductAvailability = (
  { readProduct, availabilityChange, commit, clock }: AvailabilityChangePorts,
  { productId, availability }: { productId: string; availability: Availability },
) =>
  changeProductField(
    { readProduct, commit },
    {
      productId,
      field: 'availability',
      after: availability,
      refusal: (before) =>
        availabilityMachine.canMove(before.state, availability.state)
          ? undefined
          : 'availability_change_not_allowed',
      item: (before) => availabilityChange(productId, before, availability),
      event: (before) =>
        outboxItem(
          productChanged,
          { productId, availabilityBefore: before.state, availabilityAfter: availability.state },
          { now: clock() },
        ),
    },
  );
