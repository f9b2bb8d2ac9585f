import * as z from 'zod/mini';
import { pageField, phraseField } from '../catalogue/listing';
import type { ProductKind } from '../catalogue/product';
import { emailField } from '../contact-fields';
import { type Currency, currencies, defaultLanguage, languages } from '../locale';
import type { PartnerOrderView } from './partner-order';

// The partner portal's API (`/api/clients/partner/…`, functions/clients/README.md): what it answers
// and the queries it takes. Strict: an unknown parameter is refused.

/** `GET /api/clients/partner/profile`: the partner's code, its currency and terms. */
export interface PartnerView {
  code: string;
  currency: Currency;
  /** Discount in basis points per product kind (`partner-terms.ts`). */
  discounts: Readonly<Record<ProductKind, number>>;
}

/**
 * `POST /api/clients/staff/partners` (operations staff): the user of this sign-in e-mail becomes a
 * partner whose price list is in this currency.
 */
export const partnerEnrolmentSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({ email: emailField, currency: z.enum(currencies) }),
);
export type PartnerEnrolment = z.output<typeof partnerEnrolmentSchema>;

/** `GET /api/clients/partner/price-list?q=&page=&language=`: the catalogue at the partner's terms. */
export const partnerPriceListQuerySchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    q: phraseField(),
    page: pageField(),
    language: z._default(z.enum(languages), defaultLanguage),
  }),
);
export type PartnerPriceListQuery = z.output<typeof partnerPriceListQuerySchema>;

/** Products a price list page shows. */
export const partnerPriceListPageSize = 24;

export interface PartnerPriceItem {
  id: string;
  name: string;
  slug: string;
  kind: ProductKind;
  producerCode: string;
  /** The catalogue's net price in the partner's currency, minor units. */
  catalogueNet: number;
  /** The kind's discount, basis points. */
  discount: number;
  /** The partner's net price, minor units. */
  net: number;
}

export interface PartnerPriceListPage {
  currency: Currency;
  total: number;
  page: number;
  pageSize: number;
  items: PartnerPriceItem[];
}

/** `GET /api/clients/partner/orders?status=&from=&to=&cursor=`: the brought customers' orders. */
export interface PartnerOrderPage {
  orders: PartnerOrderView[];
  cursor?: string;
}
