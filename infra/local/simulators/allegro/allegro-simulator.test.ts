import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allegroMediaType } from '#functions/lib/allegro/allegro-contract';
import { type ServedAllegro, servedAllegro } from '../../../../test/support/allegro';

// The simulated Allegro's own rules, on the wire: what its API asks of every call, buyers and their
// stock, the journal's paging and filters, the verification page, and its state across a restart.

let allegro: ServedAllegro;
let token: string;
beforeAll(async () => {
  allegro = await servedAllegro();
  token = (await allegro.authorise()).accessToken;
});
afterAll(() => allegro.close());

const api = (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
  fetch(`${allegro.endpoint}${path}`, {
    ...init,
    headers: { accept: allegroMediaType, authorization: `Bearer ${token}`, ...init.headers },
  });
const buy = (purchase: object) => allegro.control('purchases', purchase);
const available = async (offerId: string) =>
  ((await allegro.control('offers')).body.offers as { id: string; available: number }[]).find(
    ({ id }) => id === offerId,
  )?.available;
const journalAfter = async (from: string | undefined, query = '') => {
  const response = await api(`/order/events?limit=1000${from ? `&from=${from}` : ''}${query}`);
  return (
    (await response.json()) as {
      events: { id: string; type: string; order: { checkoutForm: { id: string } } }[];
    }
  ).events;
};
const latest = async () =>
  ((await (await api('/order/event-stats')).json()) as { latestEvent?: { id: string } }).latestEvent?.id;

describe('every API call', () => {
  it("needs Allegro's media type, a live access token, and its media type for a body", async () => {
    expect((await api('/order/events', { headers: { accept: 'application/json' } })).status).toBe(406);
    expect((await api('/order/events', { headers: { authorization: 'Bearer nothing' } })).status).toBe(401);
    const patch = await api('/sale/product-offers/18000000005', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ stock: { available: 1 } }),
    });
    expect(patch.status).toBe(415);
    expect((await api('/order/events')).status).toBe(200);
  });

  it('is counted by its resource', async () => {
    const before = await allegro.calls('GET /order/event-stats');
    await api('/order/event-stats');
    await api('/order/event-stats', { headers: { accept: 'text/html' } });
    expect(await allegro.calls('GET /order/event-stats')).toBe(before + 2);
  });
});

