import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serveSimulator } from '../../../test/support/simulator-server';
import {
  allegroErrorsSchema,
  checkoutFormSchema,
  deviceAuthorisationSchema,
  eventStatsSchema,
  oauthErrorSchema,
  offerListSchema,
  orderEventsSchema,
  productOfferSchema,
  shipmentAnswerSchema,
  shipmentListSchema,
  tokenAnswerSchema,
} from './allegro-contract';
import { allegroOAuth } from './allegro-oauth';
import { allegroRest } from './allegro-rest';
import { AllegroError } from './port';

// The adapters against answers as Allegro's documentation writes them (recorded/, README.md): each
// parses with the contract, and each becomes the port's shape, amounts in minor units.

const recorded = (name: string): unknown =>
  JSON.parse(readFileSync(resolve(import.meta.dirname, 'recorded', `${name}.json`), 'utf8'));

/** What the recorded Allegro answers, by `METHOD path`: its status and the recorded body. */
const answers = new Map<string, { status: number; name?: string }>();
/** Every `METHOD path` asked, in order. */
const asked: string[] = [];
let server: Awaited<ReturnType<typeof serveSimulator>>;
beforeAll(async () => {
  server = await serveSimulator((req, res) => {
    const call = `${req.method} ${new URL(req.url ?? '/', 'http://x').pathname}`;
    asked.push(call);
    const answer = answers.get(call);
    req.resume();
    if (!answer) return false;
    res
      .writeHead(answer.status, { 'content-type': 'application/json' })
      .end(answer.name ? JSON.stringify(recorded(answer.name)) : undefined);
    return true;
  });
});
afterAll(() => server.close());
beforeEach(() => {
  answers.clear();
  asked.length = 0;
});

const seller = () =>
  allegroRest({ endpoint: server.origin, accessToken: async () => 'token', sleep: async () => undefined });
const authorisation = () =>
  allegroOAuth({
    authority: server.origin,
    clientId: 'client',
    clientSecret: 'secret',
    clock: () => new Date('2026-03-02T09:00:00Z'),
  });
const formPath = '/order/checkout-forms/29738e61-7f6a-11e8-ac45-09db60ede9d6';

