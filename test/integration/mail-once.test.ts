import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Context, SQSEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler as sendOrderConfirmation } from '#events/consumers/send-order-confirmation';
import { idempotencyPartitionOf } from '#events/consumers/sqs-consumer';
import { orderPlaced } from '#events/contracts/order-placed';
import { documents, tableName } from '#functions/lib/dynamo';
import { sendMailOnce } from '#functions/lib/mail';
import { listOrderHistory } from '#functions/lib/table/order-history';
import { functionName as localFunctionName } from '#infra/local/lambda';
import type { Runtime } from '#infra/local/runtime';
import { startTestRuntime } from '../support/runtime';

// A consumer's mail goes once however often its event comes: the send is recorded before it, so an
// event delivered again mails nothing, with no record of the event kept by the consumer itself (the
// confirmation is a `repeatable` consumer: its mail's record and the order history's note, the same
// item each time, are all it writes).

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

/** The records of events the consumer keeps in its partition. */
const consumerRecords = async () => {
  const { Items = [] } = await documents().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': idempotencyPartitionOf(functionName, orderPlaced.name) },
    }),
  );
  return Items;
};

describe('a mail sent once', () => {
  it('goes once for one key, however often it is asked', async () => {
    const mail = { to: 'raz@example.pl', subject: 'Raz', text: 'Raz', html: '<p>Raz</p>' };
    expect(await sendMailOnce('mail-once-key', mail)).toEqual(expect.any(String));
    expect(await sendMailOnce('mail-once-key', mail)).toBeUndefined();
    expect(mailsTo('raz@example.pl')).toHaveLength(1);
  });

  it('goes once, and is noted once in the order history, when the event comes again', async () => {
    const email = 'potwierdzenie.raz@example.pl';
    const event = delivery('evt-mail-once-1', email);
    expect((await sendOrderConfirmation(event, context)).batchItemFailures).toEqual([]);
    expect((await sendOrderConfirmation(event, context)).batchItemFailures).toEqual([]);
    expect(mailsTo(email)).toHaveLength(1);
    expect(await listOrderHistory('order-evt-mail-once-1')).toEqual([
      expect.objectContaining({ kind: 'mail', mail: 'confirmation', to: email }),
    ]);
    expect(await consumerRecords()).toEqual([]);
  });
});
