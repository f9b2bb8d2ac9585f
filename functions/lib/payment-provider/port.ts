import type { Currency, Language } from '#shared/locale';
import type { OnlineMethod } from '#shared/payments/online-methods';

// The payment-provider port (the contract between the payments helpers): what the
// payments use cases ask of a provider. Przelewy24 is its one adapter (przelewy24/); money is in
// minor units of `currency`. A refusal the caller must show is a returned result; anything else
// (credentials, a provider outage, an answer we cannot read) throws ProviderError.

export interface RegisterPayment {
  /** Our id of the payment, the provider's `sessionId` (unique, ≤ 100 characters). */
  sessionId: string;
  amount: number;
  currency: Currency;
  description: string;
  email: string;
  language: Language;
  /**
   * The buyer's country (ISO 3166-1 alpha-2), which the register request requires: the order's contact
   * address, or the shop's own (`shopCountry`) where the buyer gave none (a card's check, a renewal).
   */
  country: string;
  /** Where the buyer returns to; the return only reads the status. */
  urlReturn: string;
  /** Where the notification that settles the payment is POSTed. */
  urlStatus: string;
  method?: OnlineMethod;
  /** A card reference (recurring) or a Google Pay token. */
  methodRefId?: string;
  timeLimitMinutes: number;
  rememberCard?: boolean;
  /** The buyer's IP and browser, which a BLIK charge by code needs. */
  client?: { ip: string; userAgent: string };
}

/** The shop's country: a payment's `country` where the buyer gave no address. */
export const shopCountry = 'PL';

export type BlikRefusal = 'wrong_code' | 'expired' | 'used' | 'declined';

export interface PaymentNotice {
  sessionId: string;
  providerOrderId: number;
  amount: number;
  originAmount: number;
  currency: Currency;
  methodId: number;
  statement: string;
}

export interface RefundNotice {
  requestId: string;
  refundsUuid: string;
  sessionId: string;
  providerOrderId: number;
  amount: number;
  currency: Currency;
  /** 0 completed, 1 rejected. */
  status: 0 | 1;
}

export type Parsed<T> = { ok: true; notification: T } | { ok: false; reason: 'malformed' | 'bad_signature' };

export interface ProviderStatus {
  /** `paid` once the money is at the provider (verified or not); `unknown` when it has no such payment. */
  state: 'pending' | 'paid' | 'unknown';
  providerOrderId?: number;
  amount?: number;
  currency?: Currency;
  methodId?: number;
}

export interface CardInfo {
  reference: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface PaymentProvider {
  register(p: RegisterPayment): Promise<{ token: string; redirectUrl: string }>;
  chargeBlikByCode(p: {
    token: string;
    blikCode: string;
  }): Promise<{ accepted: true } | { accepted: false; reason: BlikRefusal }>;
  /** Charges the card registered as the transaction's `methodRefId` (recurring, off-session). */
  chargeCard(p: { token: string; cardReference: string }): Promise<{ accepted: boolean }>;
  /** The mandatory confirmation of a notified payment; throws ProviderError when refused. */
  verify(p: {
    sessionId: string;
    providerOrderId: number;
    amount: number;
    currency: Currency;
  }): Promise<void>;
  refund(p: {
    requestId: string;
    refundsUuid: string;
    providerOrderId: number;
    sessionId: string;
    amount: number;
    description: string;
    urlStatus: string;
  }): Promise<void>;
  status(sessionId: string): Promise<ProviderStatus>;
  cardInfo(providerOrderId: number): Promise<CardInfo>;
  parseNotification(body: unknown): Parsed<PaymentNotice>;
  parseRefundNotification(body: unknown): Parsed<RefundNotice>;
}
