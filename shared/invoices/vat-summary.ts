import { type Invoice, type InvoiceLine, invoiceVatRates, type VatSummaryRow } from './invoice';

// The VAT summary per rate (FA(3) P_13_x / P_14_x, and P_14_xW: the VAT in PLN for an invoice in
// another currency, VAT act art. 106e(11)) and the totals, summed from the lines as the order holds
// them, so the invoice shows exactly what the customer was charged.

/** PLN grosze of an amount in the currency's minor units at `rate` (PLN per unit, a decimal string). */
export const toPln = (minor: number, rate: string): number => Math.round(minor * Number(rate));

export const vatSummaryOf = (lines: InvoiceLine[], exchangeRate?: Invoice['exchangeRate']): VatSummaryRow[] =>
  invoiceVatRates.flatMap((rate) => {
    const ofRate = lines.filter((line) => line.vatRate === rate);
    if (ofRate.length === 0) return [];
    const net = ofRate.reduce((sum, line) => sum + line.net, 0);
    const vat = ofRate.reduce((sum, line) => sum + line.vat, 0);
    const ossRate = ofRate[0]?.ossRate;
    const row: VatSummaryRow = {
      rate,
      ...(ossRate === undefined ? {} : { ossRate }),
      net,
      vat,
      gross: net + vat,
    };
    // FA(3) has a PLN amount (P_14_xW) for the Polish rates only; OSS VAT is owed in the member state.
    return exchangeRate && rate !== 'OSS' ? [{ ...row, vatPln: toPln(vat, exchangeRate.rate) }] : [row];
  });

export const totalsOf = (lines: InvoiceLine[]): Invoice['totals'] => {
  const net = lines.reduce((sum, line) => sum + line.net, 0);
  const vat = lines.reduce((sum, line) => sum + line.vat, 0);
  return { net, vat, gross: net + vat };
};
