import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formSubmissionItems } from '#functions/lib/table/form-submissions';
import { commitGuarded } from '#functions/lib/table/transaction';
import type { Runtime } from '#infra/local/runtime';
import { formSchemas } from '#shared/forms/form-schemas';
import { sampleForms } from '#shared/forms/sample-forms';
import type { StaffRequestPage, StaffRequestView } from '#shared/forms/staff-requests';
import { postFromAnotherIp } from '../support/from-many-ips';
import { signUpAndIn, startTestRuntime } from '../support/runtime';
import { type ShopCall, shopCall } from '../support/shop-call';
import { signInAsStaff } from '../support/totp';

// The operations' inbox of stored requests through the local gateway: every form and the
// delivery-time question listed with its own fields, each filter one index, twenty a page; a request
// taken, noted and handled, each move in its history with who made it; a refused move, two members
// taking one request at once (one wins), bad input, and a customer's token refused.

let runtime: Runtime;
let anna: string;
let piotr: string;
/** This file's senders: other files share the runtime, so every check is about these requests. */
const run = Date.now().toString(36);
const emailOf = (name: string) => `${name}.${run}@example.pl`;
const annaEmail = `obsluga.anna.${run}@example.pl`;

beforeAll(async () => {
  runtime = await startTestRuntime();
  const staffToken = async (name: string) =>
    (await signInAsStaff(runtime, `obsluga.${name}.${run}@example.pl`, 'operations')).idToken;
  [anna, piotr] = await Promise.all([staffToken('anna'), staffToken('piotr')]);
}, 60_000);
afterAll(() => runtime?.stop());

const call = (method: string, path: string, options: ShopCall = {}) =>
  shopCall(runtime, method, path, { token: anna, ...options });
