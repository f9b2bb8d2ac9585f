import type { SQSRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { FullBatchFailureError, processPartialBatch } from './partial-batch';

const records = (...ids: string[]) => ({
  Records: ids.map((messageId) => ({ messageId, body: messageId }) as SQSRecord),
});

describe('processPartialBatch', () => {
  it('processes the records at once and reports only the failed ones', async () => {
    const started: string[] = [];
    const finished: string[] = [];
    const answer = await processPartialBatch(records('m1', 'm2', 'm3'), async ({ messageId }) => {
      started.push(messageId);
      await new Promise((resolve) => setTimeout(resolve, 5));
      finished.push(messageId);
      if (messageId === 'm2') throw new Error('not now');
    });
    expect(started).toEqual(['m1', 'm2', 'm3']);
    expect(finished).toHaveLength(3);
    expect(answer).toEqual({ batchItemFailures: [{ itemIdentifier: 'm2' }] });
  });

  it('answers an empty batch with no failures', async () => {
    expect(await processPartialBatch(records(), async () => undefined)).toEqual({ batchItemFailures: [] });
  });

  it('throws a batch whose every record failed, with each record’s error', async () => {
    const failing = processPartialBatch(records('m1', 'm2'), ({ messageId }) => {
      if (messageId === 'm1') throw new Error('thrown at once');
      return Promise.reject(new Error('rejected'));
    });
    await expect(failing).rejects.toBeInstanceOf(FullBatchFailureError);
    await expect(failing).rejects.toMatchObject({
      message: 'All records failed processing. See individual errors below.',
      recordErrors: [new Error('thrown at once'), new Error('rejected')],
    });
  });
});
