import {
  ConditionalCheckFailedException,
  TransactionCanceledException,
  TransactionConflictException,
} from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
  PutCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { documents, tableName } from '../dynamo';
import { withListRevisions } from './list-revisions';
import type { OutboxItem } from './outbox';

// Every write of the table that a condition guards or an event announces goes through
// `commitGuarded`: the changes and the outbox items of their events in one TransactWriteItems. A
// conditional item names the outcome its failed condition means, so no caller reads cancellation
// reasons by position. A single Put, Update or Delete without events is the same conditional write
// made plainly: one item needs no transaction to be atomic, and DynamoDB bills a transactional write
// twice (DynamoDB Local, which runs transactions one at a time, also answers it sooner).

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export interface GuardedItem<Code extends string> {
  item: TransactItem;
  /**
   * What a failed condition of this item means: an error code of `shared/errors.ts` or an outcome
   * the repository turns into one. Without it, a failed condition is unexpected and thrown.
   */
  whenConditionFails?: Code;
}

/** Committed, or refused by the first item (in item order) whose condition failed. */
export type Committed<Code extends string> = { ok: true } | { ok: false; code: Code };

/** Why each item of a cancelled transaction failed, in item order; undefined for any other error. */
const reasonsOf = (error: unknown): (string | undefined)[] | undefined =>
  error instanceof TransactionCanceledException
    ? (error.CancellationReasons ?? []).map((reason) => reason.Code)
    : undefined;

/** The position of the first item whose condition failed, -1 when none did. */
const failedItemOf = (error: unknown): number =>
  error instanceof ConditionalCheckFailedException
    ? 0
    : (reasonsOf(error)?.indexOf('ConditionalCheckFailed') ?? -1);

/** Refused only because another transaction was writing the same item: worth trying again. */
const conflictOnly = (error: unknown): boolean => {
  if (error instanceof TransactionConflictException) return true;
  const reasons = reasonsOf(error);
  return Boolean(reasons?.includes('TransactionConflict') && !reasons.includes('ConditionalCheckFailed'));
};

/** The plain write of a lone item; a lone ConditionCheck writes nothing and stays a transaction. */
const sendPlain = (item: TransactItem) => {
  if (item.Put) return documents().send(new PutCommand(item.Put));
  if (item.Update) return documents().send(new UpdateCommand(item.Update));
  if (item.Delete) return documents().send(new DeleteCommand(item.Delete));
  return documents().send(new TransactWriteCommand({ TransactItems: [item] }));
};

const maxAttempts = 8;

/**
 * Writes the items atomically. A write refused only because a transaction was writing the same item
 * (e.g. concurrent ratings of one product) is retried with jittered backoff.
 */
const write = async (items: TransactItem[]): Promise<void> => {
  const send = () =>
    items.length === 1
      ? sendPlain(items[0] as TransactItem)
      : documents().send(new TransactWriteCommand({ TransactItems: items }));
  for (let attempt = 1; ; attempt++) {
    try {
      await send();
      return;
    } catch (error) {
      if (!conflictOnly(error) || attempt === maxAttempts) throw error;
      await new Promise((r) => setTimeout(r, Math.random() * 20 * 2 ** attempt));
    }
  }
};

/**
 * Commits the items and the events' outbox items in one transaction (a lone item without events in
 * one plain write), with the revisions of the kept lists they change (`list-revisions.ts`). A failed
 * condition answers the `whenConditionFails` of the first item that failed; anything else
 * (throttling, validation, a failed item without an outcome) is thrown.
 */
export const commitGuarded = async <Code extends string = never>(
  items: GuardedItem<Code>[],
  events: OutboxItem[] = [],
): Promise<Committed<Code>> => {
  const TableName = tableName();
  try {
    await write(
      withListRevisions([
        ...items.map(({ item }) => item),
        ...events.map((Item) => ({ Put: { TableName, Item } })),
      ]),
    );
    return { ok: true };
  } catch (error) {
    const code = items[failedItemOf(error)]?.whenConditionFails;
    if (code === undefined) throw error;
    return { ok: false, code };
  }
};