const inbox = async (query: string, token = anna) => {
  const answer = await call('GET', `/api/cms/staff/forms?${query}`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as StaffRequestPage;
};
const pathOf = (request: Pick<StaffRequestView, 'kind' | 'id'>) =>
  `/api/cms/staff/forms/${request.kind}/${request.id}`;
const transition = (request: Pick<StaffRequestView, 'kind' | 'id'>, body: unknown, token = anna) =>
  call('POST', `${pathOf(request)}/transitions`, { body, token });

/** A form sent as a visitor sends it, then found in the inbox by its sender. */
const sent = async (kind: keyof typeof sampleForms, email: string): Promise<StaffRequestView> => {
  const response = await postFromAnotherIp(`${runtime.siteUrl}/api/cms/forms/${kind}`, {
    ...sampleForms[kind],
    email,
  });
  expect(response.status).toBe(201);
  const found = (await inbox(`kind=${kind}&status=new`)).requests.find((request) => request.email === email);
  if (!found) throw new Error(`the ${kind} request of ${email} is not in the inbox`);
  return found;
};

describe('the forms inbox', () => {
  it('lists each kind with its own fields, newest first, and the delivery-time questions', async () => {
    const contact = await sent('contact', emailOf('kontakt'));
    const financing = await sent('financing', emailOf('leasing'));
    const callback = await sent('callback', emailOf('oddzwon'));
    const asked = await postFromAnotherIp(
      `${runtime.siteUrl}/api/cms/products/dell-dock-wd19s-130w/delivery-time-questions`,
      { email: emailOf('termin'), consent: true, message: 'Kiedy?' },
    );
    expect(asked.status).toBe(201);

    expect(contact).toMatchObject({
      status: 'new',
      revision: 0,
      fullName: 'Anna Nowak',
      phone: '+48600100200',
      companyName: 'Nowak IT sp. z o.o.',
      message: sampleForms.contact.message,
      actions: ['take'],
    });
    expect(contact).not.toHaveProperty('consentGivenAt');
    expect(financing.financing).toEqual({
      financing: 'leasing',
      currency: 'PLN',
      value: 1_200_000,
      months: 36,
    });
    expect(callback.callback?.kind).toMatch(/^(within|atOpening)$/);

    const all = (await inbox('')).requests.map((request) => request.id);
    expect(all.indexOf(callback.id)).toBeLessThan(all.indexOf(financing.id));
    expect(all.indexOf(financing.id)).toBeLessThan(all.indexOf(contact.id));
    const questions = await inbox('kind=delivery-time');
    expect(questions.requests.find((request) => request.email === emailOf('termin'))).toMatchObject({
      kind: 'delivery-time',
      productId: 'dell-dock-wd19s-130w',
      message: 'Kiedy?',
      status: 'new',
    });
    expect(questions.requests.every((request) => request.kind === 'delivery-time')).toBe(true);
    expect(questions.counts?.counts.new).toBeGreaterThanOrEqual(1);
  });

  it('pages twenty at a time by a cursor, counting each status of the kind and range', async () => {
    const month = new Date('2020-03-10T10:00:00Z');
    for (let n = 0; n < 22; n++) {
      const form = formSchemas.cooperation.parse({
        ...sampleForms.cooperation,
        email: emailOf(`strona${n}`),
      });
      const stored = formSubmissionItems.record(
        { kind: 'cooperation', form },
        new Date(month.getTime() + n * 60_000),
      );
      await commitGuarded([{ item: formSubmissionItems.put(stored) }]);
    }
    const query = 'kind=cooperation&from=2020-03-01&to=2020-03-31';
    const first = await inbox(query);
    expect(first.requests).toHaveLength(20);
    expect(first.requests[0]?.email).toBe(emailOf('strona21'));
    expect(first.counts).toEqual({ counts: { new: 22, inProgress: 0, handled: 0 }, cap: 1000 });
    const second = await inbox(`${query}&cursor=${first.cursor}`);
    expect(second.requests.map((request) => request.email)).toEqual([emailOf('strona1'), emailOf('strona0')]);
    expect(second.cursor).toBeUndefined();
    expect(second.counts).toBeUndefined();
  });

  it('takes a request for the member the token names, takes notes, marks it handled, and shows every move', async () => {
    const request = await sent('help-centre', emailOf('pomoc'));
    const taken = await transition(request, { action: 'take', revision: 0 });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(taken.body).toMatchObject({
      status: 'inProgress',
      revision: 1,
      assignee: { email: annaEmail },
      actions: ['note', 'handle'],
    });
    expect((await inbox('kind=help-centre&status=new')).requests.map(({ id }) => id)).not.toContain(
      request.id,
    );
    expect((await inbox('status=inProgress')).requests.map(({ id }) => id)).toContain(request.id);

    const noted = await transition(
      request,
      { action: 'note', revision: 1, note: 'Dzwoniłem, nie odbiera.' },
      piotr,
    );
    expect(noted.body).toMatchObject({ status: 'inProgress', revision: 2, assignee: { email: annaEmail } });
    const handled = await transition(request, { action: 'handle', revision: 2, note: 'Faktura wysłana.' });
    expect(handled.body).toMatchObject({ status: 'handled', revision: 3, actions: [] });

    const detail = await call('GET', pathOf(request));
    expect(detail.status).toBe(200);
    expect(detail.body.request).toMatchObject({ status: 'handled', assignee: { email: annaEmail } });
    expect(
      detail.body.history.map(({ action, by, from, to, note }: Record<string, { email?: string }>) => ({
        action,
        by: by?.email,
        from,
        to,
        note,
      })),
    ).toEqual([
      { action: 'take', by: annaEmail, from: 'new', to: 'inProgress', note: undefined },
      {
        action: 'note',
        by: `obsluga.piotr.${run}@example.pl`,
        from: 'inProgress',
        to: 'inProgress',
        note: 'Dzwoniłem, nie odbiera.',
      },
      { action: 'handle', by: annaEmail, from: 'inProgress', to: 'handled', note: 'Faktura wysłana.' },
    ]);
    expect(detail.body.history[0]).toMatchObject({ assigneeAfter: { email: annaEmail } });
    expect(detail.body.history[0]).not.toHaveProperty('assigneeBefore');
  });

  it('refuses a move its status does not allow, and one on a revision another member changed', async () => {
    const request = await sent('contact', emailOf('odmowa'));
    expect(await transition(request, { action: 'handle', revision: 0 })).toMatchObject({
      status: 409,
      body: { code: 'request_cannot_be_handled', type: 'conflict' },
    });
    expect(await transition(request, { action: 'note', revision: 0, note: 'x' })).toMatchObject({
      status: 409,
      body: { code: 'request_cannot_be_noted' },
    });
    expect((await transition(request, { action: 'take', revision: 0 })).status).toBe(200);
    expect(await transition(request, { action: 'take', revision: 1 }, piotr)).toMatchObject({
      status: 409,
      body: { code: 'request_cannot_be_taken' },
    });
    expect(await transition(request, { action: 'handle', revision: 0 }, piotr)).toMatchObject({
      status: 409,
      body: { code: 'request_changed' },
    });
    expect((await call('GET', pathOf(request))).body.history).toHaveLength(1);
  });

  it('lets one of two members taking a request at once win; the other is told it changed', async () => {
    const request = await sent('service-inquiry', emailOf('naraz'));
    const answers = await Promise.all(
      [anna, piotr].map((token) => transition(request, { action: 'take', revision: 0 }, token)),
    );
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 409]);
    expect(answers.find(({ status }) => status === 409)?.body.code).toBe('request_changed');
    const detail = await call('GET', pathOf(request));
    expect(detail.body.request.revision).toBe(1);
    expect(detail.body.history).toHaveLength(1);
    const winner = answers.find(({ status }) => status === 200)?.body.assignee;
    expect(detail.body.request.assignee).toEqual(winner);
  });

  it('refuses bad input with invalid_data naming the fields, storing nothing', async () => {
    const request = await sent('cooperation', emailOf('zle'));
    for (const [body, fields] of [
      [{ action: 'take', revision: 0, assignee: { sub: 'someone-else' } }, ['assignee']],
      [{ action: 'take' }, ['revision']],
      [{ action: 'note', revision: 0 }, ['note']],
      [{ action: 'note', revision: 0, note: 'x'.repeat(2001) }, ['note']],
      [{ action: 'close', revision: 0 }, ['action']],
      [{ action: 'take', revision: -1 }, ['revision']],
    ] as const) {
      const answer = await transition(request, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.code).toBe('invalid_data');
      expect(answer.body.fields.map(({ path }: { path: string }) => path)).toEqual(fields);
    }
    for (const query of ['status=open', 'kind=newsletter', 'from=yesterday', 'page=2']) {
      const answer = await call('GET', `/api/cms/staff/forms?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.code).toBe('invalid_data');
    }
    expect((await call('GET', pathOf(request))).body.request).toMatchObject({ status: 'new', revision: 0 });
  });

  it('answers request_not_found for a kind, id or request it does not hold', async () => {
    const request = await sent('contact', emailOf('brak'));
    for (const path of [
      pathOf({ kind: 'callback', id: request.id }),
      pathOf({ kind: 'contact', id: '01ARZ3NDEKTSV4RRFFQ69G5FAV' }),
      '/api/cms/staff/forms/newsletter/01ARZ3NDEKTSV4RRFFQ69G5FAV',
      '/api/cms/staff/forms/contact/not-an-id',
    ]) {
      expect(await call('GET', path), path).toMatchObject({
        status: 404,
        body: { code: 'request_not_found' },
      });
    }
    expect(
      await transition({ kind: 'callback', id: request.id }, { action: 'take', revision: 0 }),
    ).toMatchObject({ status: 404, body: { code: 'request_not_found' } });
  });

  it("refuses a customer's token with not_allowed on every inbox route, and no token with 401", async () => {
    const request = await sent('contact', emailOf('klient'));
    const { idToken } = await signUpAndIn(runtime, emailOf('klientka'));
    for (const [method, path, body] of [
      ['GET', '/api/cms/staff/forms', undefined],
      ['GET', pathOf(request), undefined],
      ['POST', `${pathOf(request)}/transitions`, { action: 'take', revision: 0 }],
    ] as const) {
      expect(await call(method, path, { token: idToken, body }), path).toMatchObject({
        status: 403,
        body: { code: 'not_allowed' },
      });
      expect((await shopCall(runtime, method, path, { body })).status, path).toBe(401);
    }
    expect((await call('GET', pathOf(request))).body.request).toMatchObject({ status: 'new' });
  });
});
