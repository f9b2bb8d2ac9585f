import { describe, expect, it } from 'vitest';
import { callbackPromise } from '#shared/forms/callback-promise';
import { type FormKind, formKinds, formSchemas, type SubmittedForm } from '#shared/forms/form-schemas';
import { sampleForms } from '#shared/forms/sample-forms';
import { fakeFormPorts } from '../testing/fake-form-ports';
import { mailLimited } from '../testing/fake-mail-limit';
import { fixedNow } from '../testing/fake-table-ports';
import { submitForm } from './submit-form';

const submitted = (kind: FormKind, extra: object = {}) =>
  ({ kind, form: formSchemas[kind].parse({ ...sampleForms[kind], ...extra }) }) as SubmittedForm;
const receiptOf = (kind: FormKind) => ({
  status: 'received',
  ...(kind === 'callback' ? { callback: callbackPromise(fixedNow) } : {}),
});

/** The submission the first transaction put (its last item). */
const storedIn = (commits: ReturnType<typeof fakeFormPorts>['commits']) => {
  const put = commits[0]?.items.at(-1)?.item as unknown as { putSubmission?: [Record<string, unknown>] };
  return put?.putSubmission?.[0] ?? {};
};

describe('submitForm', () => {
  it.each(formKinds)('stores a %s form with form.submitted in one transaction', async (kind) => {
    const { ports, commits, claims } = fakeFormPorts();
    expect(await submitForm(ports, submitted(kind))).toEqual({ ok: true, value: receiptOf(kind) });
    expect(claims).toEqual(['anna.nowak@example.pl']);
    expect(commits).toHaveLength(1);
    const { events } = commits[0] ?? { events: [] };
    const stored = storedIn(commits);
    expect(stored).toMatchObject({
      kind,
      id: 's1',
      fullName: 'Anna Nowak',
      consentGivenAt: fixedNow.toISOString(),
    });
    expect(stored).not.toHaveProperty('consent');
    expect(stored).not.toHaveProperty('website');
    expect(events.map(({ detailType }) => detailType)).toEqual(['form.submitted']);
    expect(JSON.parse(events[0]?.detail ?? '{}').data).toEqual({
      kind,
      submissionId: 's1',
      submittedAt: fixedNow.toISOString(),
    });
  });

  it('keeps the callback promise with a callback request', async () => {
    const { ports, commits } = fakeFormPorts();
    await submitForm(ports, submitted('callback'));
    expect(storedIn(commits).callback).toEqual(callbackPromise(fixedNow));
  });

  it('stores a service inquiry only on the condition that its product exists', async () => {
    const { ports, commits } = fakeFormPorts(['product_not_found']);
    expect(await submitForm(ports, submitted('service-inquiry'))).toEqual({
      ok: false,
      code: 'product_not_found',
    });
    expect(commits[0]?.items[0]).toEqual({
      item: { productExists: ['backup-m365-per-user'] },
      whenConditionFails: 'product_not_found',
    });
  });

  it.each(formKinds)(
    'answers a filled honeypot on the %s form like a success, storing and claiming nothing',
    async (kind) => {
      const { ports, commits, claims } = fakeFormPorts();
      expect(await submitForm(ports, submitted(kind, { website: 'http://spam.example' }))).toEqual({
        ok: true,
        value: receiptOf(kind),
      });
      expect(commits).toEqual([]);
      expect(claims).toEqual([]);
    },
  );

  it('fails with mail_limit_reached, storing nothing, past the per-recipient limit', async () => {
    const { ports, commits } = fakeFormPorts([], { limited: true });
    expect(await submitForm(ports, submitted('contact'))).toEqual(mailLimited);
    expect(commits).toEqual([]);
  });
});
