import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  type AllegroErrorsAnswer,
  allegroMediaType,
  type CheckoutFormAnswer,
  type EventStatsAnswer,
  fulfilmentRequestSchema,
  type OfferListAnswer,
  type OrderEventsAnswer,
  offerListLimit,
  offerStockRequestSchema,
  orderEventsLimit,
  orderEventTypes,
  type ProductOfferAnswer,
  type SellerOffer,
  type ShipmentAnswer,
  shipmentRequestSchema,
} from '#functions/lib/allegro/allegro-contract';
import { readJson } from '../przelewy24/http';
import type { AllegroBook, SimulatedOffer } from './allegro-book';
import { carrierIds, simulatedSeller } from './allegro-fixtures';

// The seller resources of Allegro's REST API the shop calls, with the documented rules: the order
// event journal (`from` exclusive, `limit` 1 to 1000, `type` filters), where it ends, a checkout form,
// its fulfilment status (a stale `checkoutForm.revision` is 409; RETURNED is Allegro's alone), its
// tracking numbers (known carriers, the form's own line items), the seller's offers and an offer's
// stock. Errors are Allegro's `{errors: [{code, message, …}]}`.

interface SellerRoute {
  method: string;
  /** The path under the base, its parameters captured. */
  pattern: RegExp;
  /** The call as counted: `GET /order/checkout-forms/{id}`. */
  name: string;
  handle: (req: IncomingMessage, res: ServerResponse, url: URL, id: string) => void | Promise<void>;
}

export const answer = (res: ServerResponse, status: number, body?: unknown) => {
  if (body === undefined) return void res.writeHead(status).end();
  res.writeHead(status, { 'content-type': allegroMediaType }).end(JSON.stringify(body));
};

export const refuse = (res: ServerResponse, status: number, code: string, message: string, path?: string) =>
  answer(res, status, {
    errors: [{ code, message, details: null, path: path ?? null, userMessage: message }],
  } satisfies AllegroErrorsAnswer);

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

const sellerOfferOf = (offer: SimulatedOffer): SellerOffer => ({
  id: offer.id,
  name: offer.name,
  external: offer.externalId ? { id: offer.externalId } : null,
  stock: { available: offer.available, sold: 0 },
  sellingMode: { format: 'BUY_NOW', price: offer.price },
  publication: { status: offer.available > 0 ? 'ACTIVE' : 'ENDED' },
});

/** A whole number of a query parameter within bounds, its default when absent; undefined when out of them. */
const countOf = (url: URL, name: string, fallback: number, min: number, max: number) => {
  const given = url.searchParams.get(name);
  const value = given === null ? fallback : Number(given);
  return Number.isInteger(value) && value >= min && value <= max ? value : undefined;
};

