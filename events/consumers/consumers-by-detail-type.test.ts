import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { consumersByDetailType } from './sqs-consumer';

const record = (messageId: string, type: string) =>
  ({ messageId, body: JSON.stringify({ 'detail-type': type }) }) as SQSRecord;

describe('consumersByDetailType', () => {
  it('sends each record of a mixed batch to its type’s consumer and reports every failure together', async () => {
    const seen: Record<string, string[]> = {};
    const consumer =
      (name: string, failing: string[] = []) =>
      async ({ Records }: SQSEvent) => {
        seen[name] = Records.map((r) => r.messageId);
        return {
          batchItemFailures: Records.filter((r) => failing.includes(r.messageId)).map((r) => ({
            itemIdentifier: r.messageId,
          })),
        };
      };
    const handler = consumersByDetailType(
      { 'payment.settled': consumer('settled', ['m3']), 'order.placed': consumer('placed') },
      consumer('fallback', ['m5']),
    );
    const answer = await handler(
      {
        Records: [
          record('m1', 'order.placed'),
          record('m2', 'payment.settled'),
          record('m3', 'payment.settled'),
          record('m4', 'order.placed'),
          { messageId: 'm5', body: 'not json' } as SQSRecord,
        ],
      },
      {} as Context,
    );
    expect(seen).toEqual({ placed: ['m1', 'm4'], settled: ['m2', 'm3'], fallback: ['m5'] });
    expect(answer.batchItemFailures.map((f) => f.itemIdentifier).sort()).toEqual(['m3', 'm5']);
  });
});
