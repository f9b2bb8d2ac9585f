import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { deliveryTimeAsked } from '../../../events/contracts/delivery-time-asked';
import type { DeliveryTimeQuestion } from '../../../shared/catalogue/delivery-time-question';
import { documents, tableName } from '../dynamo';
import { catalogueKeys } from './catalogue';
import { outboxItem } from './outbox';
import { commitGuarded } from './transaction';

// "Ask for delivery time" questions: form submissions of kind `delivery-time` (access pattern 29, by
// month), stored with `catalogue.delivery-time-asked` in one transaction. Each e-mail the consumer
// sends is marked on the item, so a redelivered event never sends it twice.

export const deliveryTimeQuestionKeys = {
  item: (submittedAt: string, id: string) => ({
    pk: `FORM#delivery-time#${submittedAt.slice(0, 7)}`,
    sk: `${submittedAt}#${id}`,
  }),
};

export type StoredQuestion = Omit<DeliveryTimeQuestion, 'consent'> & {
  id: string;
  consentGivenAt: string;
  productId: string;
  submittedAt: string;
  salesMailedAt?: string;
  customerMailedAt?: string;
};

/** Stores the question of an existing product; 'product_not_found' when there is no such product. */
export const askDeliveryTime = async (
  productId: string,
  question: DeliveryTimeQuestion,
  now = new Date(),
): Promise<'asked' | 'product_not_found'> => {
  const TableName = tableName();
  const id = ulid(now.getTime());
  const submittedAt = now.toISOString();
  const { consent: _, ...details } = question;
  const committed = await commitGuarded(
    [
      {
        item: {
          ConditionCheck: {
            TableName,
            Key: catalogueKeys.product(productId),
            ConditionExpression: 'attribute_exists(pk)',
          },
        },
        whenConditionFails: 'product_not_found',
      },
      {
        item: {
          Put: {
            TableName,
            Item: {
              ...deliveryTimeQuestionKeys.item(submittedAt, id),
              ...details,
              id,
              productId,
              consentGivenAt: submittedAt,
              submittedAt,
            },
          },
        },
      },
    ],
    [outboxItem(deliveryTimeAsked, { questionId: id, submittedAt, productId }, { now })],
  );
  return committed.ok ? 'asked' : committed.code;
};

export const getDeliveryTimeQuestion = async (
  submittedAt: string,
  id: string,
): Promise<StoredQuestion | undefined> => {
  const { Item } = await documents().send(
    new GetCommand({
      TableName: tableName(),
      Key: deliveryTimeQuestionKeys.item(submittedAt, id),
      ConsistentRead: true,
    }),
  );
  return Item as StoredQuestion | undefined;
};

/** Marks one of the question's e-mails as sent. */
export const markQuestionMailed = async (
  question: StoredQuestion,
  mail: 'salesMailedAt' | 'customerMailedAt',
  now = new Date(),
): Promise<void> => {
  await documents().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: deliveryTimeQuestionKeys.item(question.submittedAt, question.id),
      UpdateExpression: 'SET #mail = :now',
      ExpressionAttributeNames: { '#mail': mail },
      ExpressionAttributeValues: { ':now': now.toISOString() },
    }),
  );
};
