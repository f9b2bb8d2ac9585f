import type { SavedCard } from '#shared/payments/saved-card';
import type { CardCheck } from '../../lib/table/saved-cards';
import type { GuardedItem, TransactItem } from '../../lib/table/transaction';
import type { CardPorts } from '../payments/card-deps';
import type { Commit } from '../table-ports';
import { fakeProvider } from './fake-payment-ports';
import { fixedNow } from './fake-table-ports';

type Stored = Omit<SavedCard, 'isDefault'> & { sub: string };

/** A fake transaction item: its condition on the store and its change, applied only when all hold. */
interface FakeItem {
  holds: () => boolean;
  apply: () => void;
}
const fake = (holds: () => boolean, apply: () => void = () => undefined) =>
  ({ holds, apply }) as FakeItem as unknown as TransactItem;

/**
 * In-memory card ports with the repository's conditions: the commit applies every item or, when one's
 * condition fails, none and answers that item's code, as a cancelled DynamoDB transaction does.
 */
export const fakeCardPorts = ({
  provider = fakeProvider().provider,
  checks = [] as CardCheck[],
  cards = [] as Stored[],
  defaults = {} as Record<string, string>,
  today = fixedNow,
} = {}) => {
  const state = {
    checks: checks.map((check) => ({ ...check })),
    cards: cards.map((card) => ({ ...card })),
    refs: new Set<string>(),
    defaults: { ...defaults },
  };
  for (const card of state.cards) state.refs.add(`${card.sub}|${card.reference}`);
  const warnings: string[] = [];
  const cardOf = (sub: string, cardId: string) =>
    state.cards.find((c) => c.sub === sub && c.cardId === cardId);
  const checkOf = (sessionId: string) => state.checks.find((c) => c.sessionId === sessionId);
  let ids = 0;
  const commit: Commit = async <Code extends string>(items: GuardedItem<Code>[]) => {
    const refused = items.find(({ item }) => !(item as unknown as FakeItem).holds());
    if (refused) {
      if (!refused.whenConditionFails) throw new Error('unexpected condition failure');
      return { ok: false as const, code: refused.whenConditionFails };
    }
    for (const { item } of items) (item as unknown as FakeItem).apply();
    return { ok: true as const };
  };
  const ports: CardPorts = {
    provider,
    commit,
    clock: () => today,
    warn: (message) => warnings.push(message),
    newCardId: () => `card-${++ids}`.padEnd(22, 'x'),
    newCardCheckSessionId: () => `card.${`check-${++ids}`.padEnd(22, 'x')}`,
    getCardCheck: async (sessionId) => {
      const check = checkOf(sessionId);
      return check && { ...check };
    },
    listSavedCards: async (sub) =>
      state.cards
        .filter((card) => card.sub === sub)
        .map(({ sub: _, ...card }) => ({ ...card, isDefault: state.defaults[sub] === card.cardId })),
    savedCardItems: {
      putCheck: (check) =>
        fake(
          () => !checkOf(check.sessionId),
          () => state.checks.push({ ...check }),
        ),
      moveCheck: (sessionId, from, to, fields = {}) =>
        fake(
          () => checkOf(sessionId)?.state === from,
          () => Object.assign(checkOf(sessionId) as CardCheck, { state: to }, fields),
        ),
      checkRefundAsked: (sessionId, now) =>
        fake(
          () => checkOf(sessionId)?.state === 'paid' && !checkOf(sessionId)?.refundAskedAt,
          () => Object.assign(checkOf(sessionId) as CardCheck, { refundAskedAt: now.toISOString() }),
        ),
      putCard: (sub, { isDefault: _, ...card }) =>
        fake(
          () => !cardOf(sub, card.cardId),
          () => state.cards.push({ ...card, sub }),
        ),
      putReference: (sub, reference) =>
        fake(
          () => !state.refs.has(`${sub}|${reference}`),
          () => state.refs.add(`${sub}|${reference}`),
        ),
      activateCard: (sub, cardId) =>
        fake(
          () => cardOf(sub, cardId)?.state === 'inactive',
          () => Object.assign(cardOf(sub, cardId) as Stored, { state: 'active' }),
        ),
      cardExists: (sub, cardId) => fake(() => cardOf(sub, cardId) !== undefined),
      pointDefault: (sub, cardId, seen) =>
        fake(
          () => state.defaults[sub] === seen,
          () => Object.assign(state.defaults, { [sub]: cardId }),
        ),
      dropDefault: (sub, cardId) =>
        fake(
          () => state.defaults[sub] === cardId,
          () => delete state.defaults[sub],
        ),
      notDefault: (sub, cardId) => fake(() => state.defaults[sub] !== cardId),
      deleteCard: (sub, cardId) =>
        fake(
          () => cardOf(sub, cardId) !== undefined,
          () => state.cards.splice(state.cards.indexOf(cardOf(sub, cardId) as Stored), 1),
        ),
      deleteReference: (sub, reference) =>
        fake(
          () => true,
          () => state.refs.delete(`${sub}|${reference}`),
        ),
    },
  };
  return { ports, state, warnings };
};

/** A saved card of `sub` as stored, active and valid until 2030 unless told otherwise. */
export const storedCard = (sub: string, changes: Partial<Stored> = {}): Stored => ({
  sub,
  cardId: 'card-a'.padEnd(22, 'x'),
  reference: 'REF-A',
  brand: 'VISA',
  last4: '1111',
  expMonth: 12,
  expYear: 2030,
  state: 'active',
  addedAt: fixedNow.toISOString(),
  ...changes,
});

/** A card verification of `sub` registered at the provider unless told otherwise. */
export const sampleCheck = (sub: string, changes: Partial<CardCheck> = {}): CardCheck => ({
  sessionId: 'card.check-0'.padEnd(27, 'x'),
  sub,
  amount: 100,
  currency: 'PLN',
  state: 'registered',
  createdAt: fixedNow.toISOString(),
  refundUrl: 'https://shop.test/api/payments/notifications/przelewy24/refunds',
  ...changes,
});

/** A saved card as the card list reads it: `storedCard`'s, the customer's default unless told otherwise. */
export const sampleSavedCard = (changes: Partial<SavedCard> = {}): SavedCard => {
  const { sub: _, ...card } = storedCard('any');
  return { ...card, isDefault: true, ...changes };
};
