import { describe, expect, it } from 'vitest';
import { fakeCardPorts, storedCard } from '../testing/fake-card-ports';
import { deleteCard } from './delete-card';

const sub = 'client-1';
const a = storedCard(sub);
const b = storedCard(sub, { cardId: 'card-b'.padEnd(22, 'x'), reference: 'REF-B' });

describe('deleteCard', () => {
  it('deletes the card and its reference, so the same card may be added again', async () => {
    const { ports, state } = fakeCardPorts({ cards: [a, b], defaults: { [sub]: a.cardId } });
    expect(await deleteCard(ports, { sub, cardId: b.cardId })).toEqual({
      ok: true,
      value: { cardId: b.cardId },
    });
    expect(state.cards.map((card) => card.cardId)).toEqual([a.cardId]);
    expect(state.refs.has(`${sub}|REF-B`)).toBe(false);
    expect(state.defaults[sub]).toBe(a.cardId);
  });

  it('removes the default pointer with the default card', async () => {
    const { ports, state } = fakeCardPorts({ cards: [a], defaults: { [sub]: a.cardId } });
    await deleteCard(ports, { sub, cardId: a.cardId });
    expect(state.defaults[sub]).toBeUndefined();
  });

  it('answers card_not_found for another customer’s card, which stays', async () => {
    const { ports, state } = fakeCardPorts({ cards: [a] });
    expect(await deleteCard(ports, { sub: 'client-2', cardId: a.cardId })).toEqual({
      ok: false,
      code: 'card_not_found',
    });
    expect(state.cards).toHaveLength(1);
  });
});
