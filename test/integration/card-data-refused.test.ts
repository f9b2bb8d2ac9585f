import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Runtime } from '#infra/local/runtime';
import { type Access, api, type RouteDecl } from '#infra/wiring';
import { apiCall } from '../support/api-call';
import { signUpAndIn, startTestRuntime } from '../support/runtime';
import { scanTable } from '../support/scan-table';
import { signInAsStaff } from '../support/totp';

// Card data: a card number or CVC sent to any of our routes is refused and
// never stored or logged. Every route the wiring declares, today's and tomorrow's, gets a body with a
// card number and a CVC through the local gateway and the real handlers, signed in as whoever the
// route admits, so the request reaches the group's function.

const cardNumber = '4444333322221111';
const cardBody = { note: 'proszę obciążyć', number: '4444 3333 2222 1111', cvc: '987' };
/** Node sends a GET's or DELETE's body without a length unless told, which no server can frame. */
const bodyLength = { 'content-length': String(Buffer.byteLength(JSON.stringify(cardBody))) };

let runtime: Runtime;
const tokens: Partial<Record<Access, string>> = {};
const logged: string[] = [];

const routes = api.flatMap((group) => group.routes);
const routeKey = (route: RouteDecl) => `${route.method} ${route.path}`;
/**
 * Any value reaches the handler: the refusal comes before the route reads its parameters. An
 * edge-cached route's reply may come from the edge's cache, keyed by path and query alone, which never
 * passes a body or a header on: the card number goes in its query too, so the request reaches the API.
 */
const pathOf = (route: RouteDecl) =>
  `${route.path.replace(/\{[^}]+\}/g, '01JD5X7Q9ZK3M4N5P6R7S8T9VW')}${route.edgeCached ? `?note=${cardNumber}` : ''}`;

beforeAll(async () => {
  runtime = await startTestRuntime();
  tokens.customer = (await signUpAndIn(runtime, 'karta@example.pl')).idToken;
  tokens.operations = (await signInAsStaff(runtime, 'karta.obsluga@example.pl', 'operations')).idToken;
  tokens.finance = (await signInAsStaff(runtime, 'karta.finanse@example.pl', 'finance')).idToken;
  tokens.content = (await signInAsStaff(runtime, 'karta.tresci@example.pl', 'content')).idToken;
  const capture = (chunk: unknown) => {
    logged.push(String(chunk));
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  vi.spyOn(process.stderr, 'write').mockImplementation(capture);
}, 60_000);
afterAll(async () => {
  vi.restoreAllMocks();
  await runtime?.stop();
});

describe('card data sent to any route (PCI DSS SAQ A)', () => {
  it('is refused by every declared route with 400 card_data_refused', async () => {
    const answers = await Promise.all(
      routes.map(async (route) => {
        const token = tokens[route.access as Exclude<Access, 'public'>];
        const { status, body } = await apiCall(
          runtime,
          route.method === 'ANY' ? 'POST' : route.method,
          pathOf(route),
          {
            body: cardBody,
            headers: { ...bodyLength, ...(token ? { authorization: `Bearer ${token}` } : {}) },
          },
        );
        return `${routeKey(route)} → ${status} ${body?.code}`;
      }),
    );
    expect(answers).toEqual(routes.map((route) => `${routeKey(route)} → 400 card_data_refused`));
  });

  it('is refused in the query too', async () => {
    const { status, body } = await apiCall(runtime, 'GET', `/api/cms/products?q=${cardNumber}`);
    expect({ status, code: body.code }).toEqual({ status: 400, code: 'card_data_refused' });
  });

  it('leaves nothing of the card in the table or the logs', async () => {
    await runtime.outboxCaughtUp();
    // The body's card number in either spelling, or its note: any trace of the request would show.
    const traces = [cardNumber, cardBody.number, cardBody.note];
    const stored = (await scanTable()).filter((item) =>
      traces.some((trace) => JSON.stringify(item).includes(trace)),
    );
    expect(stored).toEqual([]);
    expect(logged.filter((line) => traces.some((trace) => line.includes(trace)))).toEqual([]);
  });
});
