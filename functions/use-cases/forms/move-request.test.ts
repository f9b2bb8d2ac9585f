import { describe, expect, it } from 'vitest';
import type { RequestTransition } from '#shared/forms/staff-requests';
import type { StoredRequest } from '../../lib/table/form-inbox';
import { fakeInboxPorts } from '../testing/fake-inbox-ports';
import { fixedNow } from '../testing/fake-table-ports';
import { moveRequest } from './move-request';

const anna = { sub: 'sub-anna', email: 'anna@sklep.pl' };
const piotr = { sub: 'sub-piotr', email: 'piotr@sklep.pl' };
const contact = (state: Partial<StoredRequest> = {}) =>
  ({
    kind: 'contact',
    id: '01JQ0000000000000000000000',
    submittedAt: '2026-01-02T02:00:00.000Z',
    consentGivenAt: '2026-01-02T02:00:00.000Z',
    language: 'pl',
    email: 'jan@example.pl',
    phone: '+48600100200',
    fullName: 'Jan Kowalski',
    companyName: 'Kowalski sp. z o.o.',
    message: 'Proszę o ofertę.',
    status: 'new',
    revision: 0,
    ...state,
  }) as StoredRequest;

const move = (
  request: StoredRequest,
  transition: RequestTransition,
  member = anna,
  failing: string[] = [],
) => {
  const fake = fakeInboxPorts([request], { failing });
  return {
    fake,
    answer: moveRequest(fake.ports, { kind: request.kind, id: request.id, transition, member }),
  };
};

describe('moveRequest', () => {
  it('takes a new request: in progress, the member its assignee, the move recorded with it', async () => {
    const { fake, answer } = move(contact(), { action: 'take', revision: 0 });
    expect(await answer).toMatchObject({
      ok: true,
      value: { status: 'inProgress', revision: 1, assignee: anna, actions: ['note', 'handle'] },
    });
    expect(fake.commits).toHaveLength(1);
    expect(fake.commits[0]?.items).toEqual([
      {
        item: { move: [contact().id, 'inProgress', fixedNow.toISOString(), anna] },
        whenConditionFails: 'request_changed',
      },
      {
        item: {
          logged: [
            contact().id,
            {
              at: fixedNow.toISOString(),
              action: 'take',
              by: anna,
              from: 'new',
              to: 'inProgress',
              assigneeAfter: anna,
            },
          ],
        },
      },
    ]);
  });

  it("records another member's note on a taken request, its assignee kept", async () => {
    const taken = contact({ status: 'inProgress', revision: 1, assignee: anna });
    const { fake, answer } = move(taken, { action: 'note', revision: 1, note: 'Oddzwonię jutro.' }, piotr);
    expect(await answer).toMatchObject({
      ok: true,
      value: { status: 'inProgress', revision: 2, assignee: anna },
    });
    expect(fake.commits[0]?.items[0]?.item).toEqual({
      move: [taken.id, 'inProgress', fixedNow.toISOString(), undefined],
    });
    expect(fake.commits[0]?.items[1]?.item).toMatchObject({
      logged: [
        taken.id,
        { action: 'note', by: piotr, assigneeBefore: anna, assigneeAfter: anna, note: 'Oddzwonię jutro.' },
      ],
    });
  });

  it('marks a request in progress handled, with its closing note', async () => {
    const taken = contact({ status: 'inProgress', revision: 3, assignee: anna });
    const { answer } = move(taken, { action: 'handle', revision: 3, note: 'Oferta wysłana.' });
    expect(await answer).toMatchObject({ ok: true, value: { status: 'handled', revision: 4, actions: [] } });
  });

  it.each([
    ['take', 'inProgress', 'request_cannot_be_taken'],
    ['take', 'handled', 'request_cannot_be_taken'],
    ['handle', 'new', 'request_cannot_be_handled'],
    ['note', 'new', 'request_cannot_be_noted'],
    ['note', 'handled', 'request_cannot_be_noted'],
  ] as const)('refuses to %s a request in %s with %s, committing nothing', async (action, status, code) => {
    const transition = { action, revision: 2, note: 'x' } as RequestTransition;
    const { fake, answer } = move(contact({ status, revision: 2 }), transition);
    expect(await answer).toEqual({ ok: false, code });
    expect(fake.commits).toEqual([]);
  });

  it('refuses a move on a revision the member did not see with request_changed', async () => {
    const { fake, answer } = move(contact({ status: 'inProgress', revision: 1, assignee: piotr }), {
      action: 'take',
      revision: 0,
    });
    expect(await answer).toEqual({ ok: false, code: 'request_changed' });
    expect(fake.commits).toEqual([]);
  });

  it('answers request_changed when another member moved it between the read and the write', async () => {
    const { answer } = move(contact(), { action: 'take', revision: 0 }, anna, ['request_changed']);
    expect(await answer).toEqual({ ok: false, code: 'request_changed' });
  });

  it('answers request_not_found for a request it does not hold', async () => {
    const { ports } = fakeInboxPorts([]);
    expect(
      await moveRequest(ports, {
        kind: 'callback',
        id: contact().id,
        transition: { action: 'take', revision: 0 },
        member: anna,
      }),
    ).toEqual({ ok: false, code: 'request_not_found' });
  });
});
