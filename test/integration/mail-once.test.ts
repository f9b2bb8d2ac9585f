import { DeleteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Context, SQSEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler as sendOrderConfirmation } from '#events/consumers/send-order-confirmation';
import { idempotencyPartitionOf } from '#events/consumers/sqs-consumer';
import { orderPlaced } from '#events/contracts/order-placed';
import { documents, tableName } from '#functions/lib/dynamo';
import { sendMailOnce } from '#functions/lib/mail';
import { functionName as localFunctionName } from '#infra/local/lambda';
import type { Runtime } from '#infra/local/runtime';
import { startTestRuntime } from '../support/runtime';

// A consumer's mail goes once however often its event comes: the send is recorded before it, so a
// delivery that mailed and then lost its own completion record (the database restarting in between)
// is followed by one that mails nothing.

let runtime: Runtime;
beforeAll(async () => {
  runtime = await startTestRuntime();
});
afterAll(() => runtime?.stop());

const mailsTo = (email: string) => runtime.mail.list().filter((mail) => mail.to.includes(email));
// The runtime's own name of the consumer: its module is the one the runtime runs (handlers run in this
// process), and its idempotency store keeps the name of the first call.
const functionName = localFunctionName('events/consumers/send-order-confirmation.ts');
const context = {
  functionName,
  awsRequestId: 'r-1',
  getRemainingTimeInMillis: () => 10_000,
} as unknown as Context;

/** `order.placed` as SQS delivers it to the confirmation consumer. */
const delivery = (eventId: string, email: string): SQSEvent => ({
  Records: [
    {
      messageId: `m-${eventId}`,
      receiptHandle: 'h',
      body: JSON.stringify({
        source: orderPlaced.source,
        'detail-type': orderPlaced.name,
        detail: {
          eventId,
          occurredAt: new Date().toISOString(),
          version: orderPlaced.version,
          data: {
            orderId: `order-${eventId}`,
            orderNumber: '2026/999001',
            email,
            language: 'pl',
            currency: 'PLN',
            totalGross: 123_00,
            paymentMethod: 2,
            linkToken: 'AAAAAAAAAAAAAAAAAAAAAA',
          },
        },
      }),
      attributes: {} as never,
      messageAttributes: {},
      md5OfBody: '',
      eventSource: 'aws:sqs',
      eventSourceARN: 'arn:aws:sqs:eu-central-1:000000000000:order-confirmation',
      awsRegion: 'eu-central-1',
    },
  ],
});

/** The consumer's completion records, lost as a database restart can lose them. */
const loseCompletionRecords = async () => {
  const pk = idempotencyPartitionOf(functionName, orderPlaced.name);
  const { Items = [] } = await documents().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
    }),
  );
  for (const { sk } of Items)
    await documents().send(new DeleteCommand({ TableName: tableName(), Key: { pk, sk } }));
  return Items.length;
};

describe('a mail sent once', () => {
  it('goes once for one key, however often it is asked', async () => {
    const mail = { to: 'raz@example.pl', subject: 'Raz', text: 'Raz', html: '<p>Raz</p>' };
    expect(await sendMailOnce('mail-once-key', mail)).toEqual(expect.any(String));
    expect(await sendMailOnce('mail-once-key', mail)).toBeUndefined();
    expect(mailsTo('raz@example.pl')).toHaveLength(1);
  });

  it('goes once when the event comes again after its consumer lost the record of having done it', async () => {
    const email = 'potwierdzenie.raz@example.pl';
    const event = delivery('evt-mail-once-1', email);
    expect((await sendOrderConfirmation(event, context)).batchItemFailures).toEqual([]);
    // This event's among them (the runtime's own deliveries of the consumer keep theirs there too).
    expect(await loseCompletionRecords()).toBeGreaterThan(0);
    expect((await sendOrderConfirmation(event, context)).batchItemFailures).toEqual([]);
    expect(mailsTo(email)).toHaveLength(1);
  });
});
