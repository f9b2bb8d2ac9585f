import type { Invoice, InvoiceLine } from './invoice';
import { toPln } from './vat-summary';

// The legal notes of an invoice (guide/invoicing.md 4.4 and 4.5):
// - reverse charge ("odwrotne obciążenie", FA(3) P_18): a business in another EU country whose VAT id
//   VIES confirmed, as the order decided at placement (shared/basket/buyer-vat.ts);
// - split payment ("mechanizm podzielonej płatności", P_18A), VAT act art. 108a(1a): a domestic sale
//   to a taxpayer (a buyer with a tax number, Polish VAT charged) whose gross exceeds PLN 15,000
//   (the PLN equivalent at the invoice's rate for another currency; the act says "exceeds", so
//   exactly 15,000.00 does not) with at least one annex 15 line. Of our catalogue the hardware lines
//   (laptops, PCs: annex 15 items 28a–28c) are annex 15 goods; licences and services are not. That
//   reading has not had tax advice yet (guide 4.4).

export const splitPaymentThresholdPln = 1_500_000;

export const needsSplitPayment = (invoice: {
  reverseCharge: boolean;
  buyer: Invoice['buyer'];
  lines: InvoiceLine[];
  gross: number;
  exchangeRate?: Invoice['exchangeRate'];
}): boolean => {
  const grossPln = invoice.exchangeRate ? toPln(invoice.gross, invoice.exchangeRate.rate) : invoice.gross;
  return (
    !invoice.reverseCharge &&
    invoice.buyer.taxNumber !== undefined &&
    grossPln > splitPaymentThresholdPln &&
    invoice.lines.some((line) => line.annex15)
  );
};
