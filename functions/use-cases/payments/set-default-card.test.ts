import { describe, expect, it } from 'vitest';
import { fakeCardPorts, storedCard } from '../testing/fake-card-ports';
import { setDefaultCard } from './set-default-card';

const sub = 'client-1';
const a = storedCard(sub);
const b = storedCard(sub, { cardId: 'card-b'.padEnd(22, 'x'), reference: 'REF-B' });

describe('setDefaultCard (exactly one default card)', () => {
  it('moves the default from the old card to the new one', async () => {
    const { ports } = fakeCardPorts({ cards: [a, b], defaults: { [sub]: a.cardId } });
    expect(await setDefaultCard(ports, { sub, cardId: b.cardId })).toEqual({
      ok: true,
      value: { cardId: b.cardId },
    });
    const cards = await ports.listSavedCards(sub);
    expect(cards.filter((card) => card.isDefault).map((card) => card.cardId)).toEqual([b.cardId]);
  });

  it('makes a card default when the customer has none', async () => {
    const { ports, state } = fakeCardPorts({ cards: [a] });
    await setDefaultCard(ports, { sub, cardId: a.cardId });
    expect(state.defaults[sub]).toBe(a.cardId);
  });

  it('answers card_not_found for another customer’s card and changes nothing', async () => {
    const { ports, state } = fakeCardPorts({ cards: [a], defaults: { [sub]: a.cardId } });
    expect(await setDefaultCard(ports, { sub: 'client-2', cardId: a.cardId })).toEqual({
      ok: false,
      code: 'card_not_found',
    });
    expect(state.defaults).toEqual({ [sub]: a.cardId });
  });

  it('reads again when another change moved the default meanwhile, keeping one default', async () => {
    const { ports, state } = fakeCardPorts({ cards: [a, b], defaults: { [sub]: a.cardId } });
    const list = ports.listSavedCards;
    let first = true;
    ports.listSavedCards = async (owner) => {
      const cards = await list(owner);
      if (first) {
        first = false;
        state.defaults[sub] = b.cardId; // a concurrent switch after our read
        return cards;
      }
      return cards;
    };
    expect(await setDefaultCard(ports, { sub, cardId: b.cardId })).toEqual({
      ok: true,
      value: { cardId: b.cardId },
    });
    expect(state.defaults[sub]).toBe(b.cardId);
  });
});
