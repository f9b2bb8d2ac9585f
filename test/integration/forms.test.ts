import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, tableName } from '#functions/lib/dynamo';
import { formSubmissionKeys } from '#functions/lib/table/form-submissions';
import type { Runtime } from '#infra/local/runtime';
import { mailLimits } from '#infra/wiring';
import { callbackPromise } from '#shared/forms/callback-promise';
import { type FormKind, formKinds } from '#shared/forms/form-schemas';
import { sampleForms } from '#shared/forms/sample-forms';
import { postFrom, postFromAnotherIp } from '../support/from-many-ips';
import { eventually, startTestRuntime } from '../support/runtime';

// The forms of shared/forms/, end to end: route → table (+ outbox) → stream → bus → queue →
// consumer → the local mail outbox (staff and the sender); the honeypot, the per-IP limit and bad input.

let runtime: Runtime;
beforeAll(async () => {
  runtime = await startTestRuntime();
});
afterAll(() => runtime?.stop());

const staff = 'sprzedaz@demo.sklep.local';

/** Each request from another address, unless the per-IP limit is what a test is about. */
const send = async (kind: FormKind, body: unknown) => {
  const response = await postFromAnotherIp(`${runtime.siteUrl}/api/cms/forms/${kind}`, body);
  return { status: response.status, body: await response.json() };
};

/** This month's submissions of a kind from an e-mail. */
const storedOf = async (kind: FormKind, email: string) => {
  const { Items = [] } = await documents().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': formSubmissionKeys.item(kind, new Date().toISOString(), '').pk },
    }),
  );
  return Items.filter((item) => item.email === email);
};

const mailsTo = (email: string) => runtime.mail.list().filter((m) => m.to.includes(email));
const staffMailsAbout = (email: string) =>
  runtime.mail.list().filter((m) => m.to.includes(staff) && m.text.includes(`E-mail: ${email}`));
const drained = () => runtime.queues['form-mails']?.queue.drained();

describe('the forms, end to end on the local runtime', () => {
  it.each(formKinds)(
    'stores a %s form, mails staff and confirms to the sender in her language',
    async (kind) => {
      const email = `${kind}@example.com`;
      const before = new Date();
      const reply = await send(kind, { ...sampleForms[kind], email, language: 'de' });
      const after = new Date();
      expect(reply.status).toBe(201);
      expect(reply.body.status).toBe('received');
      if (kind === 'callback')
        expect([callbackPromise(before), callbackPromise(after)]).toContainEqual(reply.body.callback);
      else expect(reply.body).not.toHaveProperty('callback');

      const [stored] = await storedOf(kind, email);
      expect(stored).toMatchObject({ kind, fullName: 'Anna Nowak', phone: '+48600100200', language: 'de' });
      expect(stored).not.toHaveProperty('consent');

      const [confirmation] = await eventually(() => mailsTo(email).length === 1 && mailsTo(email));
      expect(confirmation?.subject).toMatch(/^Wir haben Ihre Anfrage erhalten: /);
      const [toStaff] = await eventually(() => staffMailsAbout(email).length === 1 && staffMailsAbout(email));
      expect(toStaff?.text).toContain('Imię i nazwisko: Anna Nowak');
      expect(toStaff?.text).toContain('Telefon: +48600100200');
      if (kind === 'service-inquiry') expect(toStaff?.text).toContain('(backup-m365-per-user)');
      await eventually(async () => (await storedOf(kind, email))[0]?.senderMailedAt);
      await drained();
      expect(mailsTo(email)).toHaveLength(1);
      expect(staffMailsAbout(email)).toHaveLength(1);
    },
  );

  it('sends each of the two e-mails once even when the first attempt fails', async () => {
    const email = 'retry@example.com';
    runtime.mail.rejectNext(1);
    expect((await send('contact', { ...sampleForms.contact, email })).status).toBe(201);
    await eventually(() => mailsTo(email).length === 1);
    expect(runtime.mail.pendingRejections()).toBe(0);
    await drained();
    expect(mailsTo(email)).toHaveLength(1);
    expect(staffMailsAbout(email)).toHaveLength(1);
  });

  it.each(formKinds)(
    'answers a filled honeypot on the %s form like a success, storing and mailing nothing',
    async (kind) => {
      const email = `bot-${kind}@example.com`;
      const reply = await send(kind, { ...sampleForms[kind], email, website: 'https://spam.example' });
      expect(reply.status).toBe(201);
      expect(Object.keys(reply.body).sort()).toEqual(
        kind === 'callback' ? ['callback', 'status'] : ['status'],
      );
      await drained();
      expect(await storedOf(kind, email)).toEqual([]);
      expect(mailsTo(email)).toEqual([]);
      expect(staffMailsAbout(email)).toEqual([]);
    },
  );

  it('answers 404 product_not_found for a service inquiry about an unknown product, storing nothing', async () => {
    const email = 'no-product@example.com';
    const reply = await send('service-inquiry', {
      ...sampleForms['service-inquiry'],
      email,
      productId: 'nope',
    });
    expect(reply).toMatchObject({ status: 404, body: { code: 'product_not_found' } });
    expect(await storedOf('service-inquiry', email)).toEqual([]);
  });
});

