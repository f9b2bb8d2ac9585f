import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { type AvailabilityRequest, awaitingStates } from '#shared/catalogue/availability-request';
import type { Language } from '#shared/locale';
import { documents, tableName } from '../dynamo';
import { catalogueKeys } from './catalogue';
import { queryAll } from './query-all';
import { stockKeys } from './stock';
import type { TransactItem } from './transaction';

// "Notify me about availability" requests (access pattern 9): one item per product and e-mail in the
// product's partition, so the consumer reads all requests of a product with one query. The use case
// `functions/use-cases/availability/request-availability-notification.ts` commits the items below.

export const availabilityRequestKeys = {
  item: (productId: string, email: string) => ({
    pk: catalogueKeys.product(productId).pk,
    sk: `NOTIFY#${email}`,
  }),
  prefix: 'NOTIFY#',
};

export const availabilityRequestItems = {
  /** Its condition fails unless the product awaits availability (`awaitingStates`), or is missing. */
  productAwaiting: (productId: string): TransactItem => {
    const states = Object.fromEntries(awaitingStates.map((state, i) => [`:state${i}`, state]));
    return {
      ConditionCheck: {
        TableName: tableName(),
        Key: catalogueKeys.product(productId),
        ConditionExpression: `#product.#availability.#state IN (${Object.keys(states).join(', ')})`,
        ExpressionAttributeNames: {
          '#product': 'product',
          '#availability': 'availability',
          '#state': 'state',
        },
        ExpressionAttributeValues: states,
      },
    };
  },
  /** Its condition fails unless the product's counted units are all taken (a sold-out product awaits them). */
  stockSoldOut: (productId: string): TransactItem => ({
    ConditionCheck: {
      TableName: tableName(),
      Key: stockKeys.of(productId),
      ConditionExpression: '#units <= :none',
      ExpressionAttributeNames: { '#units': 'units' },
      ExpressionAttributeValues: { ':none': 0 },
    },
  }),
  /** The request with the consent's time; its condition fails when this e-mail asked before. */
  put: (productId: string, request: AvailabilityRequest, now: Date): TransactItem => ({
    Put: {
      TableName: tableName(),
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
  }),
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