export const sellerRoutes = (book: AllegroBook, clock: () => Date): SellerRoute[] => {
  const formOr404 = (res: ServerResponse, id: string) => {
    if (!isUuid(id)) return void refuse(res, 422, 'VALIDATION_ERROR', 'The checkout form id is not a UUID');
    const kept = book.form(id);
    if (!kept) refuse(res, 404, 'NOT_FOUND', `Checkout form ${id} not found`);
    return kept;
  };

  const events = (res: ServerResponse, url: URL) => {
    const limit = countOf(url, 'limit', orderEventsLimit.default, 1, orderEventsLimit.max);
    if (limit === undefined) return refuse(res, 422, 'VALIDATION_ERROR', 'limit must be 1 to 1000', 'limit');
    const from = url.searchParams.get('from');
    if (from !== null && !/^\d{1,19}$/.test(from))
      return refuse(res, 422, 'VALIDATION_ERROR', 'from must be an event id', 'from');
    const types = url.searchParams.getAll('type').flatMap((type) => type.split(','));
    if (types.some((type) => !(orderEventTypes as readonly string[]).includes(type)))
      return refuse(res, 422, 'VALIDATION_ERROR', 'Unknown event type', 'type');
    const after = from === null ? -1n : BigInt(from);
    const page = book.book.events
      .filter((event) => BigInt(event.id) > after && (types.length === 0 || types.includes(event.type)))
      .slice(0, limit);
    answer(res, 200, {
      events: page.map((event) => {
        const { form } = book.form(event.checkoutFormId) ?? {};
        return {
          id: event.id,
          occurredAt: event.occurredAt,
          type: event.type,
          order: {
            checkoutForm: { id: event.checkoutFormId, revision: event.revision },
            seller: { id: simulatedSeller.id },
            ...(form
              ? {
                  buyer: {
                    id: form.buyer.id,
                    email: form.buyer.email,
                    login: form.buyer.login,
                    guest: form.buyer.guest,
                  },
                  lineItems: form.lineItems,
                  marketplace: form.marketplace,
                }
              : {}),
          },
        };
      }),
    } satisfies OrderEventsAnswer);
  };

  const setFulfilment = async (req: IncomingMessage, res: ServerResponse, url: URL, id: string) => {
    const request = fulfilmentRequestSchema.safeParse(await readJson(req, res));
    const kept = formOr404(res, id);
    if (!kept) return;
    if (!request.success || request.data.status === 'RETURNED')
      return refuse(res, 422, 'VALIDATION_ERROR', 'The status is not one the seller may set', 'status');
    const revision = url.searchParams.get('checkoutForm.revision');
    if (revision !== null && revision !== kept.form.revision)
      return refuse(res, 409, 'CONFLICT', `The checkout form changed: its revision is no longer ${revision}`);
    const { status } = request.data;
    book.change(kept, clock(), (form: CheckoutFormAnswer) => {
      form.fulfillment = { ...form.fulfillment, status };
    });
    kept.fulfilments.push(status);
    book.record('FULFILLMENT_STATUS_CHANGED', kept, clock());
    answer(res, 204);
  };

  const addShipment = async (req: IncomingMessage, res: ServerResponse, id: string) => {
    const request = shipmentRequestSchema.safeParse(await readJson(req, res));
    const kept = formOr404(res, id);
    if (!kept) return;
    if (!request.success) return refuse(res, 400, 'VALIDATION_ERROR', 'carrierId and waybill are required');
    const { carrierId, waybill, carrierName, lineItems } = request.data;
    if (!carrierIds.includes(carrierId))
      return refuse(res, 400, 'VALIDATION_ERROR', `Unknown carrier ${carrierId}`);
    const own = new Set(kept.form.lineItems.map((line) => line.id));
    if (lineItems?.some((line) => !own.has(line.id)))
      return refuse(res, 422, 'VALIDATION_ERROR', 'A line item does not belong to the order', 'lineItems');
    const shipment: ShipmentAnswer = {
      id: randomBytes(12).toString('base64'),
      waybill,
      carrierId,
      carrierName: carrierId === 'OTHER' ? (carrierName ?? null) : null,
      lineItems: lineItems?.length ? lineItems : kept.form.lineItems.map((line) => ({ id: line.id })),
      createdAt: clock().toISOString(),
    };
    kept.shipments.push(shipment);
    book.changed();
    answer(res, 201, shipment);
  };

  const offers = (res: ServerResponse, url: URL) => {
    const limit = countOf(url, 'limit', offerListLimit.default, 1, offerListLimit.max);
    const offset = countOf(url, 'offset', 0, 0, Number.MAX_SAFE_INTEGER);
    if (limit === undefined || offset === undefined)
      return refuse(res, 422, 'VALIDATION_ERROR', 'limit must be 1 to 1000 and offset at least 0');
    const externalId = url.searchParams.get('external.id');
    const matching = book.book.offers.filter(
      (offer) => externalId === null || offer.externalId === externalId,
    );
    const page = matching.slice(offset, offset + limit).map(sellerOfferOf);
    answer(res, 200, {
      offers: page,
      count: page.length,
      totalCount: matching.length,
    } satisfies OfferListAnswer);
  };

  const setStock = async (req: IncomingMessage, res: ServerResponse, offerId: string) => {
    const request = offerStockRequestSchema.safeParse(await readJson(req, res));
    const offer = book.offer(offerId);
    if (!offer) return refuse(res, 404, 'NOT_FOUND', `Offer ${offerId} not found`);
    if (!request.success)
      return refuse(res, 422, 'VALIDATION_ERROR', 'Only stock.available (0 or more) is simulated', 'stock');
    offer.available = request.data.stock.available;
    offer.stockChanges.push(offer.available);
    book.changed();
    const { id, name, externalId, available } = offer;
    answer(res, 200, {
      id,
      name,
      external: externalId ? { id: externalId } : null,
      stock: { available, unit: 'UNIT' },
    } satisfies ProductOfferAnswer);
  };

  const form = '/order/checkout-forms/([^/]+)';
  return [
    {
      method: 'GET',
      pattern: /^\/order\/events$/,
      name: 'GET /order/events',
      handle: (_, res, url) => events(res, url),
    },
    {
      method: 'GET',
      pattern: /^\/order\/event-stats$/,
      name: 'GET /order/event-stats',
      handle: (_, res) => {
        const latest = book.book.events.at(-1);
        answer(res, 200, {
          ...(latest ? { latestEvent: { id: latest.id, occurredAt: latest.occurredAt } } : {}),
        } satisfies EventStatsAnswer);
      },
    },
    {
      method: 'GET',
      pattern: new RegExp(`^${form}$`),
      name: 'GET /order/checkout-forms/{id}',
      handle: (_, res, __, id) => {
        const kept = formOr404(res, id);
        if (kept) answer(res, 200, kept.form);
      },
    },
    {
      method: 'PUT',
      pattern: new RegExp(`^${form}/fulfillment$`),
      name: 'PUT /order/checkout-forms/{id}/fulfillment',
      handle: setFulfilment,
    },
    {
      method: 'GET',
      pattern: new RegExp(`^${form}/shipments$`),
      name: 'GET /order/checkout-forms/{id}/shipments',
      handle: (_, res, __, id) => {
        const kept = formOr404(res, id);
        if (kept) answer(res, 200, { shipments: kept.shipments });
      },
    },
    {
      method: 'POST',
      pattern: new RegExp(`^${form}/shipments$`),
      name: 'POST /order/checkout-forms/{id}/shipments',
      handle: (req, res, _, id) => addShipment(req, res, id),
    },
    {
      method: 'GET',
      pattern: /^\/sale\/offers$/,
      name: 'GET /sale/offers',
      handle: (_, res, url) => offers(res, url),
    },
    {
      method: 'PATCH',
      pattern: /^\/sale\/product-offers\/([^/]+)$/,
      name: 'PATCH /sale/product-offers/{offerId}',
      handle: (req, res, _, id) => setStock(req, res, id),
    },
  ];
};
