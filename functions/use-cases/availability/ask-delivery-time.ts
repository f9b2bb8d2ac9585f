import { deliveryTimeAsked } from '#events/contracts/delivery-time-asked';
import type { DeliveryTimeQuestion } from '#shared/catalogue/delivery-time-question';
import { outboxItem } from '../../lib/table/outbox';
import { limitMailsTo } from '../limit-mails-to';
import { fail, ok, type Result } from '../result';
import type { AvailabilityPorts } from './deps';

/**
 * A visitor asks for a product's delivery time. Course: claim a mail to the address; store the
 * question of an existing product with `catalogue.delivery-time-asked` in one transaction (its consumer
 * mails sales and the visitor). Fails with `mail_limit_reached` or `product_not_found`.
 */
export const askDeliveryTime = async (
  ports: AvailabilityPorts,
  { productId, question }: { productId: string; question: DeliveryTimeQuestion },
): Promise<Result<{ status: 'asked'; email: string }>> => {
  const limited = await limitMailsTo(ports, question.email);
  if (!limited.ok) return limited;
  const { deliveryTimeQuestionItems: items, commit, clock } = ports;
  const now = clock();
  const stored = items.record(productId, question, now);
  const committed = await commit(
    [
      { item: items.productExists(productId), whenConditionFails: 'product_not_found' },
      { item: items.put(stored) },
    ],
    [
      outboxItem(
        deliveryTimeAsked,
        { questionId: stored.id, submittedAt: stored.submittedAt, productId },
        { now },
      ),
    ],
  );
  return committed.ok ? ok({ status: 'asked', email: question.email }) : fail(committed.code);
};
