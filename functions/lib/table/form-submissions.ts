import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import type { CallbackPromise } from '#shared/forms/callback-promise';
import type { FormKind, SubmittedForm } from '#shared/forms/form-schemas';
import { documents, tableName } from '../dynamo';
import type { TransactItem } from './transaction';

// Form submissions (access pattern 29: by kind and month): the forms of shared/forms/ and the
// delivery-time questions (`delivery-time-questions.ts`), each stored with its event in one
// transaction. Each e-mail its consumer sends is marked on the item, so a redelivered event never
// sends it twice.

export const formSubmissionKeys = {
  item: (kind: string, submittedAt: string, id: string) => ({
    pk: `FORM#${kind}#${submittedAt.slice(0, 7)}`,
    sk: `${submittedAt}#${id}`,
  }),
};

/** A submission's place: its kind (the partition), submission time and id. */
export interface SubmissionRef {
  kind: string;
  submittedAt: string;
  id: string;
}

/** A form as stored: what the visitor sent, the consent as its time, the honeypot left out. */
export type StoredSubmission = {
  [K in FormKind]: Omit<Extract<SubmittedForm, { kind: K }>['form'], 'consent' | 'website'> & {
    kind: K;
    id: string;
    submittedAt: string;
    consentGivenAt: string;
    /** A callback request's promise, as answered. */
    callback?: CallbackPromise;
    staffMailedAt?: string;
    senderMailedAt?: string;
  };
}[FormKind];

export const formSubmissionItems = {
  /** The submission as stored: its id and submission time from `now`. */
  record: ({ kind, form }: SubmittedForm, now: Date, callback?: CallbackPromise): StoredSubmission => {
    const { consent: _, website: __, ...details } = form;
    const submittedAt = now.toISOString();
    return {
      ...details,
      kind,
      id: ulid(now.getTime()),
      submittedAt,
      consentGivenAt: submittedAt,
      ...(callback ? { callback } : {}),
    } as StoredSubmission;
  },
  put: (submission: StoredSubmission): TransactItem => ({
    Put: {
      TableName: tableName(),
      Item: {
        ...formSubmissionKeys.item(submission.kind, submission.submittedAt, submission.id),
        ...submission,
      },
    },
  }),
};

export const getSubmission = async <T extends object>({
  kind,
  submittedAt,
  id,
}: SubmissionRef): Promise<T | undefined> => {
  const { Item } = await documents().send(
    new GetCommand({
      TableName: tableName(),
      Key: formSubmissionKeys.item(kind, submittedAt, id),
      ConsistentRead: true,
    }),
  );
  return Item as T | undefined;
};

/** Marks one of a submission's e-mails (the attribute naming it) as sent. */
export const markSubmissionMailed = async (
  { kind, submittedAt, id }: SubmissionRef,
  mail: string,
  now = new Date(),
): Promise<void> => {
  await documents().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: formSubmissionKeys.item(kind, submittedAt, id),
      UpdateExpression: 'SET #mail = :now',
      ExpressionAttributeNames: { '#mail': mail },
      ExpressionAttributeValues: { ':now': now.toISOString() },
    }),
  );
};
