import { isDeepStrictEqual } from 'node:util';
import { productChanged } from '#events/contracts/product-changed';
import { availabilityMachine } from '#shared/catalogue/availability-states';
import type { Availability } from '#shared/catalogue/product';
import { outboxItem } from '../../lib/table/outbox';
import { fail, ok, type Result } from '../result';
import type { AvailabilityChangePorts } from './deps';

const attempts = 3;

/**
 * Moves a product to another availability (spec section 4). Input: the product and its new
 * availability. Output: the availability before and after. Course: read the product; an unchanged
 * availability changes nothing; a move the availability machine forbids (`discontinued` is final) is
 * refused; else update it, on the condition that it is still the one read, with
 * `catalogue.product-changed` in one transaction, re-reading after a concurrent change.
 * Fails with `product_not_found` or `availability_change_not_allowed`.
 */
export const setProductAvailability = async (
  { readProduct, availabilityChange, commit, clock }: AvailabilityChangePorts,
  { productId, availability }: { productId: string; availability: Availability },
): Promise<Result<{ before: Availability; after: Availability }>> => {
  for (let attempt = 1; ; attempt++) {
    const product = await readProduct(productId);
    if (!product) return fail('product_not_found');
    const before = product.availability;
    if (isDeepStrictEqual(before, availability)) return ok({ before, after: availability });
    if (!availabilityMachine.canMove(before.state, availability.state)) {
      return fail('availability_change_not_allowed');
    }
    const committed = await commit(
      [
        {
          item: availabilityChange(productId, before, availability),
          whenConditionFails: 'changed_meanwhile',
        },
      ],
      [
        outboxItem(
          productChanged,
          { productId, availabilityBefore: before.state, availabilityAfter: availability.state },
          { now: clock() },
        ),
      ],
    );
    if (committed.ok) return ok({ before, after: availability });
    if (attempt === attempts) {
      throw new Error(`product ${productId}'s availability changed during each of ${attempts} attempts`);
    }
  }
};
