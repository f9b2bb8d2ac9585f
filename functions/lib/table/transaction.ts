import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { documents, tableName } from '../dynamo';
import type { OutboxItem } from './outbox';

// Every multi-item write of the table goes through `commitGuarded`: the changes and the outbox items
// of their events in one TransactWriteItems. A conditional item names the outcome its failed
// condition means, so no caller reads cancellation reasons by position.

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

const maxAttempts = 8;

/**
 * Commits the items atomically. A transaction cancelled only because another one was writing the
 * same item (e.g. concurrent ratings of one product) is retried with jittered backoff.
 */
const transactWrite = async (items: TransactItem[]): Promise<void> => {
  for (let attempt = 1; ; attempt++) {
    try {
      await documents().send(new TransactWriteCommand({ TransactItems: items }));
      return;
    } catch (error) {
      const reasons = reasonsOf(error);
      const conflictOnly =
        reasons?.includes('TransactionConflict') && !reasons.includes('ConditionalCheckFailed');
      if (!conflictOnly || attempt === maxAttempts) throw error;
      await new Promise((r) => setTimeout(r, Math.random() * 20 * 2 ** attempt));
    }
  }
};

/**
 * Commits the items and the events' outbox items in one transaction. A failed condition answers the
 * `whenConditionFails` of the first item that failed; anything else (throttling, validation, a
 * failed item without an outcome) is thrown.
 */
export const commitGuarded = async <Code extends string = never>(
  items: GuardedItem<Code>[],
  events: OutboxItem[] = [],
): Promise<Committed<Code>> => {
  const TableName = tableName();
  try {
    await transactWrite([
      ...items.map(({ item }) => item),
      ...events.map((Item) => ({ Put: { TableName, Item } })),
    ]);
    return { ok: true };
  } catch (error) {
    const failed = reasonsOf(error)?.indexOf('ConditionalCheckFailed') ?? -1;
    const code = items[failed]?.whenConditionFails;
    if (code === undefined) throw error;
    return { ok: false, code };
  }
};
