import {
  ConditionalCheckFailedException,
  ProvisionedThroughputExceededException,
  TransactionCanceledException,
  TransactionConflictException,
} from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newsletterSignupRequested } from '#events/contracts/newsletter-signup-requested';
import { documents } from '../dynamo';
import { outboxItem } from './outbox';
import { commitGuarded } from './transaction';

// DynamoDB Local serializes transactions and reports one kind of cancellation, so the conflict path
// and the mapping of each cancellation reason are proven here with a stubbed client; the repositories'
// integration tests cover real failed conditions.

const cancelled = (...codes: string[]) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

const item = { ConditionCheck: { TableName: 'shop', Key: { pk: 'A', sk: 'B' }, ConditionExpression: 'x' } };

/** Three conditional items, each with its own outcome, and one without. */
const guarded = [
  { item, whenConditionFails: 'first_failed' },
  { item, whenConditionFails: 'second_failed' },
  { item, whenConditionFails: 'third_failed' },
  { item },
];

vi.stubEnv('TABLE_NAME', 'shop');

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('commitGuarded', () => {
  it('commits the items and the outbox items of the events in one transaction', async () => {
    const send = vi.spyOn(documents(), 'send').mockResolvedValueOnce({} as never);
    const event = outboxItem(newsletterSignupRequested, { email: 'ala@example.pl', language: 'pl' });
    expect(await commitGuarded([{ item }], [event])).toEqual({ ok: true });
    const [command] = send.mock.calls[0] as unknown as [TransactWriteCommand];
    expect(command).toBeInstanceOf(TransactWriteCommand);
    expect(command.input.TransactItems).toEqual([item, { Put: { TableName: 'shop', Item: event } }]);
  });

  it('answers the outcome of the item whose condition failed', async () => {
    vi.spyOn(documents(), 'send').mockRejectedValueOnce(
      cancelled('None', 'ConditionalCheckFailed', 'None', 'None'),
    );
    expect(await commitGuarded(guarded)).toEqual({ ok: false, code: 'second_failed' });
  });

  it('answers the first failed item when several conditions failed', async () => {
    vi.spyOn(documents(), 'send')
      .mockRejectedValueOnce(cancelled('None', 'ConditionalCheckFailed', 'ConditionalCheckFailed', 'None'))
      .mockRejectedValueOnce(cancelled('ConditionalCheckFailed', 'None', 'ConditionalCheckFailed', 'None'));
    expect(await commitGuarded(guarded)).toEqual({ ok: false, code: 'second_failed' });
    expect(await commitGuarded(guarded)).toEqual({ ok: false, code: 'first_failed' });
  });

  it('rethrows a cancellation for any reason but a failed condition', async () => {
    for (const reason of ['ThrottlingError', 'ValidationError', 'ProvisionedThroughputExceeded']) {
      const error = cancelled('None', reason, 'None', 'None');
      vi.spyOn(documents(), 'send').mockRejectedValueOnce(error);
      await expect(commitGuarded(guarded)).rejects.toBe(error);
    }
  });

  it('rethrows a failed condition of an item that names no outcome', async () => {
    const error = cancelled('None', 'None', 'None', 'ConditionalCheckFailed');
    vi.spyOn(documents(), 'send').mockRejectedValueOnce(error);
    await expect(commitGuarded(guarded)).rejects.toBe(error);
  });

  it('rethrows an error that is not a cancellation', async () => {
    const error = new ProvisionedThroughputExceededException({ message: 'slow down', $metadata: {} });
    vi.spyOn(documents(), 'send').mockRejectedValueOnce(error);
    await expect(commitGuarded(guarded)).rejects.toBe(error);
  });

  it('retries a transaction cancelled only by conflicting transactions', async () => {
    const send = vi
      .spyOn(documents(), 'send')
      .mockRejectedValueOnce(cancelled('TransactionConflict', 'None'))
      .mockRejectedValueOnce(cancelled('None', 'TransactionConflict'))
      .mockResolvedValueOnce({} as never);
    expect(await commitGuarded([{ item }])).toEqual({ ok: true });
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('gives up after 8 attempts', async () => {
    vi.useFakeTimers();
    const send = vi.spyOn(documents(), 'send').mockRejectedValue(cancelled('TransactionConflict'));
    const attempt = expect(commitGuarded([{ item }])).rejects.toBeInstanceOf(TransactionCanceledException);
    await vi.runAllTimersAsync();
    await attempt;
    expect(send).toHaveBeenCalledTimes(8);
  });

  it('does not retry a failed condition', async () => {
    const send = vi
      .spyOn(documents(), 'send')
      .mockRejectedValue(cancelled('ConditionalCheckFailed', 'TransactionConflict'));
    expect(await commitGuarded([{ item, whenConditionFails: 'failed' }, { item }])).toEqual({
      ok: false,
      code: 'failed',
    });
    await expect(commitGuarded([{ item }, { item }])).rejects.toBeInstanceOf(TransactionCanceledException);
    expect(send).toHaveBeenCalledTimes(2);
  });
});

describe('commitGuarded with a single write and no events', () => {
  const key = { pk: 'A', sk: 'B' };
  const writes = [
    [{ Put: { TableName: 'shop', Item: key, ConditionExpression: 'attribute_not_exists(pk)' } }, PutCommand],
    [{ Update: { TableName: 'shop', Key: key, UpdateExpression: 'SET n = :n' } }, UpdateCommand],
    [{ Delete: { TableName: 'shop', Key: key } }, DeleteCommand],
  ] as const;

  it.each(writes)('makes %o the same write without a transaction', async (write, Command) => {
    const send = vi.spyOn(documents(), 'send').mockResolvedValueOnce({} as never);
    expect(await commitGuarded([{ item: write }])).toEqual({ ok: true });
    const [command] = send.mock.calls[0] as unknown as [{ input: unknown }];
    expect(command).toBeInstanceOf(Command);
    expect(command.input).toEqual(Object.values(write)[0]);
  });

  it('keeps a lone condition check a transaction (it writes nothing)', async () => {
    const send = vi.spyOn(documents(), 'send').mockResolvedValueOnce({} as never);
    await commitGuarded([{ item }]);
    expect(send.mock.calls[0]?.[0]).toBeInstanceOf(TransactWriteCommand);
  });

  it("answers the item's outcome when its condition failed, and throws without one", async () => {
    const failed = new ConditionalCheckFailedException({ message: 'failed', $metadata: {} });
    vi.spyOn(documents(), 'send').mockRejectedValue(failed);
    const [[put]] = writes;
    expect(await commitGuarded([{ item: put, whenConditionFails: 'taken' }])).toEqual({
      ok: false,
      code: 'taken',
    });
    await expect(commitGuarded([{ item: put }])).rejects.toBe(failed);
  });

  it('retries a write refused because a transaction was writing the same item', async () => {
    const send = vi
      .spyOn(documents(), 'send')
      .mockRejectedValueOnce(new TransactionConflictException({ message: 'conflict', $metadata: {} }))
      .mockResolvedValueOnce({} as never);
    const [[put]] = writes;
    expect(await commitGuarded([{ item: put }])).toEqual({ ok: true });
    expect(send).toHaveBeenCalledTimes(2);
  });
});
