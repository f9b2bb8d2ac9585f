import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { decodeTime, ulid } from 'ulid';
import type { CallbackPromise } from '#shared/forms/callback-promise';
import type { FormKind, SubmittedForm } from '#shared/forms/form-schemas';
import type { RequestStatus } from '#shared/forms/request-states';
import type { RequestKind } from '#shared/forms/staff-requests';
import { documents, tableName } from '../dynamo';
import type { TransactItem } from './transaction';

// Form submissions (access pattern 29: by kind and month): the forms of shared/forms/ and the
// delivery-time questions (`delivery-time-questions.ts`), each stored with its event in one
// transaction. Each e-mail its consumer sends is marked on the item, so a redelivered event never
// sends it twice. Each is also a request in the operations' inbox (access pattern 29a: its index keys
// here, its state, reads, list and move in `form-inbox.ts`, its history in `form-request-log.ts`).

export const formSubmissionKeys = {
  item: (kind: string, submittedAt: string, id: string) => ({
    pk: `FORM#${kind}#${submittedAt.slice(0, 7)}`,
    sk: `${submittedAt}#${id}`,
  }),
  /** A request's key by kind and id alone: its id is the ULID of its submission time (`record`). */
  ofId: (kind: RequestKind, id: string) =>
    formSubmissionKeys.item(kind, new Date(decodeTime(id)).toISOString(), id),
  /**
   * The operations' inbox (access pattern 29a), each index one list newest first: gsi1 every request,
   * gsi2 a status's, gsi3 a kind's, gsi4 a kind's in a status; a move rewrites the status's two.
   */
  inbox: (kind: RequestKind, status: RequestStatus, submittedAt: string, id: string) => {
    const sk = `${submittedAt}#${id}`;
    const { inboxList } = formSubmissionKeys;
    return {
      gsi1pk: inboxList({}).value,
      gsi1sk: sk,
      gsi2pk: inboxList({ status }).value,
      gsi2sk: sk,
      gsi3pk: inboxList({ kind }).value,
      gsi3sk: sk,
      gsi4pk: inboxList({ kind, status }).value,
      gsi4sk: sk,
    };
  },
  /** The inbox index and partition holding exactly the requests of a kind and a status, either open. */
  inboxList: ({ kind, status }: { kind?: RequestKind; status?: RequestStatus }) => {
    if (kind && status) return { index: 'gsi4', value: `FORMKINDSTATUS#${kind}#${status}` };
    if (kind) return { index: 'gsi3', value: `FORMKIND#${kind}` };
    if (status) return { index: 'gsi2', value: `FORMSTATUS#${status}` };
    return { index: 'gsi1', value: 'FORMS' };
  },
};

/** A new request's place in the inbox: the item's attributes beside its own fields. */
export const newInboxEntry = (kind: RequestKind, submittedAt: string, id: string) => ({
  ...formSubmissionKeys.inbox(kind, 'new', submittedAt, id),
  status: 'new',
  revision: 0,
});

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
        ...newInboxEntry(submission.kind, submission.submittedAt, submission.id),
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
