import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, tableName } from '#functions/lib/dynamo';
import { pendingAvailabilityRequests } from '#functions/lib/table/availability-requests';
import { putProducts } from '#functions/lib/table/catalogue';
import { deliveryTimeQuestionKeys } from '#functions/lib/table/delivery-time-questions';
import { deps } from '#functions/use-cases/catalogue/deps';
import { setProductAvailability } from '#functions/use-cases/catalogue/set-product-availability';
import type { Runtime } from '#infra/local/runtime';
import { api } from '#infra/wiring';
import type { Availability } from '#shared/catalogue/product';
import { sampleProduct } from '#shared/catalogue/sample-product';
import { formKinds } from '#shared/forms/form-schemas';
import { sampleForms } from '#shared/forms/sample-forms';
import { postFromAnotherIp } from '../support/from-many-ips';
import { eventually, ownEventsPublished, startTestRuntime } from '../support/runtime';

// "Notify me about availability" and "ask for delivery time", end to end: route → table (+ outbox) →
// stream → bus → queue → consumer → the local mail outbox.

let runtime: Runtime;

const product = (id: string, availability: Availability) => ({ ...sampleProduct, id, availability });
const { pl: plName, en: enName } = {
  pl: sampleProduct.texts.pl.name,
  en: sampleProduct.texts.en.name,
};

beforeAll(async () => {
  runtime = await startTestRuntime();
  await putProducts([
    product('awaited', { state: 'notify-availability' }),
    product('awaited-retry', { state: 'presale', date: '2026-09-01' }),
    product('still-awaited', { state: 'expected-soon' }),
    product('limit-awaited', { state: 'expected-soon' }),
    product('orderable', { state: 'instant' }),
    product('discontinued', { state: 'discontinued' }),
  ]);
});
afterAll(() => runtime?.stop());

/** Each request from another address: the gateway's per-IP limit is not what these tests are about. */
const post = async (path: string, body: unknown) => {
  const response = await postFromAnotherIp(`${runtime.siteUrl}${path}`, body);
  const retryAfter = response.headers.get('retry-after');
  return { status: response.status, body: await response.json(), ...(retryAfter ? { retryAfter } : {}) };
};
const askToNotify = (productId: string, body: unknown) =>
  post(`/api/cms/products/${productId}/availability-notifications`, body);
const askDeliveryTime = (productId: string, body: unknown) =>
  post(`/api/cms/products/${productId}/delivery-time-questions`, body);

/** Delivery-time questions of this month stored for an e-mail. */
const storedQuestionsOf = async (email: string) => {
  const { Items = [] } = await documents().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': deliveryTimeQuestionKeys.item(new Date().toISOString(), '').pk },
    }),
  );
  return Items.filter((item) => item.email === email);
};

const mailsTo = (email: string) => runtime.mail.list().filter((m) => m.to.includes(email));
const queue = (name: string) => {
  const pair = runtime.queues[name];
  if (!pair) throw new Error(`no ${name} queue in the runtime`);
  return pair.queue;
};

