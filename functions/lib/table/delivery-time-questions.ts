import { ulid } from 'ulid';
import type { DeliveryTimeQuestion } from '#shared/catalogue/delivery-time-question';
import { tableName } from '../dynamo';
import { productExists } from './catalogue';
import { formSubmissionKeys, getSubmission, markSubmissionMailed, newInboxEntry } from './form-submissions';
import type { TransactItem } from './transaction';

// "Ask for delivery time" questions: form submissions of kind `delivery-time` (access pattern 29, by
// month; `form-submissions.ts`), stored with `catalogue.delivery-time-asked` in one transaction
// (`functions/use-cases/availability/ask-delivery-time.ts`). Each e-mail the consumer
// sends is marked on the item, so a redelivered event never sends it twice.

const kind = 'delivery-time' as const;

export const deliveryTimeQuestionKeys = {
  item: (submittedAt: string, id: string) => formSubmissionKeys.item(kind, submittedAt, id),
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
  productExists,
  put: (question: StoredQuestion): TransactItem => ({
    Put: {
      TableName: tableName(),
      Item: {
        ...deliveryTimeQuestionKeys.item(question.submittedAt, question.id),
        ...newInboxEntry(kind, question.submittedAt, question.id),
        kind,
        ...question,
      },
    },
  }),
};

export const getDeliveryTimeQuestion = (
  submittedAt: string,
  id: string,
): Promise<StoredQuestion | undefined> => getSubmission<StoredQuestion>({ kind, submittedAt, id });

/** Marks one of the question's e-mails as sent. */
export const markQuestionMailed = (
  { submittedAt, id }: StoredQuestion,
  mail: 'salesMailedAt' | 'customerMailedAt',
  now = new Date(),
): Promise<void> => markSubmissionMailed({ kind, submittedAt, id }, mail, now);
