import * as z from 'zod/mini';
import type { Currency } from '../locale';

// A saved card (spec sections 3 "credit card", 4 "cards", 5 "card"). The shop keeps
// only what the provider gives back after the 1 PLN verification charge: its reference (Przelewy24's
// `refId`, charged off-session as `methodRefId`), brand, last four digits and expiry — never the
// number or CVC, which are typed on the provider's page only. A card is stored `inactive` when the
// verification is paid and turns `active` when its refund is confirmed (minutes); `expired` follows
// from the expiry and today, whatever was stored.

export const storedCardStates = ['inactive', 'active'] as const;
export type StoredCardState = (typeof storedCardStates)[number];
export type CardStatus = StoredCardState | 'expired';

export interface SavedCard {
  cardId: string;
  /** The provider's reference of the card (its `refId`); never shown to the customer. */
  reference: string;
  brand: string;
  last4: string;
  /** 1–12. */
  expMonth: number;
  /** Four digits. */
  expYear: number;
  isDefault: boolean;
  state: StoredCardState;
  /** ISO 8601. */
  addedAt: string;
}

/** What the customer's card list shows of a card (the reference stays in the shop). */
export interface SavedCardView {
  cardId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  isDefault: boolean;
  status: CardStatus;
  creditLimit: { amount: number; currency: Currency };
}

/** The verification charge of a new card: 1 PLN, refunded (spec section 9). */
export const cardVerificationCharge = { amount: 100, currency: 'PLN' as const };

/**
 * The credit limit a card shows: the most the shop charges a saved card off-session in one renewal,
 * per currency, in minor units. The provider's own per-card limit is not disclosed to merchants, so
 * this is the shop's configured ceiling (a renewal above it is paid on the provider's page instead).
 */
export const cardCreditLimits: Record<Currency, number> = {
  PLN: 2_000_000,
  EUR: 500_000,
  USD: 500_000,
  GBP: 400_000,
  CHF: 500_000,
  CZK: 12_000_000,
  NOK: 5_000_000,
  SEK: 5_000_000,
  DKK: 3_500_000,
};

/** A card expires after the last day of its expiry month (compared in UTC). */
export const isCardExpired = (card: Pick<SavedCard, 'expMonth' | 'expYear'>, today: Date): boolean =>
  today.getUTCFullYear() * 12 + today.getUTCMonth() > card.expYear * 12 + (card.expMonth - 1);

export const cardStatusOf = (card: SavedCard, today: Date): CardStatus =>
  isCardExpired(card, today) ? 'expired' : card.state;

/** A card may be charged off-session when it is active (not expired, verification refunded). */
export const isChargeable = (card: SavedCard, today: Date): boolean => cardStatusOf(card, today) === 'active';

export const savedCardView = (card: SavedCard, today: Date, currency: Currency): SavedCardView => ({
  cardId: card.cardId,
  brand: card.brand,
  last4: card.last4,
  expMonth: card.expMonth,
  expYear: card.expYear,
  isDefault: card.isDefault,
  status: cardStatusOf(card, today),
  creditLimit: { amount: cardCreditLimits[currency], currency },
});

/** A card id in a path: 22 base64url characters (128 random bits). */
export const cardIdSchema = /* @__PURE__ */ z.lazy(() => z.string().check(z.regex(/^[A-Za-z0-9_-]{22}$/)));