describe('recorded answers of Allegro', () => {
  it.each([
    ['checkout-form', checkoutFormSchema],
    ['order-events', orderEventsSchema],
    ['event-stats', eventStatsSchema],
    ['shipment-created', shipmentAnswerSchema],
    ['shipment-list', shipmentListSchema],
    ['seller-offers', offerListSchema],
    ['product-offer-stock', productOfferSchema],
    ['device-authorisation', deviceAuthorisationSchema],
    ['token', tokenAnswerSchema],
    ['oauth-authorization-pending', oauthErrorSchema],
    ['oauth-invalid-device-code', oauthErrorSchema],
    ['errors-422', allegroErrorsSchema],
  ] as const)('%s parses with the contract', (name, schema) => {
    expect(schema.safeParse(recorded(name)).success).toBe(true);
  });

  it('maps the documented checkout form: minor units, the pick-up point, the company of the invoice', async () => {
    answers.set(`GET ${formPath}`, { status: 200, name: 'checkout-form' });
    expect(await seller().checkoutForm('29738e61-7f6a-11e8-ac45-09db60ede9d6')).toEqual({
      id: '29738e61-7f6a-11e8-ac45-09db60ede9d6',
      revision: '819b5836',
      status: 'READY_FOR_PROCESSING',
      buyer: {
        id: '23123123',
        login: 'User_Login',
        email: 'user-email@allegro.pl',
        guest: false,
        firstName: 'Jan',
        lastName: 'Kowalski',
        companyName: 'Kowalex',
        phoneNumber: '123123123',
      },
      payment: {
        id: '0f8f1d13-7e9e-11e8-9b00-c5b0dfb78ea6',
        type: 'ONLINE',
        finishedAt: '2018-10-12T10:12:32.321Z',
        paidAmount: { amount: 12345, currency: 'PLN' },
      },
      fulfilment: { status: 'SENT' },
      delivery: {
        methodId: '1fa56f79-4b6a-4821-a6f2-ca9c16d5c925',
        methodName: 'Allegro Paczkomaty InPost',
        address: {
          firstName: 'Jan',
          lastName: 'Kowalski',
          street: 'Grunwaldzka 182',
          city: 'Poznań',
          zipCode: '60-166',
          countryCode: 'PL',
          companyName: 'Evil Corp',
          phoneNumber: '555-444-555',
        },
        pickupPoint: {
          id: 'POZ08A',
          name: 'Paczkomat POZ08A',
          street: 'Grunwaldzka 108',
          zipCode: '60-166',
          city: 'Poznań',
        },
        cost: { amount: 12445, currency: 'PLN' },
      },
      invoice: {
        required: true,
        address: {
          street: 'Grunwaldzka 182',
          city: 'Poznań',
          zipCode: '60-166',
          countryCode: 'PL',
          firstName: 'Jan',
          lastName: 'Kowalski',
          companyName: 'Udix Sp. z o.o.',
        },
        // No `ids` in the documented sample: the deprecated `taxId` is what there is.
        company: { name: 'Udix Sp. z o.o.', taxId: '1234' },
      },
      lineItems: [
        {
          id: '62ae358b-8f65-4fc4-9c77-bedf604a2e2b',
          offerId: '3213213',
          offerName: 'Name of purchased offer',
          externalId: 'AH-129834',
          quantity: 1,
          price: { amount: 12345, currency: 'PLN' },
        },
      ],
      totalToPay: { amount: 12445, currency: 'PLN' },
      updatedAt: '2011-12-03T10:15:30.133Z',
    });
  });

  it('maps the journal and where it ends', async () => {
    answers.set('GET /order/events', { status: 200, name: 'order-events' });
    answers.set('GET /order/event-stats', { status: 200, name: 'event-stats' });
    expect(await seller().orderEvents('1532603898317495', 100)).toEqual([
      {
        id: '1532603898317496',
        type: 'FILLED_IN',
        occurredAt: '2018-10-12T10:11:02.104Z',
        checkoutFormId: '29738e61-7f6a-11e8-ac45-09db60ede9d6',
      },
      {
        id: '1532603898317497',
        type: 'READY_FOR_PROCESSING',
        occurredAt: '2018-10-12T10:12:32.321Z',
        checkoutFormId: '29738e61-7f6a-11e8-ac45-09db60ede9d6',
      },
    ]);
    expect(await seller().latestEventId()).toBe('1532603898317497');
  });

  it('maps the offers, one without an external id, and takes the stock answer', async () => {
    answers.set('GET /sale/offers', { status: 200, name: 'seller-offers' });
    answers.set('PATCH /sale/product-offers/9991168482', { status: 200, name: 'product-offer-stock' });
    expect(await seller().offers()).toEqual([
      {
        id: '9991168482',
        name: 'Laptop Lenovo ThinkPad T14 Gen 5 16 GB 512 GB',
        externalId: 'thinkpad-t14-gen-5-16gb-512gb-1a',
        available: 10,
      },
      { id: '9991168483', name: 'Torba na laptopa 15,6" czarna', available: 12 },
    ]);
    await expect(seller().setOfferStock('9991168482', 7)).resolves.toBeUndefined();
  });

  it('posts a tracking number the order lacks (the documented 201) and skips one it carries', async () => {
    answers.set(`GET ${formPath}/shipments`, { status: 200, name: 'shipment-list' });
    answers.set(`POST ${formPath}/shipments`, { status: 201, name: 'shipment-created' });
    const id = '29738e61-7f6a-11e8-ac45-09db60ede9d6';
    const lineItemIds = ['62ae358b-8f65-4fc4-9c77-bedf604a2e2b'];
    await seller().addShipment(id, { carrierId: 'ALLEGRO', waybill: 'AD-1239134', lineItemIds });
    expect(asked).toEqual([`GET ${formPath}/shipments`]);
    await seller().addShipment(id, { carrierId: 'ALLEGRO', waybill: 'AD-1239135', lineItemIds });
    expect(asked.slice(1)).toEqual([`GET ${formPath}/shipments`, `POST ${formPath}/shipments`]);
  });

  it('refuses with the messages of `errors[]`', async () => {
    answers.set('GET /order/events', { status: 422, name: 'errors-422' });
    const refused = seller().orderEvents(undefined, 5000);
    await expect(refused).rejects.toEqual(
      new AllegroError('invalid_request', 'must be less than or equal to 1000'),
    );
  });

  it('maps the device flow: numbers written as strings, each poll answer, the tokens', async () => {
    answers.set('POST /auth/oauth/device', { status: 200, name: 'device-authorisation' });
    expect(await authorisation().startDeviceAuthorisation()).toEqual({
      deviceCode: '2u6dHSOBeCmyF8vLkWf3nzWbTGL1N59x',
      userCode: 'cbt3zdu4g',
      verificationUri: 'https://allegro.pl/skojarz-aplikacje',
      verificationUriComplete: 'https://allegro.pl/skojarz-aplikacje?code=cbt3zdu4g',
      expiresIn: 3600,
      interval: 5,
    });
    const pollAnswers = [
      ['oauth-authorization-pending', { status: 'pending' }],
      ['oauth-slow-down', { status: 'slow_down' }],
      ['oauth-access-denied', { status: 'denied' }],
      ['oauth-invalid-device-code', { status: 'expired' }],
    ] as const;
    for (const [name, poll] of pollAnswers) {
      answers.set('POST /auth/oauth/token', { status: 400, name });
      expect(await authorisation().pollDeviceAuthorisation('2u6dHSOBeCmyF8vLkWf3nzWbTGL1N59x')).toEqual(poll);
    }
    answers.set('POST /auth/oauth/token', { status: 200, name: 'token' });
    expect(await authorisation().pollDeviceAuthorisation('2u6dHSOBeCmyF8vLkWf3nzWbTGL1N59x')).toEqual({
      status: 'granted',
      tokens: {
        accessToken: 'eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJ1c2VyX25hbWUiOiI0MDUwNyJ9.c2lnbmF0dXJl',
        refreshToken: 'eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJhdGkiOiIxYmJiIn0.c2lnbmF0dXJl',
        expiresAt: '2026-03-02T20:59:59.000Z',
      },
    });
  });

  it('maps a refused refresh token to unauthorised', async () => {
    answers.set('POST /auth/oauth/token', { status: 400, name: 'oauth-invalid-refresh-token' });
    await expect(authorisation().refresh('used')).rejects.toMatchObject({ failure: 'unauthorised' });
  });
});
