import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import type { DeliveryTimeQuestion } from '#shared/catalogue/delivery-time-question';
import { documents, tableName } from '../dynamo';
import { catalogueKeys } from './catalogue';
import type { TransactItem } from './transaction';

// "Ask for delivery time" questions: form submissions of kind `delivery-time` (access pattern 29, by
// month), stored with `catalogue.delivery-time-asked` in one transaction
// (`functions/use-cases/availability/ask-delivery-time.ts`). Each e-mail the consumer
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

export const deliveryTimeQuestionItems = {
  /** The question as stored: its id and submission time from `now`, the consent as its time. */
  record: (productId: string, question: DeliveryTimeQuestion, now: Date): StoredQuestion => {
    const { consent: _, ...details } = question;
    const submittedAt = now.toISOString();
    return { ...details, id: ulid(now.getTime()), productId, consentGivenAt: submittedAt, submittedAt };
  },
  /** Its condition fails when the product does not exist. */
  productExists: (productId: string): TransactItem => ({
    ConditionCheck: {
      TableName: tableName(),
      Key: catalogueKeys.product(productId),
      ConditionExpression: 'attribute_exists(pk)',
    },
  }),
  put: (question: StoredQuestion): TransactItem => ({
    Put: {
      TableName: tableName(),
      Item: { ...deliveryTimeQuestionKeys.item(question.submittedAt, question.id), ...question },
    },
  }),
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