describe('notify me about availability', () => {
  it('e-mails everyone waiting once when the product becomes orderable, in their language', async () => {
    for (const [email, language] of [
      ['anna@example.pl', 'pl'],
      ['bob@example.com', 'en'],
      ['claire@example.fr', 'fr'],
      ['BOB@example.com', 'en'],
    ] as const) {
      expect(await askToNotify('awaited', { email, consent: true, language })).toEqual({
        status: 201,
        body: { status: 'requested', email: email.toLowerCase() },
      });
    }
    expect(await pendingAvailabilityRequests('awaited')).toHaveLength(3);

    expect(
      await setProductAvailability(deps(), { productId: 'awaited', availability: { state: 'instant' } }),
    ).toEqual({ ok: true, value: { before: { state: 'notify-availability' }, after: { state: 'instant' } } });
    await eventually(async () => (await pendingAvailabilityRequests('awaited')).length === 0);
    await queue('availability-notifications').drained();

    const [pl] = mailsTo('anna@example.pl');
    expect(pl?.subject).toBe(`Produkt znów dostępny: ${plName}`);
    expect(pl?.text).toContain('anna@example.pl');
    expect(mailsTo('bob@example.com').map((m) => m.subject)).toEqual([`Available again: ${enName}`]);
    // No French text: English, with the product's name in the English fallback too.
    expect(mailsTo('claire@example.fr').map((m) => m.subject)).toEqual([`Available again: ${enName}`]);
    expect(
      runtime.mail.list().filter((m) => m.subject.includes(plName) || m.subject.includes(enName)),
    ).toHaveLength(3);
  });

  it('sends nothing when the product moves between two states that cannot be ordered', async () => {
    expect((await askToNotify('still-awaited', { email: 'dora@example.pl', consent: true })).status).toBe(
      201,
    );
    await setProductAvailability(deps(), {
      productId: 'still-awaited',
      availability: { state: 'notify-availability' },
    });
    await ownEventsPublished('still-awaited');
    await queue('availability-notifications').drained();
    expect(mailsTo('dora@example.pl')).toHaveLength(0);
    expect(await pendingAvailabilityRequests('still-awaited')).toEqual([
      { email: 'dora@example.pl', language: 'pl' },
    ]);
  });

  it('retries after a failed e-mail and still sends each one exactly once', async () => {
    for (const email of ['eva@example.pl', 'filip@example.pl'])
      expect((await askToNotify('awaited-retry', { email, consent: true })).status).toBe(201);
    runtime.mail.rejectNext(1);
    await setProductAvailability(deps(), { productId: 'awaited-retry', availability: { state: '1-day' } });
    await eventually(async () => (await pendingAvailabilityRequests('awaited-retry')).length === 0);
    expect(runtime.mail.pendingRejections()).toBe(0);
    await queue('availability-notifications').drained();
    expect(mailsTo('eva@example.pl')).toHaveLength(1);
    expect(mailsTo('filip@example.pl')).toHaveLength(1);
  });

  it('answers 409 availability_notification_failed for an orderable or discontinued product', async () => {
    for (const id of ['orderable', 'discontinued']) {
      expect(await askToNotify(id, { email: 'gosia@example.pl', consent: true })).toMatchObject({
        status: 409,
        body: { code: 'availability_notification_failed', type: 'conflict' },
      });
      expect(await pendingAvailabilityRequests(id)).toHaveLength(0);
    }
  });

  it('answers 404 for an unknown product and 400 naming the field for bad input', async () => {
    expect(await askToNotify('no-such-product', { email: 'h@example.pl', consent: true })).toMatchObject({
      status: 404,
      body: { code: 'product_not_found' },
    });
    expect(await askToNotify('still-awaited', { email: 'h@example.pl', consent: false })).toMatchObject({
      status: 400,
      body: { code: 'invalid_data', fields: [{ path: 'consent', message: 'consent_required' }] },
    });
    expect(await askToNotify('still-awaited', { email: 'not-an-email', consent: true })).toMatchObject({
      status: 400,
      body: { code: 'invalid_data', fields: [{ path: 'email', message: 'invalid_email' }] },
    });
    expect(await pendingAvailabilityRequests('still-awaited')).toHaveLength(1);
  });
});

describe('ask for delivery time', () => {
  const sales = 'sprzedaz@demo.sklep.local';

  it('e-mails the sales team the question with the customer details and acknowledges it to the customer', async () => {
    const question = {
      email: 'Igor@Example.com',
      fullName: 'Igor Nowak',
      phone: '+48 600 100 200',
      message: 'Need 30 seats.\nBy Friday?',
      consent: true,
      language: 'en',
    };
    expect(await askDeliveryTime('discontinued', question)).toEqual({
      status: 201,
      body: { status: 'asked', email: 'igor@example.com' },
    });
    const salesMails = () =>
      runtime.mail.list().filter((m) => m.to.includes(sales) && m.text.includes('igor@example.com'));
    const [toSales] = await eventually(() => salesMails().length === 1 && salesMails());
    expect(toSales?.subject).toBe(`Pytanie o termin dostawy: ${plName}`);
    for (const detail of ['Igor Nowak', '+48 600 100 200', '> Need 30 seats.\n> By Friday?', 'discontinued'])
      expect(toSales?.text).toContain(detail);
    expect(toSales?.html).toContain('&gt; Need 30 seats.<br>&gt; By Friday?');

    const [ack] = await eventually(
      () => mailsTo('igor@example.com').length === 1 && mailsTo('igor@example.com'),
    );
    expect(ack?.subject).toBe('We have received your delivery time question');
    expect(ack?.text).toContain(enName);
  });

  it('sends each of the two e-mails once even when the first attempt fails', async () => {
    runtime.mail.rejectNext(1);
    expect((await askDeliveryTime('orderable', { email: 'jola@example.pl', consent: true })).status).toBe(
      201,
    );
    await eventually(() => mailsTo('jola@example.pl').length === 1);
    expect(runtime.mail.pendingRejections()).toBe(0);
    await queue('delivery-time-questions').drained();
    expect(mailsTo('jola@example.pl').map((m) => m.subject)).toEqual([
      'Otrzymaliśmy pytanie o termin dostawy',
    ]);
    expect(
      runtime.mail.list().filter((m) => m.to.includes(sales) && m.text.includes('jola@example.pl')),
    ).toHaveLength(1);
  });

  it('answers 404 for an unknown product and 400 naming the field for bad input', async () => {
    expect(await askDeliveryTime('no-such-product', { email: 'k@example.pl', consent: true })).toMatchObject({
      status: 404,
      body: { code: 'product_not_found' },
    });
    for (const [body, path] of [
      [{ email: 'k@example.pl' }, 'consent'],
      [{ email: 'k@', consent: true }, 'email'],
      [{ email: 'k@example.pl', consent: true, phone: 'call me' }, 'phone'],
      [{ email: 'k@example.pl', consent: true, message: 'x'.repeat(2001) }, 'message'],
    ] as const) {
      const reply = await askDeliveryTime('orderable', body);
      expect(reply).toMatchObject({ status: 400, body: { code: 'invalid_data' } });
      expect(reply.body.fields.map((f: { path: string }) => f.path)).toEqual([path]);
    }
    await queue('delivery-time-questions').drained();
    expect(mailsTo('k@example.pl')).toHaveLength(0);
  });

  it('refuses control and bidi characters in the details with 400 naming the field, storing and mailing nothing', async () => {
    for (const [field, value] of [
      ['fullName', 'Jan\nTelefon: +48 000 000 000'],
      ['fullName', 'Jan\u0000'],
      ['fullName', '\u202eJan'],
      ['message', 'Hello\r\nBcc: x@example.com'],
      ['message', 'Hello \ud800'],
    ] as const) {
      const reply = await askDeliveryTime('orderable', {
        email: 'injected@example.pl',
        consent: true,
        [field]: value,
      });
      expect(reply).toMatchObject({
        status: 400,
        body: { code: 'invalid_data', fields: [{ path: field, message: 'invalid_characters' }] },
      });
    }
    expect(await storedQuestionsOf('injected@example.pl')).toEqual([]);
    await queue('delivery-time-questions').drained();
    expect(runtime.mail.list().filter((m) => m.text.includes('injected@example.pl'))).toEqual([]);
  });
});

