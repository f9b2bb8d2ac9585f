import { expect } from 'vitest';
import type { Runtime } from '#infra/local/runtime';
import { testCards } from '#infra/local/simulators/przelewy24/test-data';
import { shopCall } from './shop-call';

const cards = '/api/payments/me/cards';

/**
 * Adds a card of the customer (their ID token) on the sandbox's page, remember ticked, with the 1 PLN
 * verification paid; answers the check's id and a read of the card list (`?check=` by default).
 */
export const addCard = async (runtime: Runtime, idToken: string, expiry: string) => {
  const call = (method: string, path: string, body?: unknown) =>
    shopCall(runtime, method, path, { token: idToken, ...(body === undefined ? {} : { body }) });
  const started = await call('POST', cards, { language: 'pl' });
  expect(started.status).toBe(201);
  const { checkId, redirectUrl } = started.body as { checkId: string; redirectUrl: string };
  const token = redirectUrl.split('/trnRequest/')[1] ?? '';
  const paid = await fetch(`${runtime.przelewy24Url}/_sandbox/pay/${token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      method: 'card',
      card: { number: testCards.success, expiry, cvc: '123', remember: true },
    }),
  });
  expect(paid.status).toBe(200);
  expect(((await paid.json()) as { urlReturn: string }).urlReturn).toContain(
    `/ustawienia-konta/karty-platnicze/?check=${checkId}`,
  );
  return { checkId, list: (path = `${cards}?check=${checkId}`) => call('GET', path) };
};
