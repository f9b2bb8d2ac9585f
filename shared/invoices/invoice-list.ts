import * as z from 'zod/mini';
import type { Currency } from '../locale';
import { fieldMessages } from '../validation';

// What the invoice routes of the payments group take and answer: the
// customer's list (spec section 3, invoice: realization id, number, creation time, payment date,
// status, downloadable) with its status filter, and the public summary behind `/platnosc/{guid}`.

/** Spec section 3 invoice statuses: 1 cancelled, 2 unpaid, 3 paid, 4 overpaid. */
export type InvoiceStatusId = 1 | 2 | 3 | 4;

/**
 * An invoice id in a path: an order's id with `-FV`, a correction's with `-KOR-<id>`. Anything else
 * (too long for a table key, other characters) is no invoice, answered like an unknown one.
 */
export const invoiceIdSchema = /* @__PURE__ */ z.lazy(() =>
  z.string().check(z.regex(/^[A-Za-z0-9_-]{1,120}$/)),
);

/** `GET /api/payments/me/invoices?status=&cursor=`: strict, an unknown parameter is refused. */
export const invoiceListQuerySchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    status: z.optional(z.enum(['1', '2', '3', '4'], fieldMessages.invalidValue)),
    cursor: z.optional(z.string().check(z.maxLength(1024, fieldMessages.tooLong))),
  }),
);
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;

/** An invoice guid as it travels (128 bits base64url); anything else finds no invoice. */
export const invoiceGuidSchema = /* @__PURE__ */ z.lazy(() =>
  z.string().check(z.regex(/^[A-Za-z0-9_-]{22}$/)),
);

export interface InvoiceListEntry {
  invoiceId: string;
  /** The unguessable payment link's guid (`/platnosc/{guid}`), shown only to the invoice's owner. */
  guid: string;
  /** The realization (order) it was issued for. */
  orderId: string;
  /** That order's number as a person reads it. */
  orderNumber: string;
  number: string;
  kind: 'VAT' | 'KOR';
  /** A KOR's corrected invoice number. */
  corrects?: string;
  /** The number KSeF gave it, once accepted. */
  ksefNumber?: string;
  issuedAt: string;
  /** The payment date: when it is due. */
  dueDate: string;
  status: InvoiceStatusId;
  gross: number;
  /** Gross less what was booked, never below zero. */
  amountToPay: number;
  currency: Currency;
  /** Its PDF is ready (`GET /api/payments/me/invoices/{invoiceId}/download`). */
  downloadable: boolean;
}

export interface InvoiceListPage {
  invoices: InvoiceListEntry[];
  /** Present when more invoices follow. */
  cursor?: string;
}

/** `GET /api/payments/invoices/{guid}`: what the payment page of an invoice shows, to anyone with the link. */
export interface InvoiceSummary {
  number: string;
  /** Gross less what was booked, never below zero, in minor units. */
  amountToPay: number;
  currency: Currency;
  /** The payment date (`YYYY-MM-DD`). */
  dueDate: string;
  status: InvoiceStatusId;
}
