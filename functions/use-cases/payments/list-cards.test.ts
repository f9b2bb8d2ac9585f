import { describe, expect, it } from 'vitest';
import { cardCreditLimits } from '#shared/payments/saved-card';
import { fakeCardPorts, sampleCheck, storedCard } from '../testing/fake-card-ports';
import { listCards } from './list-cards';

const sub = 'client-1';

describe('listCards', () => {
  it('lists only the customer’s cards with status, default flag and the credit limit in the currency', async () => {
    const mine = storedCard(sub);
    const expired = storedCard(sub, { cardId: 'card-b'.padEnd(22, 'x'), expYear: 2025, expMonth: 12 });
    const { ports } = fakeCardPorts({
      cards: [mine, expired, storedCard('client-2', { cardId: 'card-c'.padEnd(22, 'x') })],
      defaults: { [sub]: mine.cardId },
    });
    const listed = await listCards(ports, { sub, currency: 'GBP' });
    if (!listed.ok) throw new Error(listed.code);
    expect(
      listed.value.cards.map(({ cardId, status, isDefault }) => ({ cardId, status, isDefault })),
    ).toEqual([
      { cardId: mine.cardId, status: 'active', isDefault: true },
      { cardId: expired.cardId, status: 'expired', isDefault: false },
    ]);
    expect(listed.value.cards[0]?.creditLimit).toEqual({ amount: cardCreditLimits.GBP, currency: 'GBP' });
    expect(listed.value.check).toBeUndefined();
  });

  it.each([
    ['waiting', sampleCheck(sub)],
    ['added', sampleCheck(sub, { state: 'paid', cardId: 'card-a'.padEnd(22, 'x') })],
    ['already_added', sampleCheck(sub, { state: 'refunded' })],
  ])('tells the return page the verification is %s', async (outcome, check) => {
    const { ports } = fakeCardPorts({ checks: [check] });
    expect(await listCards(ports, { sub, currency: 'PLN', checkId: check.sessionId })).toMatchObject({
      ok: true,
      value: { check: outcome },
    });
  });

  it('does not tell another customer how a verification fared', async () => {
    const check = sampleCheck('client-2');
    const { ports } = fakeCardPorts({ checks: [check] });
    expect(await listCards(ports, { sub, currency: 'PLN', checkId: check.sessionId })).toEqual({
      ok: true,
      value: { cards: [] },
    });
  });
});
