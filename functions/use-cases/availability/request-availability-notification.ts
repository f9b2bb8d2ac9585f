import type { AvailabilityRequest } from '#shared/catalogue/availability-request';
import { limitMailsTo } from '../limit-mails-to';
import { fail, ok, type Result } from '../result';
import type { AvailabilityPorts } from './deps';

/**
 * A visitor asks to be e-mailed once a product can be ordered. Course: claim a mail to the address;
 * store the request while the product awaits availability (checked in the same transaction): its
 * state is not orderable yet, or it is sold out (no counted unit left); a repeated request keeps the
 * first record and still succeeds. Fails with `mail_limit_reached`, `product_not_found`, or
 * `availability_notification_failed` while the product is orderable (with units left) or discontinued.
 */
export const requestAvailabilityNotification = async (
  ports: AvailabilityPorts,
  { productId, request }: { productId: string; request: AvailabilityRequest },
): Promise<Result<{ status: 'requested'; email: string }>> => {
  const limited = await limitMailsTo(ports, request.email);
  if (!limited.ok) return limited;
  const { availabilityRequestItems: items, productExists, soldOut, commit, clock } = ports;
  const awaiting = (await soldOut(productId))
    ? items.stockSoldOut(productId)
    : items.productAwaiting(productId);
  const committed = await commit([
    { item: awaiting, whenConditionFails: 'not_awaiting' },
    { item: items.put(productId, request, clock()), whenConditionFails: 'requested_before' },
  ]);
  if (!committed.ok && committed.code === 'not_awaiting')
    return fail((await productExists(productId)) ? 'availability_notification_failed' : 'product_not_found');
  return ok({ status: 'requested', email: request.email });
};
