import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { type AvailabilityRequest, awaitingStates } from '../../../shared/catalogue/availability-request';
import type { Language } from '../../../shared/locale';
import { documents, tableName } from '../dynamo';
import { catalogueKeys, getProduct } from './catalogue';
import { queryAll } from './query-all';
import { commitGuarded } from './transaction';

// "Notify me about availability" requests (access pattern 9): one item per product and e-mail in the
// product's partition, so the consumer reads all requests of a product with one query.

export const availabilityRequestKeys = {
  item: (productId: string, email: string) => ({
    pk: catalogueKeys.product(productId).pk,
    sk: `NOTIFY#${email}`,
  }),
  prefix: 'NOTIFY#',
};

export type RequestResult = 'requested' | 'product_not_found' | 'not_awaiting';

/**
 * Stores the request while the product awaits availability (checked in the same transaction); a
 * repeated request keeps the first record and still succeeds.
 */
export const requestAvailabilityNotification = async (
  productId: string,
  request: AvailabilityRequest,
  now = new Date(),
): Promise<RequestResult> => {
  const TableName = tableName();
  const states = Object.fromEntries(awaitingStates.map((state, i) => [`:state${i}`, state]));
  const committed = await commitGuarded([
    {
      item: {
        ConditionCheck: {
          TableName,
          Key: catalogueKeys.product(productId),
          ConditionExpression: `#product.#availability.#state IN (${Object.keys(states).join(', ')})`,
          ExpressionAttributeNames: {
            '#product': 'product',
            '#availability': 'availability',
            '#state': 'state',
          },
          ExpressionAttributeValues: states,
        },
      },
      whenConditionFails: 'not_awaiting',
    },
    {
      item: {
        Put: {
          TableName,
          Item: {
            ...availabilityRequestKeys.item(productId, request.email),
            productId,
            email: request.email,
            language: request.language,
            consentGivenAt: now.toISOString(),
            requestedAt: now.toISOString(),
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      whenConditionFails: 'requested_before',
    },
  ]);
  if (!committed.ok && committed.code === 'not_awaiting')
    return (await getProduct(productId)) ? 'not_awaiting' : 'product_not_found';
  return 'requested';
};

export interface PendingRequest {
  email: string;
  language: Language;
}

/** Every request still waiting for the product. */
export const pendingAvailabilityRequests = async (productId: string): Promise<PendingRequest[]> =>
  (await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: {
      ':pk': catalogueKeys.product(productId).pk,
      ':prefix': availabilityRequestKeys.prefix,
    },
    ProjectionExpression: 'email, #language',
    ExpressionAttributeNames: { '#language': 'language' },
  })) as unknown as PendingRequest[];

/** Forgets a request once its e-mail has gone out. */
export const removeAvailabilityRequest = async (productId: string, email: string): Promise<void> => {
  await documents().send(
    new DeleteCommand({ TableName: tableName(), Key: availabilityRequestKeys.item(productId, email) }),
  );
};