describe('bad input', () => {
  /** The fields of a sample a form may go without. */
  const optionalFields: Partial<Record<FormKind, string[]>> = {
    callback: ['message'],
    financing: ['companyName', 'message'],
  };
  const badCases = (kind: FormKind): [string, Record<string, unknown>, string[]][] => [
    [
      'every required field missing',
      { language: 'pl' },
      Object.keys(sampleForms[kind]).filter(
        (f) => f !== 'language' && !(optionalFields[kind] ?? []).includes(f),
      ),
    ],
    ['a bad e-mail', { ...sampleForms[kind], email: 'anna@' }, ['email']],
    ['a bad phone', { ...sampleForms[kind], phone: 'zadzwoń' }, ['phone']],
    ['no consent', { ...sampleForms[kind], consent: false }, ['consent']],
  ];

  it.each(formKinds)(
    'refuses bad input to the %s form with 400 naming the fields, storing and mailing nothing',
    async (kind) => {
      for (const [name, body, fields] of badCases(kind)) {
        const reply = await send(kind, body);
        expect(reply.status, name).toBe(400);
        expect(reply.body.code, name).toBe('invalid_data');
        expect(reply.body.fields.map((f: { path: string }) => f.path).sort(), name).toEqual(
          [...fields].sort(),
        );
      }
      await drained();
      expect(await storedOf(kind, sampleForms[kind].email)).toEqual([]);
      expect(mailsTo(sampleForms[kind].email)).toEqual([]);
    },
  );
});

describe('per-IP throttling', () => {
  it('refuses a caller past the per-IP limit with 429 too_many_requests and Retry-After, storing nothing', async () => {
    // An address no other request of a shared runtime comes from (the rest come from 127.0.0.x).
    const fromOneIp = (kind: FormKind, email: string) =>
      postFrom('127.0.3.1', `${runtime.siteUrl}/api/cms/forms/${kind}`, { ...sampleForms[kind], email });
    for (let i = 0; i < mailLimits.perIp.requests; i++)
      expect((await fromOneIp('contact', `ip-${i}@example.com`)).status).toBe(201);
    const refused = await fromOneIp('callback', 'ip-over@example.com');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'too_many_requests', type: 'throttled' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await storedOf('callback', 'ip-over@example.com')).toEqual([]);
  });

  it('refuses the 6th form within an hour to one sender with 429 mail_limit_reached', async () => {
    const email = 'often@example.com';
    for (let i = 0; i < 5; i++)
      expect((await send('help-centre', { ...sampleForms['help-centre'], email })).status).toBe(201);
    expect(await send('help-centre', { ...sampleForms['help-centre'], email })).toMatchObject({
      status: 429,
      body: { code: 'mail_limit_reached' },
    });
    expect(await storedOf('help-centre', email)).toHaveLength(5);
  });
});
