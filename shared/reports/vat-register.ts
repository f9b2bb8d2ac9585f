import type { Invoice, InvoiceVatRate } from '../invoices/invoice';
import { timesRate } from './decimal';

// The sales VAT register (the base of the monthly JPK_V7M return): every invoice
// issued in the month, a correcting invoice (KOR) in the month it was issued with its differences
// (negative for a refund), each VAT rate's net and VAT in PLN grosze. An invoice in another currency
// is converted at its own exchange rate: the VAT as the invoice states it in PLN (P_14_xW), the net at
// the same rate. The same sums per rate and buyer country make an export's VAT summary.

export type RegisterInvoice = Pick<
  Invoice,
  | 'number'
  | 'kind'
  | 'issuedAt'
  | 'saleDate'
  | 'currency'
  | 'exchangeRate'
  | 'vatSummary'
  | 'buyer'
  | 'corrects'
>;

/** One rate of one invoice, in PLN grosze. */
export interface VatRow {
  rate: InvoiceVatRate;
  /** The member state's rate of an OSS row. */
  ossRate?: number;
  /** The buyer's country. */
  country: string;
  net: number;
  vat: number;
}

export const vatRowsOf = (invoice: RegisterInvoice): VatRow[] =>
  invoice.vatSummary.map((row) => {
    const rate = invoice.exchangeRate?.rate;
    return {
      rate: row.rate,
      ...(row.ossRate === undefined ? {} : { ossRate: row.ossRate }),
      country: invoice.buyer.countryCode,
      net: rate ? timesRate(row.net, rate) : row.net,
      vat: row.vatPln ?? (rate ? timesRate(row.vat, rate) : row.vat),
    };
  });

/**
 * The JPK_V7M fields a rate's sums go to (net, VAT): 23 % K_19/K_20, 8 % K_17/K_18, 5 % K_15/K_16,
 * 0 % domestic K_13, intra-EU supply K_21, export K_22, exempt K_10, outside Poland K_11 (services of
 * art. 100(1)(4) also K_12), the buyer liable K_31; OSS sales go to the OSS return, not JPK_V7M.
 */
const jpkFields: Record<InvoiceVatRate, readonly string[]> = {
  '23': ['K_19', 'K_20'],
  '8': ['K_17', 'K_18'],
  '5': ['K_15', 'K_16'],
  '0 KR': ['K_13'],
  '0 WDT': ['K_21'],
  '0 EX': ['K_22'],
  zw: ['K_10'],
  'np I': ['K_11'],
  'np II': ['K_11', 'K_12'],
  oo: ['K_31'],
  OSS: [],
};
export const jpkFieldsOf = (rate: InvoiceVatRate): readonly string[] => jpkFields[rate];

/** Sums of VAT rows per rate (and per country when `byCountry`), with the number of invoices. */
export interface VatTotal extends VatRow {
  invoices: number;
}

export const vatTotals = (byCountry: boolean) => {
  const totals = new Map<string, VatTotal>();
  return {
    add: (rows: readonly VatRow[]): void => {
      for (const row of rows) {
        const country = byCountry ? row.country : '';
        const key = `${country}|${row.rate}|${row.ossRate ?? ''}`;
        const total = totals.get(key) ?? { ...row, country, net: 0, vat: 0, invoices: 0 };
        totals.set(key, {
          ...total,
          net: total.net + row.net,
          vat: total.vat + row.vat,
          invoices: total.invoices + 1,
        });
      }
    },
    /** The sums, by country, then rate, then OSS rate. */
    rows: (): VatTotal[] =>
      [...totals.values()].sort(
        (a, b) =>
          a.country.localeCompare(b.country) ||
          a.rate.localeCompare(b.rate) ||
          (a.ossRate ?? 0) - (b.ossRate ?? 0),
      ),
  };
};
