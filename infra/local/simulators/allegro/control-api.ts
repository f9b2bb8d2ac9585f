import type { IncomingMessage, ServerResponse } from 'node:http';
import * as z from 'zod/mini';
import { json, readJson } from '../przelewy24/http';
import { type AllegroBook, buyerBehaviours } from './allegro-book';
import { decide, deviceOfUserCode } from './oauth-endpoints';
import type { PurchaseOrder, Purchases } from './purchases';

// The simulated Allegro's own controls, for tests and the bench (no such thing exists at Allegro),
// under `{base}/_simulator/`: buyers' purchases and their later moves, the seller confirming a device
// code without the page, the stock the seller sets in Allegro's own panel, the switches of an outage,
// throttling or dead tokens, and what the shop sent (fulfilments, tracking numbers, stock, calls).

export interface AllegroSwitches {
  /** Every API and OAuth call answers 503, as an outage does. */
  unavailable: boolean;
  /** The next n API and OAuth calls answer 429 with `Retry-After`. */
  throttle: number;
  retryAfterSeconds: number;
}

const purchaseSchema = z.strictObject({
  /** That many alike purchases at once (the bench's thousand orders). */
  count: z._default(z.int().check(z.positive(), z.lte(5000)), 1),
  lines: z._default(
    z
      .array(z.strictObject({ offerId: z.string(), quantity: z._default(z.int().check(z.positive()), 1) }))
      .check(z.minLength(1), z.maxLength(20)),
    [{ offerId: '18000000001', quantity: 1 }],
  ),
  buyer: z._default(z.enum(buyerBehaviours), 'paysNow'),
  /** A parcel locker's name (`KRA01M`); absent: a courier to the buyer's address. */
  locker: z.optional(z.string()),
  invoice: z._default(z.enum(['none', 'private', 'company']), 'none'),
  onlyFinalEvent: z._default(z.boolean(), false),
});
const purchasesSchema = z.union([
  purchaseSchema,
  z.strictObject({ purchases: z.array(purchaseSchema).check(z.minLength(1)) }),
]);

const switchesSchema = z.strictObject({
  unavailable: z.optional(z.boolean()),
  throttle: z.optional(z.int().check(z.nonnegative())),
  retryAfterSeconds: z.optional(z.int().check(z.nonnegative())),
  /** Every access token issued so far expires now (the refresh tokens still work). */
  expireTokens: z.optional(z.literal(true)),
  /** The seller unlinked the application: every token is refused; authorise again. */
  unlink: z.optional(z.literal(true)),
});

const authoriseSchema = z.strictObject({ userCode: z.string(), deny: z.optional(z.boolean()) });
const stockSchema = z.strictObject({ available: z.int().check(z.nonnegative()) });

export const controlApi = (deps: {
  book: AllegroBook;
  purchases: Purchases;
  switches: AllegroSwitches;
  calls: Map<string, number>;
  clock: () => Date;
}) => {
  const { book, purchases, switches, calls, clock } = deps;

  const buy = async (req: IncomingMessage, res: ServerResponse) => {
    const request = purchasesSchema.safeParse(await readJson(req, res));
    if (!request.success) return json(res, 400, { error: 'invalid_purchase', issues: request.error.issues });
    const orders: PurchaseOrder[] = (
      'purchases' in request.data ? request.data.purchases : [request.data]
    ).flatMap(({ count, ...order }) => Array.from({ length: count }, () => order));
    const refusal = purchases.refusalOf(orders);
    if (refusal) return json(res, refusal.refused === 'not_enough_stock' ? 409 : 400, refusal);
    const made = orders.map((order) => purchases.purchase(order));
    json(res, 201, { checkoutForms: made.map(({ form }) => ({ id: form.id, status: form.status })) });
  };

  const move = (res: ServerResponse, id: string, action: string) => {
    const kept = book.form(id);
    if (!kept) return json(res, 404, { error: 'unknown_checkout_form' });
    const moved =
      action === 'pay'
        ? purchases.pay(kept)
        : purchases.cancel(kept, action === 'cancel' ? 'BUYER_CANCELLED' : 'AUTO_CANCELLED');
    if (!moved) return json(res, 409, { error: 'not_possible', status: kept.form.status });
    json(res, 200, { id, status: kept.form.status, revision: kept.form.revision });
  };

  const setSwitches = async (req: IncomingMessage, res: ServerResponse) => {
    const request = switchesSchema.safeParse(await readJson(req, res));
    if (!request.success) return json(res, 400, { error: 'invalid_switches' });
    const { expireTokens, unlink, ...rest } = request.data;
    Object.assign(switches, rest);
    const now = clock().getTime();
    if (expireTokens)
      for (const token of Object.keys(book.book.accessTokens)) book.book.accessTokens[token] = now;
    if (unlink) {
      book.book.accessTokens = {};
      book.book.refreshTokens = {};
    }
    book.changed();
    json(res, 200, switches);
  };

  const authorise = async (req: IncomingMessage, res: ServerResponse) => {
    const request = authoriseSchema.safeParse(await readJson(req, res));
    if (!request.success) return json(res, 400, { error: 'invalid_request' });
    const device = deviceOfUserCode(book, request.data.userCode);
    if (!decide(device, request.data.deny ? 'deny' : 'allow', clock().getTime()))
      return json(res, 409, { error: 'unknown_or_spent_code' });
    book.changed();
    json(res, 200, { userCode: device?.userCode, decision: device?.decision });
  };

  const setStock = async (req: IncomingMessage, res: ServerResponse, offerId: string) => {
    const request = stockSchema.safeParse(await readJson(req, res));
    const offer = book.offer(offerId);
    if (!offer) return json(res, 404, { error: 'unknown_offer' });
    if (!request.success) return json(res, 400, { error: 'invalid_stock' });
    offer.available = request.data.available;
    book.changed();
    json(res, 200, { id: offer.id, available: offer.available });
  };

  const reads: Record<string, () => unknown> = {
    offers: () => ({
      offers: book.book.offers.map(({ id, name, externalId, available, stockChanges }) => ({
        id,
        name,
        ...(externalId ? { externalId } : {}),
        available,
        stockChanges,
      })),
    }),
    calls: () => ({ calls: Object.fromEntries(calls) }),
  };

  /** Answers `{base}/_simulator/{path}`. */
  return async (req: IncomingMessage, res: ServerResponse, path: string) => {
    const route = `${req.method} ${path}`;
    if (route === 'POST purchases') return buy(req, res);
    if (route === 'POST switches') return setSwitches(req, res);
    if (route === 'POST authorise') return authorise(req, res);
    const moving = /^POST purchases\/([^/]+)\/(pay|cancel|auto-cancel)$/.exec(route);
    const stock = /^POST offers\/([^/]+)\/stock$/.exec(route);
    const form = /^GET checkout-forms\/([^/]+)$/.exec(route);
    if (stock?.[1]) return setStock(req, res, stock[1]);
    req.resume();
    if (moving?.[1] && moving[2]) return move(res, moving[1], moving[2]);
    const read = req.method === 'GET' ? reads[path] : undefined;
    if (read) return json(res, 200, read());
    const kept = form?.[1] ? book.form(form[1]) : undefined;
    if (!kept) return json(res, 404, { error: 'unknown_control' });
    json(res, 200, {
      status: kept.form.status,
      revision: kept.form.revision,
      fulfilments: kept.fulfilments,
      shipments: kept.shipments,
    });
  };
};
