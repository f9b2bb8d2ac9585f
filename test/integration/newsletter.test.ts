import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, tableName } from '../../functions/lib/dynamo';
import { subscriberKeys } from '../../functions/lib/table/newsletter-subscribers';
import { pendingOutboxItems } from '../../functions/lib/table/outbox';
import type { Runtime } from '../../infra/local/runtime';
import { eventually, startTestRuntime } from '../support/runtime';

// The proof path of the platform: POST → table + outbox in one transaction → stream → publisher →
// EventBridge rule → SQS → consumer → SES (the local mail outbox).

let runtime: Runtime;
beforeAll(async () => {
  runtime = await startTestRuntime();
});
afterAll(() => runtime?.stop());

const subscribe = (body: unknown) =>
  fetch(`${runtime.siteUrl}/api/cms/newsletter`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const mailsTo = (email: string) => runtime.mail.list().filter((m) => m.to.includes(email));

const storedSubscribers = async (email: string) => {
  const { Items = [] } = await documents().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': subscriberKeys.item(email).pk },
    }),
  );
  return Items;
};

const confirmationQueue = () => {
  const pair = runtime.queues['newsletter-confirmation'];
  if (!pair) throw new Error('no newsletter-confirmation queue in the runtime');
  return pair;
};

describe('newsletter sign-up, end to end on the local runtime', () => {
  it('stores the subscriber, publishes newsletter.subscribed and e-mails the confirmation in their language', async () => {
    const response = await subscribe({ email: 'Ala@Example.pl', consent: true, language: 'en' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ status: 'subscribed', email: 'ala@example.pl' });

    const [mail] = await eventually(
      () => mailsTo('ala@example.pl').length === 1 && mailsTo('ala@example.pl'),
    );
    expect(mail?.subject).toBe('Your newsletter subscription');
    expect(mail?.from).toBe('sklep@demo.sklep.local');

    const [subscriber] = await storedSubscribers('ala@example.pl');
    expect(subscriber).toMatchObject({ email: 'ala@example.pl', language: 'en' });
    expect(subscriber?.consentGivenAt).toEqual(expect.any(String));
    await eventually(async () => (await pendingOutboxItems()).length === 0);
  });

  it('answers 409 already_subscribed to a second sign-up and keeps one record and one e-mail', async () => {
    expect((await subscribe({ email: 'ola@example.pl', consent: true })).status).toBe(201);
    await eventually(() => mailsTo('ola@example.pl').length === 1);

    const again = await subscribe({ email: 'OLA@example.pl', consent: true });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'already_subscribed', type: 'conflict' });
    expect(await storedSubscribers('ola@example.pl')).toHaveLength(1);
    await confirmationQueue().queue.drained();
    expect(mailsTo('ola@example.pl')).toHaveLength(1);
  });

  it('refuses a sign-up without consent with 400 naming the consent field, storing nothing', async () => {
    const response = await subscribe({ email: 'ewa@example.pl', consent: false });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'invalid_data',
      fields: [{ path: 'consent', message: 'consent_required' }],
    });
    expect(await storedSubscribers('ewa@example.pl')).toHaveLength(0);
  });

  it('redelivers when sending fails twice and still sends the e-mail exactly once', async () => {
    runtime.mail.rejectNext(2);
    expect((await subscribe({ email: 'retry@example.pl', consent: true, language: 'de' })).status).toBe(201);
    const [mail] = await eventually(
      () => mailsTo('retry@example.pl').length > 0 && mailsTo('retry@example.pl'),
    );
    expect(mail?.subject).toBe('Bestätigung Ihres Newsletter-Abonnements');
    // Both rejections were used up: the consumer ran three times for this one message.
    expect(runtime.mail.pendingRejections()).toBe(0);
    await confirmationQueue().queue.drained();
    expect(mailsTo('retry@example.pl')).toHaveLength(1);
  });

  it('sends once when the same event reaches the consumer twice', async () => {
    const detail = {
      eventId: '01JDUPLICATEEVENT0000000000',
      version: 1,
      occurredAt: new Date().toISOString(),
      data: { email: 'twice@example.pl', language: 'pl' },
    };
    const entry = {
      EventBusName: 'shop',
      Source: 'shop.cms',
      DetailType: 'newsletter.subscribed',
      Detail: JSON.stringify(detail),
    };
    const events = new EventBridgeClient({});
    await events.send(new PutEventsCommand({ Entries: [entry] }));
    await eventually(() => mailsTo('twice@example.pl').length === 1);
    await events.send(new PutEventsCommand({ Entries: [entry] }));
    await confirmationQueue().queue.drained();
    expect(mailsTo('twice@example.pl')).toHaveLength(1);
    events.destroy();
  });

  it('moves a poison message to the DLQ after maxReceiveCount attempts and sends nothing', async () => {
    const events = new EventBridgeClient({});
    const result = await events.send(
      new PutEventsCommand({
        Entries: [
          {
            EventBusName: 'shop',
            Source: 'shop.cms',
            DetailType: 'newsletter.subscribed',
            Detail: JSON.stringify({ eventId: 'poison', version: 1, data: { email: 'not-an-email' } }),
          },
        ],
      }),
    );
    expect(result.FailedEntryCount).toBe(0);
    const [dead] = await eventually(
      () => confirmationQueue().dlq.messages().length === 1 && confirmationQueue().dlq.messages(),
    );
    expect(JSON.parse(dead?.body ?? '{}').detail.eventId).toBe('poison');
    expect(mailsTo('not-an-email')).toHaveLength(0);
    events.destroy();
  });
});
