// The Allegro port's shape (issue 39 part 2): what the shop asks Allegro's REST API for sellers: the
// shop account's authorisation by OAuth device code, the order event journal, a checkout form per
// order, the fulfilment status and the shipment's tracking number sent back, and an offer's stock.
// Amounts are the shop's money (integers in minor units), converted by the adapter from Allegro's
// decimal strings.

export type AllegroFailure =
  /** The access token is invalid or expired, or the refresh token was refused: authorise again. */
  | 'unauthorised'
  | 'not_found'
  /** Allegro refused the request as made (its `errors` in the message). */
  | 'invalid_request'
  /** The checkout form's revision moved on since it was read (409). */
  | 'conflict'
  /** Still 429 after the retries `Retry-After` allowed. */
  | 'throttled'
  /** No answer, a time-out or a 5xx after the retries: the caller keeps its work for a later run. */
  | 'unavailable';

/**
 * An amount as Allegro charged it, in minor units of its currency: any marketplace's (allegro.hu sells
 * in HUF, which the shop does not), so a form in another currency reaches the shop, which keeps it
 * for the staff instead of the journal stalling on it.
 */
export interface AllegroMoney {
  amount: number;
  /** ISO 4217. */
  currency: string;
}

export class AllegroError extends Error {
  constructor(
    readonly failure: AllegroFailure,
    message: string,
  ) {
    super(message);
    this.name = 'AllegroError';
  }
}

/** The device flow's start: the seller opens `verificationUriComplete` (or types `userCode`) and confirms. */
export interface DeviceAuthorisation {
  deviceCode: string;
  userCode: string;
  verificationUri: string;
  verificationUriComplete: string;
  /** Seconds the device code lives. */
  expiresIn: number;
  /** Seconds to wait between polls of the token endpoint. */
  interval: number;
}

export interface AllegroTokens {
  accessToken: string;
  /** Allegro issues a new refresh token with each refresh (the old one stops working). */
  refreshToken: string;
  /** ISO time the access token expires. */
  expiresAt: string;
}

export type DevicePoll =
  | { status: 'granted'; tokens: AllegroTokens }
  /** Not confirmed yet; `slow_down` asks for a longer interval. */
  | { status: 'pending' | 'slow_down' }
  | { status: 'denied' | 'expired' };

/** The OAuth side: the application's client id and secret, no seller token needed. */
export interface AllegroAuthorisation {
  startDeviceAuthorisation(): Promise<DeviceAuthorisation>;
  pollDeviceAuthorisation(deviceCode: string): Promise<DevicePoll>;
  /** Fresh tokens for a refresh token; `unauthorised` when Allegro refuses it (expired, revoked, used). */
  refresh(refreshToken: string): Promise<AllegroTokens>;
}

export type OrderEventType =
  | 'BOUGHT'
  | 'FILLED_IN'
  | 'READY_FOR_PROCESSING'
  | 'BUYER_CANCELLED'
  | 'FULFILLMENT_STATUS_CHANGED'
  /** The buyer changed the order (Allegro's reference lists it among the journal's types). */
  | 'BUYER_MODIFIED'
  | 'AUTO_CANCELLED';

export interface OrderEvent {
  id: string;
  type: OrderEventType;
  occurredAt: string;
  checkoutFormId: string;
}

export type CheckoutFormStatus = 'BOUGHT' | 'FILLED_IN' | 'READY_FOR_PROCESSING' | 'CANCELLED';

export type FulfilmentStatus =
  | 'NEW'
  | 'PROCESSING'
  | 'READY_FOR_SHIPMENT'
  | 'READY_FOR_PICKUP'
  | 'SENT'
  | 'PICKED_UP'
  | 'CANCELLED'
  | 'SUSPENDED'
  /** Set by Allegro alone (all items returned and refunded); Allegro refuses it from the seller. */
  | 'RETURNED';

export interface AllegroAddress {
  firstName?: string;
  lastName?: string;
  companyName?: string;
  street: string;
  city: string;
  zipCode: string;
  countryCode: string;
  phoneNumber?: string;
}

export interface CheckoutFormLine {
  /** The line's id at Allegro (a shipment names the lines it carries). */
  id: string;
  offerId: string;
  offerName: string;
  /** The seller's own id of the offer (Allegro's `external.id`): the shop's product id; absent when not set. */
  externalId?: string;
  quantity: number;
  /** The price of one unit the buyer paid. */
  price: AllegroMoney;
}

export interface CheckoutForm {
  id: string;
  /** Changes with every change of the form; a fulfilment update names the revision it saw. */
  revision: string;
  status: CheckoutFormStatus;
  buyer: {
    id: string;
    login: string;
    email: string;
    firstName?: string;
    lastName?: string;
    companyName?: string;
    phoneNumber?: string;
    guest: boolean;
  };
  /** Absent until the buyer chose how to pay; `finishedAt` once paid. */
  payment?: {
    id: string;
    type: 'ONLINE' | 'CASH_ON_DELIVERY' | 'WIRE_TRANSFER' | 'SPLIT_PAYMENT' | 'EXTENDED_TERM';
    finishedAt?: string;
    paidAmount?: AllegroMoney;
  };
  fulfilment: { status: FulfilmentStatus };
  delivery: {
    methodId: string;
    methodName: string;
    address?: AllegroAddress;
    /** A parcel locker or pick-up point the buyer chose. */
    pickupPoint?: { id: string; name: string; street: string; zipCode: string; city: string };
    cost: AllegroMoney;
  };
  /** The invoice the buyer asked for, with a company's name and tax number when it is a company's. */
  invoice: {
    required: boolean;
    address?: AllegroAddress;
    company?: { name: string; taxId?: string };
  };
  lineItems: CheckoutFormLine[];
  totalToPay: AllegroMoney;
  updatedAt: string;
}

export interface Shipment {
  /** Allegro's carrier id, e.g. `INPOST`, `DPD`, `POCZTA_POLSKA`, `OTHER` (then `carrierName`). */
  carrierId: string;
  carrierName?: string;
  waybill: string;
  /** The checkout form's line ids the parcel carries. */
  lineItemIds: string[];
}

/** One of the seller's offers with its stock. */
export interface OfferStock {
  id: string;
  name: string;
  /** The seller's own id of the offer (`external.id`): the shop's product id; absent when not set. */
  externalId?: string;
  /** Units available to buy now. */
  available: number;
}

/** The seller side, on the shop account's access token. */
export interface AllegroSeller {
  /** Events after `from` (the last seen event id; the journal's oldest kept when absent), oldest first, at most `limit` (≤ 1000). */
  orderEvents(from: string | undefined, limit: number): Promise<OrderEvent[]>;
  /** The id of the journal's latest event (where a shop connecting for the first time starts). */
  latestEventId(): Promise<string | undefined>;
  checkoutForm(id: string): Promise<CheckoutForm>;
  /** Sets the order's fulfilment status; `conflict` when `revision` is not the form's latest. */
  setFulfilmentStatus(checkoutFormId: string, status: FulfilmentStatus, revision?: string): Promise<void>;
  /** Adds a tracking number to the order. */
  addShipment(checkoutFormId: string, shipment: Shipment): Promise<void>;
  /**
   * The seller's offers (`GET /sale/offers`, every page), or only those whose `external.id` is
   * `externalId`.
   */
  offers(filter?: { externalId?: string }): Promise<OfferStock[]>;
  /** Sets an offer's available stock to `available` units. */
  setOfferStock(offerId: string, available: number): Promise<void>;
}
