import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Runtime } from '#infra/local/runtime';
import { testCards } from '#infra/local/simulators/przelewy24/test-data';
import { eventually, signUpAndIn, startTestRuntime } from '../support/runtime';
import { addCard as addCardOf } from '../support/saved-card';
import { shopCall } from '../support/shop-call';

// Saved cards through the local gateway against the Przelewy24 sandbox: a card added
// on the provider's page with the 1 PLN verification is inactive once paid and active once the refund
// is confirmed; the default switches; another customer's card is not found; card data is refused.

let runtime: Runtime;
let anna: Awaited<ReturnType<typeof signUpAndIn>>;
let piotr: Awaited<ReturnType<typeof signUpAndIn>>;

beforeAll(async () => {
  runtime = await startTestRuntime();
  anna = await signUpAndIn(runtime, 'anna.cards@example.com');
  piotr = await signUpAndIn(runtime, 'piotr.cards@example.com');
}, 60_000);
afterAll(() => runtime?.stop());

type Customer = typeof anna;
const cards = '/api/payments/me/cards';
const call = (customer: Customer, method: string, path: string, body?: unknown) =>
  shopCall(runtime, method, path, { token: customer.idToken, ...(body === undefined ? {} : { body }) });

/** Adds a card of the customer on the sandbox's page and answers its check and a read of the list. */
const addCard = (customer: Customer, expiry: string) => addCardOf(runtime, customer.idToken, expiry);

describe('saved cards against the sandbox', () => {
  it('adds a card: 1 PLN paid → inactive, refund confirmed → active, default as the first card', async () => {
    const { list } = await addCard(anna, '12/30');
    const active = await eventually(async () => {
      const { body } = await list();
      return body.cards?.[0]?.status === 'active' ? body : undefined;
    });
    expect(active.check).toBe('added');
    expect(active.cards).toEqual([
      expect.objectContaining({ brand: 'VISA', last4: '1111', expMonth: 12, expYear: 2030, isDefault: true }),
    ]);
    expect(JSON.stringify(active)).not.toMatch(/4444333322221111|reference/);
  });

  it('switches the default to the second card, keeping exactly one default', async () => {
    const { list } = await addCard(anna, '11/29');
    const two = await eventually(async () => {
      const { body } = await list();
      return body.cards?.length === 2 && body.cards.every((c: { status: string }) => c.status === 'active')
        ? body
        : undefined;
    });
    const second = two.cards.find((c: { isDefault: boolean }) => !c.isDefault);
    expect((await call(anna, 'PUT', `${cards}/${second.cardId}/default`)).status).toBe(200);
    const { body } = await call(anna, 'GET', cards);
    expect(
      body.cards.filter((c: { isDefault: boolean }) => c.isDefault).map((c: { cardId: string }) => c.cardId),
    ).toEqual([second.cardId]);
  });

  it('tells a card added again that it is already added, and keeps one of it', async () => {
    const { list } = await addCard(anna, '12/30');
    const checked = await eventually(async () => {
      const { body } = await list();
      return body.check === 'already_added' ? body : undefined;
    });
    expect(checked.cards.filter((card: { expYear: number }) => card.expYear === 2030)).toHaveLength(1);
  });

  it('another customer’s card is 404 card_not_found to make default or delete, and stays', async () => {
    const { body } = await call(anna, 'GET', cards);
    const cardId = body.cards[0].cardId;
    for (const [method, path] of [
      ['PUT', `${cards}/${cardId}/default`],
      ['DELETE', `${cards}/${cardId}`],
    ] as const) {
      const answer = await call(piotr, method, path);
      expect([answer.status, answer.body.code]).toEqual([404, 'card_not_found']);
    }
    expect((await call(anna, 'GET', cards)).body.cards).toHaveLength(body.cards.length);
    expect((await call(piotr, 'GET', cards)).body.cards).toEqual([]);
  });

  it('refuses a card number or CVC posted to the card routes', async () => {
    for (const body of [
      { language: 'pl', cardNumber: testCards.success },
      { language: 'pl', cvc: '123' },
    ]) {
      const answer = await call(anna, 'POST', cards, body);
      expect([answer.status, answer.body.code]).toEqual([400, 'card_data_refused']);
    }
  });

  it('deletes a card', async () => {
    const { body } = await call(anna, 'GET', cards);
    const cardId = body.cards[0].cardId;
    expect((await call(anna, 'DELETE', `${cards}/${cardId}`)).status).toBe(200);
    expect(
      (await call(anna, 'GET', cards)).body.cards.map((c: { cardId: string }) => c.cardId),
    ).not.toContain(cardId);
  });
});
