import { describe, expect, it } from 'vitest';
import { fakeAvailabilityPorts } from '../testing/fake-availability-ports';
import { mailLimited } from '../testing/fake-mail-limit';
import { fixedNow } from '../testing/fake-table-ports';
import { askDeliveryTime } from './ask-delivery-time';

const question = { email: 'anna@example.com', consent: true as const, language: 'pl' as const };
const input = { productId: 'p1', question };

describe('askDeliveryTime', () => {
  it('fails with product_not_found when there is no such product', async () => {
    const { ports } = fakeAvailabilityPorts(['product_not_found']);
    expect(await askDeliveryTime(ports, input)).toEqual({ ok: false, code: 'product_not_found' });
  });

  it('fails with mail_limit_reached, storing nothing, past the per-recipient mail limit', async () => {
    const { ports, commits } = fakeAvailabilityPorts([], { limited: true });
    expect(await askDeliveryTime(ports, input)).toEqual(mailLimited);
    expect(commits).toEqual([]);
  });

  it('stores the question with catalogue.delivery-time-asked in one transaction', async () => {
    const { ports, commits } = fakeAvailabilityPorts([]);
    expect(await askDeliveryTime(ports, input)).toEqual({
      ok: true,
      value: { status: 'asked', email: question.email },
    });
    expect(commits).toHaveLength(1);
    const { items, events } = commits[0] ?? { items: [], events: [] };
    expect(items).toEqual([
      { item: { productExists: ['p1'] }, whenConditionFails: 'product_not_found' },
      { item: { putQuestion: ['q1'] } },
    ]);
    expect(events.map(({ detailType }) => detailType)).toEqual(['catalogue.delivery-time-asked']);
    expect(JSON.parse(events[0]?.detail ?? '{}')).toMatchObject({
      occurredAt: fixedNow.toISOString(),
      data: { questionId: 'q1', submittedAt: fixedNow.toISOString(), productId: 'p1' },
    });
  });
});
