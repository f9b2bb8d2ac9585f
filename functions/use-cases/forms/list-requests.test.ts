import { describe, expect, it } from 'vitest';
import type { StoredRequest } from '../../lib/table/form-inbox';
import { fakeInboxPorts } from '../testing/fake-inbox-ports';
import { listRequests } from './list-requests';
import { readRequest } from './read-request';

const request = (kind: StoredRequest['kind'], id: string, state: Partial<StoredRequest> = {}) =>
  ({
    kind,
    id,
    submittedAt: '2026-01-02T02:00:00.000Z',
    consentGivenAt: '2026-01-02T02:00:00.000Z',
    language: 'pl',
    email: 'jan@example.pl',
    status: 'new',
    revision: 0,
    staffMailedAt: '2026-01-02T02:00:01.000Z',
    ...state,
  }) as StoredRequest;

const financing = request('financing', 'F1', {
  financing: 'leasing',
  currency: 'PLN',
  value: 1_200_000,
  months: 36,
  companyName: 'Nowak IT',
} as Partial<StoredRequest>);
const question = request('delivery-time', 'D1', { productId: 'dell-dock-wd19s-130w', status: 'handled' });
const callback = request('callback', 'C1', {
  phone: '+48600100200',
  callback: { kind: 'within', minutes: 15 },
  status: 'inProgress',
  assignee: { sub: 's', email: 'anna@sklep.pl' },
});

describe('listRequests', () => {
  const { ports, counted } = fakeInboxPorts([financing, question, callback]);

  it('lists every request with its kind’s fields and allowed moves, counting each status on the first page', async () => {
    const answer = await listRequests(ports, {});
    expect(answer).toMatchObject({
      ok: true,
      value: {
        requests: [
          {
            kind: 'financing',
            financing: { financing: 'leasing', currency: 'PLN', value: 1_200_000, months: 36 },
            companyName: 'Nowak IT',
            actions: ['take'],
          },
          { kind: 'delivery-time', productId: 'dell-dock-wd19s-130w', actions: [] },
          { kind: 'callback', callback: { kind: 'within', minutes: 15 }, actions: ['note', 'handle'] },
        ],
        counts: { counts: { new: 1, inProgress: 1, handled: 1 }, cap: 1000 },
      },
    });
    expect(answer.ok && answer.value.requests[0]).not.toHaveProperty('staffMailedAt');
    expect(answer.ok && answer.value.requests[0]).not.toHaveProperty('consentGivenAt');
  });

  it('counts the statuses of the kind and range asked, and only on the first page', async () => {
    counted.length = 0;
    await listRequests(ports, { kind: 'callback', status: 'new', from: '2026-01-01', to: '2026-01-31' });
    expect(counted).toEqual(
      ['new', 'inProgress', 'handled'].map((status) => ({
        kind: 'callback',
        status,
        from: '2025-12-31T23:00:00.000Z',
        to: '2026-01-31T22:59:59.999Z',
      })),
    );
    const next = await listRequests(ports, { cursor: 'abc' });
    expect(next.ok && next.value.counts).toBeUndefined();
  });
});

describe('readRequest', () => {
  it('answers a request with its history, or request_not_found', async () => {
    const history = [
      {
        at: '2026-01-02T03:00:00.000Z',
        action: 'take' as const,
        by: { sub: 's' },
        from: 'new' as const,
        to: 'inProgress' as const,
      },
    ];
    const { ports } = fakeInboxPorts([callback], { history });
    expect(await readRequest(ports, { kind: 'callback', id: 'C1' })).toMatchObject({
      ok: true,
      value: { request: { id: 'C1', status: 'inProgress' }, history },
    });
    expect(await readRequest(ports, { kind: 'contact', id: 'C1' })).toEqual({
      ok: false,
      code: 'request_not_found',
    });
  });
});
