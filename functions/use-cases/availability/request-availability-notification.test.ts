import { describe, expect, it } from 'vitest';
import type { ErrorCode } from '#shared/errors';
import { fakeAvailabilityPorts } from '../testing/fake-availability-ports';
import { mailLimited } from '../testing/fake-mail-limit';
import { fixedNow } from '../testing/fake-table-ports';
import { requestAvailabilityNotification } from './request-availability-notification';

const request = { email: 'anna@example.com', consent: true as const, language: 'pl' as const };
const input = { productId: 'p1', request };
const requested = { ok: true, value: { status: 'requested', email: request.email } };

describe('requestAvailabilityNotification', () => {
  it.each<[string, string[], boolean, ErrorCode]>([
    ['the product is orderable or discontinued', ['not_awaiting'], true, 'availability_notification_failed'],
    ['there is no such product', ['not_awaiting'], false, 'product_not_found'],
    [
      'asked before and no longer awaited',
      ['not_awaiting', 'requested_before'],
      true,
      'availability_notification_failed',
    ],
  ])('fails when %s', async (_, failing, exists, code) => {
    const { ports } = fakeAvailabilityPorts(failing, { productExists: exists });
    expect(await requestAvailabilityNotification(ports, input)).toEqual({ ok: false, code });
  });

  it('fails with mail_limit_reached, storing nothing, past the per-recipient mail limit', async () => {
    const { ports, commits } = fakeAvailabilityPorts([], { limited: true });
    expect(await requestAvailabilityNotification(ports, input)).toEqual(mailLimited);
    expect(commits).toEqual([]);
  });

  it.each([
    ['a first request', []],
    ['a repeated request, keeping the first record', ['requested_before']],
  ])('succeeds for %s', async (_, failing) => {
    expect(await requestAvailabilityNotification(fakeAvailabilityPorts(failing).ports, input)).toEqual(
      requested,
    );
  });

  it('checks the product awaits availability in the transaction that puts the request', async () => {
    const { ports, commits } = fakeAvailabilityPorts([]);
    await requestAvailabilityNotification(ports, input);
    expect(commits).toEqual([
      {
        items: [
          { item: { productAwaiting: ['p1'] }, whenConditionFails: 'not_awaiting' },
          {
            item: { putRequest: ['p1', request.email, fixedNow.toISOString()] },
            whenConditionFails: 'requested_before',
          },
        ],
        events: [],
      },
    ]);
  });

  it('checks the product awaits availability, or, sold out, that no counted unit came back, in the transaction that stores the request', async () => {
    for (const [soldOut, awaiting] of [
      [false, { productAwaiting: ['p1'] }],
      [true, { stockSoldOut: ['p1'] }],
    ] as const) {
      const { ports, commits } = fakeAvailabilityPorts([], { soldOut });
      expect(await requestAvailabilityNotification(ports, input)).toEqual(requested);
      expect(commits[0]?.items[0]).toEqual({ item: awaiting, whenConditionFails: 'not_awaiting' });
    }
  });
});
