import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { documents } from '../dynamo';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * Why each item of a cancelled transaction failed, in item order (`ConditionalCheckFailed`,
 * `TransactionConflict`, `None`…); undefined when the error is not a cancellation.
 */
export const cancellationCodes = (error: unknown): (string | undefined)[] | undefined =>
  error instanceof TransactionCanceledException
    ? (error.CancellationReasons ?? []).map((reason) => reason.Code)
    : undefined;

const maxAttempts = 8;

/**
 * Commits the items atomically. A transaction cancelled only because another one was writing the
 * same item (e.g. concurrent ratings of one product) is retried with jittered backoff.
 */
export const transactWrite = async (items: TransactItem[]): Promise<void> => {
  for (let attempt = 1; ; attempt++) {
    try {
      await documents().send(new TransactWriteCommand({ TransactItems: items }));
      return;
    } catch (error) {
      const codes = cancellationCodes(error);
      const conflictOnly =
        codes?.includes('TransactionConflict') && !codes.includes('ConditionalCheckFailed');
      if (!conflictOnly || attempt === maxAttempts) throw error;
      await new Promise((r) => setTimeout(r, Math.random() * 20 * 2 ** attempt));
    }
  }
};
