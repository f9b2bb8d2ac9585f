import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSignupRequested } from '#events/contracts/newsletter-signup-requested';
import { documents, tableName } from '#functions/lib/dynamo';
import { createConfirmationToken, subscriberKeys } from '#functions/lib/table/newsletter-subscribers';
import type { Runtime } from '#infra/local/runtime';
import { newsletterLinkLifetimeHours } from '#shared/newsletter';
import { pathFor } from '#shared/routes';
import { postFromAnotherIp } from '../support/from-many-ips';
import { eventually, ownEventsPublished, signUpAndIn, startTestRuntime } from '../support/runtime';

// The proof path of the platform: POST → table + outbox in one transaction → stream → publisher →
// EventBridge rule → SQS → consumer → SES (the local mail outbox); then the double opt-in link.

let runtime: Runtime;
beforeAll(async () => {
  runtime = await startTestRuntime();
});
afterAll(() => runtime?.stop());

/** Each sign-up from another address: the gateway's per-IP limit is not what these tests are about. */
const subscribe = (body: unknown, token?: string) =>
  postFromAnotherIp(
    `${runtime.siteUrl}/api/cms/newsletter`,
    body,
    token ? { authorization: `Bearer ${token}` } : {},
  );

const confirm = (body: unknown) =>
  fetch(`${runtime.siteUrl}/api/cms/newsletter/confirmations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** The confirmation link in a mail's text. */
const linkIn = (text = '') => text.match(/https?:\/\/\S+/)?.[0] ?? '';

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

const subscribeAndConfirm = async (email: string) => {
  expect((await subscribe({ email, consent: true })).status).toBe(202);
  const [mail] = await eventually(() => mailsTo(email).length === 1 && mailsTo(email));
  const token = new URL(linkIn(mail?.text)).searchParams.get('token');
  expect((await confirm({ token })).status).toBe(200);
};

const confirmationQueue = () => {
  const pair = runtime.queues['newsletter-confirmation'];
  if (!pair) throw new Error('no newsletter-confirmation queue in the runtime');
  return pair;
};

describe('newsletter sign-up, end to end on the local runtime', () => {
  it('stores the address as pending, mails a confirmation link in their language and subscribes it only when the link is followed', async () => {
    const response = await subscribe({ email: 'Ala@Example.pl', consent: true, language: 'en' });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ status: 'mail_sent', email: 'ala@example.pl' });

    const [mail] = await eventually(
      () => mailsTo('ala@example.pl').length === 1 && mailsTo('ala@example.pl'),
    );
    expect(mail?.subject).toBe('Confirm your newsletter subscription');
    expect(mail?.from).toBe('sklep@demo.sklep.local');
    const link = new URL(linkIn(mail?.text));
    expect(`${link.origin}${link.pathname}`).toBe(
      `${process.env.SITE_ORIGIN}${pathFor('newsletterConfirmation', 'en')}`,
    );
    expect(mail?.html).toContain(link.href);

    const [pending] = await storedSubscribers('ala@example.pl');
    expect(pending).toMatchObject({ email: 'ala@example.pl', language: 'en', status: 'pending' });
    expect(pending?.consentGivenAt).toEqual(expect.any(String));
    expect(pending?.gsi2pk).toBeUndefined();
    expect(pending?.expiresAt).toEqual(expect.any(Number));

    const token = link.searchParams.get('token');
    const confirmed = await confirm({ token });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ status: 'subscribed', email: 'ala@example.pl' });
    const [subscriber] = await storedSubscribers('ala@example.pl');
    expect(subscriber?.expiresAt).toBeUndefined();
    expect(subscriber).toMatchObject({
      status: 'subscribed',
      gsi2pk: 'NEWSLETTER',
      subscribedAt: expect.any(String),
    });
    await ownEventsPublished('ala@example.pl');

    // The link is single-use.
    const again = await confirm({ token });
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ code: 'newsletter_link_invalid' });
  });

  it('answers a subscribed and a new address alike; only the owner learns, by e-mail, that it is subscribed', async () => {
    await subscribeAndConfirm('ola@example.pl');

    const subscribed = await subscribe({ email: 'OLA@example.pl', consent: true, language: 'pl' });
    const fresh = await subscribe({ email: 'nowa@example.pl', consent: true, language: 'pl' });
    expect(subscribed.status).toBe(fresh.status);
    expect({ ...(await subscribed.json()), email: '' }).toEqual({ ...(await fresh.json()), email: '' });

    const [, note] = await eventually(
      () => mailsTo('ola@example.pl').length === 2 && mailsTo('ola@example.pl'),
    );
    expect(note?.subject).toBe('Ten adres jest już zapisany do newslettera');
    expect(note?.text).not.toContain('token=');
    const [link] = await eventually(
      () => mailsTo('nowa@example.pl').length === 1 && mailsTo('nowa@example.pl'),
    );
    expect(link?.subject).toBe('Potwierdź zapis do newslettera');
    await confirmationQueue().queue.drained();
    expect(mailsTo('ola@example.pl')).toHaveLength(2);
    const [ola] = await storedSubscribers('ola@example.pl');
    expect(ola).toMatchObject({ status: 'subscribed' });
  });

  it('tells only the owner, signed in with that address, on the page that it is subscribed already', async () => {
    const owner = await signUpAndIn(runtime, 'owner@example.pl');
    const other = await signUpAndIn(runtime, 'other@example.pl');
    await subscribeAndConfirm('owner@example.pl');

    const told = await subscribe({ email: 'owner@example.pl', consent: true }, owner.idToken);
    expect(told.status).toBe(200);
    expect(await told.json()).toEqual({ status: 'already_subscribed', email: 'owner@example.pl' });

    // Anyone else (another customer, an access token without the e-mail, a forged token) gets the
    // stranger's answer, and the owner a note by e-mail each time.
    for (const token of [other.idToken, owner.accessToken, `${owner.idToken.slice(0, -4)}AAAA`]) {
      const reply = await subscribe({ email: 'owner@example.pl', consent: true }, token);
      expect(reply.status).toBe(202);
      expect(await reply.json()).toEqual({ status: 'mail_sent', email: 'owner@example.pl' });
    }
    await eventually(() => mailsTo('owner@example.pl').length === 4);
    await confirmationQueue().queue.drained();
    expect(mailsTo('owner@example.pl').map((mail) => mail.subject)).toEqual([
      'Potwierdź zapis do newslettera',
      ...Array(3).fill('Ten adres jest już zapisany do newslettera'),
    ]);
  });

  it('refuses an expired, unknown or malformed token with a stable error and subscribes nobody', async () => {
    expect((await subscribe({ email: 'late@example.pl', consent: true })).status).toBe(202);
    const expired = await createConfirmationToken(
      'late@example.pl',
      'pl',
      new Date(Date.now() - (newsletterLinkLifetimeHours * 3600 + 1) * 1000),
    );
    for (const token of [expired, 'A'.repeat(43)]) {
      const reply = await confirm({ token });
      expect(reply.status).toBe(404);
      expect(await reply.json()).toMatchObject({ code: 'newsletter_link_invalid', type: 'not_found' });
    }
    const malformed = await confirm({ token: 'x' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ code: 'invalid_data', fields: [{ path: 'token' }] });
    const [late] = await storedSubscribers('late@example.pl');
    expect(late).toMatchObject({ status: 'pending' });
  });

  it('mails one address at most 5 times an hour: the 6th sign-up is 429 mail_limit_reached with Retry-After, mailing nothing', async () => {
    for (let i = 0; i < 5; i++)
      expect((await subscribe({ email: 'often@example.pl', consent: true })).status).toBe(202);
    const refused = await subscribe({ email: 'often@example.pl', consent: true });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'mail_limit_reached', type: 'throttled' });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    await eventually(() => mailsTo('often@example.pl').length === 5);
    await confirmationQueue().queue.drained();
    expect(mailsTo('often@example.pl')).toHaveLength(5);
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
    expect((await subscribe({ email: 'retry@example.pl', consent: true, language: 'de' })).status).toBe(202);
    const [mail] = await eventually(
      () => mailsTo('retry@example.pl').length > 0 && mailsTo('retry@example.pl'),
    );
    expect(mail?.subject).toBe('Bestätigen Sie Ihr Newsletter-Abonnement');
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
      DetailType: newsletterSignupRequested.name,
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
            DetailType: newsletterSignupRequested.name,
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
