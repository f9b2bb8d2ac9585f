import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documents } from '../dynamo';
import { transactWrite } from './transaction';

// DynamoDB Local serializes transactions, so the conflict path is proven here with a stubbed client.

const cancelled = (...codes: string[]) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

const item = { ConditionCheck: { TableName: 'shop', Key: { pk: 'A', sk: 'B' }, ConditionExpression: 'x' } };

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('transactWrite', () => {
  it('retries a transaction cancelled only by conflicting transactions', async () => {
    const send = vi
      .spyOn(documents(), 'send')
      .mockRejectedValueOnce(cancelled('TransactionConflict', 'None'))
      .mockRejectedValueOnce(cancelled('None', 'TransactionConflict'))
      .mockResolvedValueOnce({} as never);
    await transactWrite([item]);
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('gives up after 8 attempts', async () => {
    vi.useFakeTimers();
    const send = vi.spyOn(documents(), 'send').mockRejectedValue(cancelled('TransactionConflict'));
    const attempt = expect(transactWrite([item])).rejects.toBeInstanceOf(TransactionCanceledException);
    await vi.runAllTimersAsync();
    await attempt;
    expect(send).toHaveBeenCalledTimes(8);
  });

  it('does not retry a failed condition', async () => {
    const send = vi
      .spyOn(documents(), 'send')
      .mockRejectedValue(cancelled('ConditionalCheckFailed', 'TransactionConflict'));
    await expect(transactWrite([item])).rejects.toBeInstanceOf(TransactionCanceledException);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
