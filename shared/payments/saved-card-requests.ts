import * as z from 'zod/mini';
import { currencies, languages } from '../locale';

// The saved cards API's inputs. No card data ever reaches the shop: the number and
// CVC are typed on the provider's page, and any route refuses a body carrying them (card-data.ts).

/** `POST /api/payments/me/cards` `{ language }`: the language of the provider's page and of the return. */
export const addCardInput = /* @__PURE__ */ z.lazy(() => z.strictObject({ language: z.enum(languages) }));
export type AddCardInput = z.infer<typeof addCardInput>;

/** A card verification's session id, `card.` and 22 base64url characters. */
export const cardCheckIdSchema = /* @__PURE__ */ z.lazy(() =>
  z.string().check(z.regex(/^card\.[A-Za-z0-9_-]{22}$/)),
);

/**
 * `GET /api/payments/me/cards?currency=&check=`: the list with the credit limit in the site's currency
 * (złoty when absent), and how the card added on the provider's page fared.
 */
export const cardListQuery = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    currency: z._default(z.enum(currencies), 'PLN'),
    check: z.optional(cardCheckIdSchema),
  }),
);

/** How a card added on the provider's page fared: still waiting for its payment, saved, or a repeat. */
export type CardCheckOutcome = 'waiting' | 'added' | 'already_added';
