import {
  allegroMediaType,
  checkoutFormSchema,
  eventStatsSchema,
  offerListLimit,
  offerListSchema,
  orderEventsSchema,
  productOfferSchema,
  shipmentAnswerSchema,
  shipmentListSchema,
} from './allegro-contract';
import { type AllegroHttpOptions, allegroSender, answerOf, failureOf } from './allegro-http';
import { checkoutFormOf, orderEventOf } from './checkout-form-of';
import type { AllegroSeller, OfferStock } from './port';

// The seller side of Allegro's REST API over fetch, on the shop account's access token (the caller's
// getter, asked once per attempt): the order event journal, a checkout form, the fulfilment status,
// a shipment's tracking number, the seller's offers and an offer's stock. Every answer is read
// against the contract.

export interface AllegroRestOptions extends AllegroHttpOptions {
  /** `https://api.allegro.pl`; the simulator's `…/_local/allegro` locally. */
  endpoint: string;
  accessToken: () => Promise<string>;
}

export const allegroRest = (options: AllegroRestOptions): AllegroSeller => {
  const send = allegroSender(options);

  /** Sends a call and answers its response when 2xx; a refusal throws the port's failure. */
  const call = async (method: string, path: string, body?: unknown): Promise<Response> => {
    const response = await send(method, `${options.endpoint}${path}`, async () => ({
      headers: {
        authorization: `Bearer ${await options.accessToken()}`,
        accept: allegroMediaType,
        ...(body === undefined ? {} : { 'content-type': allegroMediaType }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }));
    if (!response.ok) throw await failureOf(response);
    return response;
  };
  const form = (id: string) => `/order/checkout-forms/${encodeURIComponent(id)}`;

  return {
    orderEvents: async (from, limit) => {
      const query = new URLSearchParams({ ...(from === undefined ? {} : { from }), limit: String(limit) });
      const answer = await answerOf(await call('GET', `/order/events?${query}`), orderEventsSchema, 'events');
      return answer.events.map(orderEventOf);
    },
    latestEventId: async () => {
      const answer = await answerOf(await call('GET', '/order/event-stats'), eventStatsSchema, 'event stats');
      return answer.latestEvent?.id;
    },
    checkoutForm: async (id) =>
      checkoutFormOf(await answerOf(await call('GET', form(id)), checkoutFormSchema, 'checkout form')),
    setFulfilmentStatus: async (checkoutFormId, status, revision) => {
      const query =
        revision === undefined ? '' : `?${new URLSearchParams({ 'checkoutForm.revision': revision })}`;
      const response = await call('PUT', `${form(checkoutFormId)}/fulfillment${query}`, { status });
      await response.body?.cancel();
    },
    // A POST is not tried again after no answer (Allegro may have added it), so the shop repeats the
    // call in a later run; a tracking number the order already carries is therefore not added twice.
    addShipment: async (checkoutFormId, shipment) => {
      const path = `${form(checkoutFormId)}/shipments`;
      const { shipments } = await answerOf(await call('GET', path), shipmentListSchema, 'shipments');
      if (
        shipments.some(
          (added) => added.waybill === shipment.waybill && added.carrierId === shipment.carrierId,
        )
      )
        return;
      const response = await call('POST', path, {
        carrierId: shipment.carrierId,
        waybill: shipment.waybill,
        ...(shipment.carrierName ? { carrierName: shipment.carrierName } : {}),
        ...(shipment.lineItemIds.length > 0 ? { lineItems: shipment.lineItemIds.map((id) => ({ id })) } : {}),
      });
      await answerOf(response, shipmentAnswerSchema, 'a new shipment');
    },
    offers: async (filter = {}) => {
      const found: OfferStock[] = [];
      for (let offset = 0; ; offset += offerListLimit.max) {
        const query = new URLSearchParams({
          ...(filter.externalId === undefined ? {} : { 'external.id': filter.externalId }),
          offset: String(offset),
          limit: String(offerListLimit.max),
        });
        const page = await answerOf(await call('GET', `/sale/offers?${query}`), offerListSchema, 'offers');
        found.push(
          ...page.offers.map((offer) => ({
            id: offer.id,
            name: offer.name,
            ...(offer.external ? { externalId: offer.external.id } : {}),
            available: offer.stock?.available ?? 0,
          })),
        );
        if (page.offers.length === 0 || offset + page.offers.length >= page.totalCount) return found;
      }
    },
    setOfferStock: async (offerId, available) => {
      const path = `/sale/product-offers/${encodeURIComponent(offerId)}`;
      const response = await call('PATCH', path, { stock: { available } });
      // 202: accepted, Allegro applies it within moments (its body, if any, is the offer as it was).
      if (response.status === 202) return void (await response.body?.cancel());
      await answerOf(response, productOfferSchema, 'a stock change');
    },
  };
};