describe('buyers', () => {
  it('take the offer stock, give it back when the purchase is cancelled', async () => {
    const before = await available('18000000007');
    const made = await buy({ lines: [{ offerId: '18000000007', quantity: 2 }], buyer: 'paysLater' });
    expect(made.status).toBe(201);
    const [{ id }] = made.body.checkoutForms as [{ id: string }];
    expect(await available('18000000007')).toBe((before ?? 0) - 2);
    expect((await allegro.control(`purchases/${id}/cancel`, {})).body.status).toBe('CANCELLED');
    expect(await available('18000000007')).toBe(before);
    expect((await allegro.control(`purchases/${id}/cancel`, {})).status).toBe(409);
  });

  it('cannot buy more than an offer holds, and a refused request buys nothing', async () => {
    const from = await latest();
    const refused = await buy({
      purchases: [
        { lines: [{ offerId: '18000000002' }] },
        { lines: [{ offerId: '18000000004', quantity: 99 }] },
      ],
    });
    expect(refused).toEqual({ status: 409, body: { refused: 'not_enough_stock', detail: '18000000004' } });
    expect(await journalAfter(from)).toEqual([]);
    expect((await buy({ lines: [{ offerId: '1' }] })).body).toEqual({
      refused: 'unknown_offer',
      detail: '1',
    });
    expect((await buy({ locker: 'WAW99M' })).body).toEqual({ refused: 'unknown_locker', detail: 'WAW99M' });
  });

  it('pay at once, later, never (Allegro cancels), or on delivery, each move in the journal', async () => {
    const from = await latest();
    const made = await buy({
      purchases: [
        { buyer: 'paysNow' },
        { buyer: 'paysLater' },
        { buyer: 'neverPays' },
        { buyer: 'cashOnDelivery' },
      ],
    });
    const [now, later, never, cod] = (made.body.checkoutForms as { id: string; status: string }[]).map(
      ({ id }) => id,
    );
    expect((made.body.checkoutForms as { status: string }[]).map(({ status }) => status)).toEqual([
      'READY_FOR_PROCESSING',
      'FILLED_IN',
      'FILLED_IN',
      'READY_FOR_PROCESSING',
    ]);
    expect((await allegro.control(`purchases/${now}/pay`, {})).status).toBe(409);
    expect((await allegro.control(`purchases/${later}/pay`, {})).status).toBe(200);
    expect((await allegro.control(`purchases/${never}/auto-cancel`, {})).status).toBe(200);
    expect((await allegro.control(`purchases/${cod}/auto-cancel`, {})).status).toBe(409);
    const moves = (await journalAfter(from)).map((event) => [event.type, event.order.checkoutForm.id]);
    expect(moves.filter(([, id]) => id === later)).toEqual([
      ['BOUGHT', later],
      ['FILLED_IN', later],
      ['READY_FOR_PROCESSING', later],
    ]);
    expect(moves.filter(([, id]) => id === never).at(-1)).toEqual(['AUTO_CANCELLED', never]);
    expect(moves.filter(([, id]) => id === cod).at(-1)).toEqual(['READY_FOR_PROCESSING', cod]);
    const form = (await (await api(`/order/checkout-forms/${cod}`)).json()) as { payment: object };
    expect(form.payment).toEqual(expect.objectContaining({ type: 'CASH_ON_DELIVERY' }));
    expect(form.payment).not.toHaveProperty('finishedAt');
  });

  it('a thousand at once, each with only its last event, fill exactly one page of the journal', async () => {
    await allegro.control('offers/18000000010/stock', { available: 1000 });
    const from = await latest();
    const made = await buy({ count: 1000, lines: [{ offerId: '18000000010' }], onlyFinalEvent: true });
    expect((made.body.checkoutForms as unknown[]).length).toBe(1000);
    const page = await journalAfter(from);
    expect(page.length).toBe(1000);
    expect(new Set(page.map((event) => event.order.checkoutForm.id)).size).toBe(1000);
    expect(page.every((event) => event.type === 'READY_FOR_PROCESSING')).toBe(true);
    expect(await journalAfter(page.at(-1)?.id)).toEqual([]);
    expect(await available('18000000010')).toBe(0);
  });
});

describe('the journal', () => {
  it('filters by type and refuses a `from` that is no event id', async () => {
    const from = await latest();
    await buy({ buyer: 'cancels' });
    expect((await journalAfter(from, '&type=BUYER_CANCELLED&type=BOUGHT')).map(({ type }) => type)).toEqual([
      'BOUGHT',
      'BUYER_CANCELLED',
    ]);
    expect((await api('/order/events?from=abc')).status).toBe(422);
    expect((await api('/order/events?type=PAID')).status).toBe(422);
  });
});

describe('the verification page', () => {
  it('refuses a code it never gave, keeping what was typed', async () => {
    const response = await fetch(`${allegro.endpoint}/skojarz-aplikacje`, {
      method: 'POST',
      body: new URLSearchParams({ code: 'abc def', decision: 'allow' }),
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('value="abc def"');
    expect(html).toContain('role="alert"');
  });

  it('never shows back what a code cannot hold', async () => {
    const html = await (await fetch(`${allegro.endpoint}/skojarz-aplikacje?code=%22%3E%3Cb%3E`)).text();
    expect(html).toContain('value=""');
    expect(html).not.toContain('<b>');
  });
});

describe('a restart with a data file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'allegro-simulator-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps the purchases, the journal, the stock and the tokens', async () => {
    const dataFile = join(dir, 'state.json');
    const first = await servedAllegro({ dataFile });
    const tokens = await first.authorise();
    const [{ id }] = (await first.control('purchases', { buyer: 'paysLater' })).body.checkoutForms as [
      { id: string },
    ];
    first.flush();
    await first.close();

    const second = await servedAllegro({ dataFile });
    const seller = await second.seller({ token: tokens.accessToken });
    expect((await seller.checkoutForm(id)).status).toBe('FILLED_IN');
    expect((await seller.orderEvents(undefined, 10)).map(({ type }) => type)).toEqual([
      'BOUGHT',
      'FILLED_IN',
    ]);
    expect((await seller.offers({ externalId: 'thinkpad-t14-gen-5-16gb-512gb-1a' }))[0]?.available).toBe(9);
    expect((await second.authorisation.refresh(tokens.refreshToken)).accessToken).toBeDefined();
    await second.close();
  });
});
