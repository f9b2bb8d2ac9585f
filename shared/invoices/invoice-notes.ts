import type { Invoice, InvoiceLine, InvoiceVatRate } from './invoice';
import { toPln } from './vat-summary';

// The legal notes of an invoice (guide/invoicing.md 4.4 and 4.5):
// - reverse charge ("odwrotne obciążenie", FA(3) P_18): a line whose VAT case the buyer accounts for,
//   as the order decided at placement (shared/pricing/vat-treatment.ts);
// - split payment ("mechanizm podzielonej płatności", P_18A), VAT act art. 108a(1a): a sale to a
//   taxpayer (a buyer with a tax number) whose gross exceeds PLN 15,000 (the PLN equivalent at the
//   invoice's rate for another currency; the act says "exceeds", so exactly 15,000.00 does not) with
//   at least one annex 15 line taxed at the Polish rate. Of our catalogue the hardware lines
//   (laptops, PCs: annex 15 items 28a–28c) are annex 15 goods; licences and services are not. That
//   reading has not had tax advice yet (guide 4.4).

export const splitPaymentThresholdPln = 1_500_000;

/** The FA(3) rates of Polish VAT. */
const polishRates: readonly InvoiceVatRate[] = ['23', '8', '5'];

export const needsSplitPayment = (invoice: {
  buyer: Invoice['buyer'];
  lines: InvoiceLine[];
  gross: number;
  exchangeRate?: Invoice['exchangeRate'];
}): boolean => {
  const grossPln = invoice.exchangeRate ? toPln(invoice.gross, invoice.exchangeRate.rate) : invoice.gross;
  return (
    invoice.buyer.taxNumber !== undefined &&
    grossPln > splitPaymentThresholdPln &&
    invoice.lines.some((line) => line.annex15 && polishRates.includes(line.vatRate))
  );
};