describe('mail to an address the caller names (every route marked sendsMail)', () => {
  it('the 40-question attack on a third party (40 questions at once, each from another IP) mails them at most 5 times', async () => {
    const victim = 'victim@example.com';
    const replies = await Promise.all(
      Array.from({ length: 40 }, () => askDeliveryTime('orderable', { email: victim, consent: true })),
    );
    const asked = replies.filter((reply) => reply.status === 201);
    const refused = replies.filter((reply) => reply.status === 429);
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.length).toBeLessThanOrEqual(5);
    expect(asked.length + refused.length).toBe(40);
    for (const reply of refused) {
      expect(reply.body).toMatchObject({ code: 'mail_limit_reached', type: 'throttled' });
      expect(Number(reply.retryAfter)).toBeGreaterThan(0);
    }
    expect(await storedQuestionsOf(victim)).toHaveLength(asked.length);
    await queue('delivery-time-questions').drained();
    expect(mailsTo(victim)).toHaveLength(asked.length);
  });

  it('refuses the 6th request within an hour for one recipient on each such route with 429 and Retry-After, storing nothing', async () => {
    const mailRoutes = api.flatMap((group) =>
      group.routes.filter((route) => route.sendsMail).map((route) => route.path),
    );
    const sends: Record<string, (email: string) => ReturnType<typeof post>> = {
      '/api/cms/newsletter': (email) => post('/api/cms/newsletter', { email, consent: true }),
      '/api/cms/products/{id}/availability-notifications': (email) =>
        askToNotify('limit-awaited', { email, consent: true }),
      '/api/cms/products/{id}/delivery-time-questions': (email) =>
        askDeliveryTime('orderable', { email, consent: true }),
      ...Object.fromEntries(
        formKinds.map((kind) => {
          const path = `/api/cms/forms/${kind}`;
          return [path, (email: string) => post(path, { ...sampleForms[kind], email })];
        }),
      ),
    };
    expect(mailRoutes.sort()).toEqual(Object.keys(sends).sort());
    for (const [path, send] of Object.entries(sends)) {
      const email = `limit-${mailRoutes.indexOf(path)}@example.com`;
      for (let i = 0; i < 5; i++) {
        const reply = await send(email);
        expect([201, 202], `${path}: ${JSON.stringify(reply)}`).toContain(reply.status);
      }
      const refused = await send(email);
      expect(refused, path).toMatchObject({ status: 429, body: { code: 'mail_limit_reached' } });
      const retryAfter = Number(refused.retryAfter);
      expect(retryAfter).toBeGreaterThan(3500);
      expect(retryAfter).toBeLessThanOrEqual(3600);
    }
    const questions = mailRoutes.indexOf('/api/cms/products/{id}/delivery-time-questions');
    expect(await storedQuestionsOf(`limit-${questions}@example.com`)).toHaveLength(5);
  });
});
