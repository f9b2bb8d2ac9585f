import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { RequestStatus } from '#shared/forms/request-states';
import type { RequestKind, RequestMember } from '#shared/forms/staff-requests';
import { documents, tableName } from '../dynamo';
import { countUpTo } from './count-up-to';
import type { StoredQuestion } from './delivery-time-questions';
import { formSubmissionKeys, type StoredSubmission } from './form-submissions';
import { cursorOf, type Key, keyOfCursor } from './page-cursor';
import type { TransactItem } from './transaction';

// The operations' inbox of stored requests (access pattern 29a): a request as the inbox reads it and
// its move (`requestItems`); every filter of the list is one Query on the index that holds exactly
// its requests (`formSubmissionKeys.inbox`: all, a status, a kind, a kind in a status), newest first,
// the submission range its key condition; nothing is filtered after the read, so a page holds
// `limit` requests whenever that many are left.

/** Where a request stands in the inbox: its status, the revision each move raises, who took it. */
export interface InboxState {
  status: RequestStatus;
  revision: number;
  assignee?: RequestMember;
  updatedAt?: string;
}

/** Any request as the inbox reads it: a form's or a delivery-time question's fields, and its state. */
export type StoredRequest = (StoredSubmission | (StoredQuestion & { kind: 'delivery-time' })) & InboxState;

const inboxKeyNames = ['pk', 'sk', ...[1, 2, 3, 4].flatMap((n) => [`gsi${n}pk`, `gsi${n}sk`])];

/** A request of an item read, its keys left out; one written before the inbox kept them is none. */
export const requestOf = (item: Record<string, unknown> | undefined): StoredRequest | undefined =>
  item && typeof item.status === 'string'
    ? (Object.fromEntries(
        Object.entries(item).filter(([name]) => !inboxKeyNames.includes(name)),
      ) as unknown as StoredRequest)
    : undefined;

export const findRequest = async (kind: RequestKind, id: string): Promise<StoredRequest | undefined> => {
  const { Item } = await documents().send(
    new GetCommand({ TableName: tableName(), Key: formSubmissionKeys.ofId(kind, id), ConsistentRead: true }),
  );
  return requestOf(Item);
};

export const requestItems = {
  /**
   * A request moved to `to` under its next revision (with its assignee), conditional on the status and
   * revision it was read with, so of two members moving it at once one wins.
   */
  move: (request: StoredRequest, to: RequestStatus, now: Date, assignee?: RequestMember): TransactItem => {
    const keys = formSubmissionKeys.inbox(request.kind, to, request.submittedAt, request.id);
    return {
      Update: {
        TableName: tableName(),
        Key: formSubmissionKeys.item(request.kind, request.submittedAt, request.id),
        UpdateExpression: `SET #status = :to, revision = :next, updatedAt = :now, gsi2pk = :gsi2pk, gsi4pk = :gsi4pk${assignee ? ', assignee = :assignee' : ''}`,
        ConditionExpression: '#status = :from AND revision = :revision',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':to': to,
          ':from': request.status,
          ':revision': request.revision,
          ':next': request.revision + 1,
          ':now': now.toISOString(),
          ':gsi2pk': keys.gsi2pk,
          ':gsi4pk': keys.gsi4pk,
          ...(assignee ? { ':assignee': assignee } : {}),
        },
      },
    };
  },
};

export interface InboxFilter {
  kind?: RequestKind;
  status?: RequestStatus;
  /** ISO date-times bounding the submission time, inclusive. */
  from?: string;
  to?: string;
}

const indexOf = (filter: InboxFilter) => {
  const { index, value } = formSubmissionKeys.inboxList(filter);
  return { name: index, pk: `${index}pk`, sk: `${index}sk`, value };
};

/** The Query of a filter's requests, newest first: its index and its key condition. */
const queryOf = (filter: InboxFilter) => {
  const index = indexOf(filter);
  return {
    index,
    input: {
      TableName: tableName(),
      IndexName: index.name,
      KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
      ExpressionAttributeNames: { '#pk': index.pk, '#sk': index.sk },
      ExpressionAttributeValues: {
        ':pk': index.value,
        // Sort keys start with the submission time: '0' comes before every one.
        ':from': filter.from ?? '0',
        ':to': `${filter.to ?? '9999'}~`,
      },
      ScanIndexForward: false,
    },
  };
};

/** A page of the inbox: `limit` requests and, when more are left, the cursor after the last. */
export const listInbox = async (
  filter: InboxFilter & { cursor?: string },
  limit: number,
): Promise<{ requests: StoredRequest[]; cursor?: string }> => {
  const { index, input } = queryOf(filter);
  // One more than the page shows, so a cursor is given only when another request follows.
  const { Items = [] } = await documents().send(
    new QueryCommand({
      ...input,
      Limit: limit + 1,
      ExclusiveStartKey: keyOfCursor(filter.cursor, [index.pk, index.value]),
    }),
  );
  const page = Items.slice(0, limit);
  const last = page.at(-1);
  const cursor =
    Items.length > limit && last
      ? cursorOf(
          Object.fromEntries(
            ['pk', 'sk', index.pk, index.sk].map((name) => [name, String(last[name])]),
          ) as Key,
        )
      : undefined;
  const requests = page.flatMap((item) => requestOf(item) ?? []);
  return cursor ? { requests, cursor } : { requests };
};

/** Requests counted per status at most: one more stands for "more than this". */
export const inboxCountCap = 1000;

/** How many requests a filter holds (counted by DynamoDB, items not returned), at most `inboxCountCap` + 1. */
export const countInbox = (filter: InboxFilter): Promise<number> =>
  countUpTo(queryOf(filter).input, inboxCountCap);
