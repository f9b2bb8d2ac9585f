import * as z from 'zod/mini';
import { currencies, languages } from '../locale';

// The invoice as issued (spec section 3, invoice): immutable once numbered, a change
// is a correcting invoice (KOR) referring to it. Amounts are integer minor units of the invoice's
// currency; the VAT in PLN (FA(3) P_14_xW) is in grosze. The KSeF fields are the only ones written
// after issue (functions/lib/table/invoice-ksef.ts), besides the PDF's key (invoice-documents.ts) and
// what was paid (`payment.paid`) and the gross after its corrections (`correctedGross`).

const minor = () => z.number().check(z.int());
const day = () => z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** FA(3) P_12 codes the shop uses: rates in %, 0 % domestic/intra-EU goods/export, exempt, reverse charge, outside PL. */
export const invoiceVatRates = [
  '23',
  '8',
  '5',
  '0 KR',
  '0 WDT',
  '0 EX',
  'zw',
  'oo',
  'np I',
  'np II',
  // Not an FA(3) P_12 value: the EU one-stop-shop procedure (VAT act section XII chapter 6a), taxed at
  // the buyer's member state's rate, printed as P_12_XII with the line's `ossRate`.
  'OSS',
] as const;
export type InvoiceVatRate = (typeof invoiceVatRates)[number];

export const invoiceSeries = ['FV', 'KOR'] as const;
export type InvoiceSeries = (typeof invoiceSeries)[number];

/** Seller or buyer: a name, the tax number (NIP for PL, the VAT id without its prefix elsewhere), the address. */
export const invoicePartySchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    name: z.string(),
    taxNumber: z.optional(z.string()),
    countryCode: z.string().check(z.regex(/^[A-Z]{2}$/)),
    addressLines: z.array(z.string()).check(z.minLength(1), z.maxLength(2)),
    email: z.optional(z.string()),
  }),
);
export type InvoiceParty = z.infer<typeof invoicePartySchema>;

export const invoiceLineSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    name: z.string(),
    quantity: z.number(),
    /** `szt.` for goods, `usł.` for services and licences. */
    unit: z.string(),
    unitNet: minor(),
    net: minor(),
    vatRate: z.enum(invoiceVatRates),
    vat: minor(),
    gross: minor(),
    /** An annex 15 good of the VAT act (laptops, computers): FA(3) P_12_Zal_15. */
    annex15: z.boolean(),
    /** The member state's rate in percent of a line under OSS (`vatRate` 'OSS'): FA(3) P_12_XII. */
    ossRate: z.optional(z.number()),
  }),
);
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const vatSummaryRowSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    rate: z.enum(invoiceVatRates),
    /** The member state's rate in percent of the OSS row. */
    ossRate: z.optional(z.number()),
    net: minor(),
    vat: minor(),
    gross: minor(),
    /** The VAT in PLN grosze at the invoice's exchange rate, when the currency is not PLN. */
    vatPln: z.optional(minor()),
  }),
);
export type VatSummaryRow = z.infer<typeof vatSummaryRowSchema>;

export const invoiceSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    invoiceId: z.string(),
    /** 128 random bits, base64url: the unguessable link of `/platnosc/{guid}`. */
    guid: z.string().check(z.regex(/^[A-Za-z0-9_-]{22}$/)),
    /** `FV/2026/11/000123`, `KOR/2026/11/000007` (invoice-number.ts). */
    number: z.string(),
    series: z.enum(invoiceSeries),
    kind: z.enum(['VAT', 'KOR']),
    issuedAt: z.string(),
    /** The day of the sale (the order's placement). */
    saleDate: day(),
    orderId: z.string(),
    /** The billed order's number as a person reads it (`2026/001234`). */
    orderNumber: z.string(),
    clientSub: z.optional(z.string()),
    language: z.enum(languages),
    currency: z.enum(currencies),
    /** PLN per unit of the currency the order was priced at, when it is not PLN (a decimal string). */
    exchangeRate: z.optional(z.object({ rate: z.string(), date: day(), table: z.string() })),
    seller: invoicePartySchema,
    buyer: invoicePartySchema,
    lines: z.array(invoiceLineSchema),
    vatSummary: z.array(vatSummaryRowSchema),
    totals: z.object({ net: minor(), vat: minor(), gross: minor() }),
    payment: z.object({
      /** The shop's payment method id (shared/orders/payment-methods.ts). */
      method: z.number().check(z.int()),
      dueDate: day(),
      /** What was booked for it, in minor units (can exceed the gross: overpaid). */
      paid: minor(),
    }),
    notes: z.object({ reverseCharge: z.boolean(), splitPayment: z.boolean() }),
    corrects: z.optional(
      z.object({
        invoiceId: z.string(),
        number: z.string(),
        issuedAt: z.string(),
        ksefNumber: z.optional(z.string()),
        reason: z.string(),
      }),
    ),
    ksef: z.optional(
      z.object({
        status: z.enum(['pending', 'accepted', 'offline', 'rejected']),
        number: z.optional(z.string()),
        upoKey: z.optional(z.string()),
        sentAt: z.optional(z.string()),
        acceptedAt: z.optional(z.string()),
        offlineSince: z.optional(z.string()),
        error: z.optional(z.string()),
        /** The SHA-256 (base64url) of the FA(3) XML as first sent, which KOD I links (kody-qr.md). */
        invoiceHash: z.optional(z.string()),
        /** That XML in the documents bucket: a resend (offline mode) sends the same bytes. */
        xmlKey: z.optional(z.string()),
      }),
    ),
    /**
     * The gross after the correcting invoices (KOR) issued to it, set in the same transaction as each
     * KOR; 0 means corrected to zero, which is status 1 "cancelled" (KSeF has no cancellation).
     */
    correctedGross: z.optional(minor()),
    /** The lines as the KORs issued to it left them, kept with `correctedGross`: a next KOR's "before". */
    correctedLines: z.optional(z.array(invoiceLineSchema)),
    pdfKey: z.optional(z.string()),
  }),
);
export type Invoice = z.infer<typeof invoiceSchema>;
