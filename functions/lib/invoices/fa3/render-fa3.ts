import type { Invoice, InvoiceParty, InvoiceVatRate, VatSummaryRow } from '#shared/invoices/invoice';
import { paymentMethodOfId } from '#shared/orders/payment-methods';

// An invoice as FA(3) XML, the structured invoice KSeF takes: plain string
// building, every text escaped. Amounts are decimal strings of the minor units; the per-rate fields
// P_13_x / P_14_x (and P_14_xW, the VAT in PLN for another currency) follow the schema's order; a
// KOR carries DaneFaKorygowanej (the corrected invoice's number, date and KSeF number, or NrKSeFN
// when it had none) and TypKorekty 1. validate-fa3.ts checks the result against the official schema.

const namespace = 'http://crd.gov.pl/wzor/2025/06/25/13775/';
const euCountries = new Set(
  'AT BE BG CY CZ DE DK EE EL ES FI FR HR HU IE IT LT LU LV MT NL PT RO SE SI SK XI'.split(' '),
);

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

const el = (name: string, content: string | number) =>
  `<${name}>${typeof content === 'number' ? content : escapeXml(content)}</${name}>`;
const group = (name: string, ...children: string[]) => `<${name}>${children.join('')}</${name}>`;

/** Minor units as a decimal: `-12345` → `-123.45`. */
const amount = (minor: number) => {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

const address = (party: InvoiceParty) =>
  group(
    'Adres',
    el('KodKraju', party.countryCode),
    el('AdresL1', party.addressLines[0] ?? ''),
    ...(party.addressLines[1] ? [el('AdresL2', party.addressLines[1])] : []),
  );

const contact = (party: InvoiceParty) =>
  party.email ? group('DaneKontaktowe', el('Email', party.email)) : '';

/** Greece's VAT prefix is EL; the country code stays GR. */
const euCode = (country: string) => (country === 'GR' ? 'EL' : country);

const buyerId = (buyer: InvoiceParty) => {
  if (!buyer.taxNumber) return el('BrakID', 1);
  if (buyer.countryCode === 'PL') return el('NIP', buyer.taxNumber);
  if (euCountries.has(euCode(buyer.countryCode)))
    return el('KodUE', euCode(buyer.countryCode)) + el('NrVatUE', buyer.taxNumber);
  return el('KodKraju', buyer.countryCode) + el('NrID', buyer.taxNumber);
};

/** The FA(3) summary fields of each rate, in the schema's order. */
const rateFields: Record<InvoiceVatRate, { net: string; vat?: string }> = {
  '23': { net: 'P_13_1', vat: 'P_14_1' },
  '8': { net: 'P_13_2', vat: 'P_14_2' },
  '5': { net: 'P_13_3', vat: 'P_14_3' },
  // The special procedure of VAT act section XII chapter 6a (OSS): no PLN amount (P_14_5W) exists.
  OSS: { net: 'P_13_5', vat: 'P_14_5' },
  '0 KR': { net: 'P_13_6_1' },
  '0 WDT': { net: 'P_13_6_2' },
  '0 EX': { net: 'P_13_6_3' },
  zw: { net: 'P_13_7' },
  'np I': { net: 'P_13_8' },
  'np II': { net: 'P_13_9' },
  oo: { net: 'P_13_10' },
};

const summary = (rows: VatSummaryRow[]) =>
  (Object.keys(rateFields) as InvoiceVatRate[])
    .map((rate) => {
      const row = rows.find((candidate) => candidate.rate === rate);
      if (!row) return '';
      const { net, vat } = rateFields[rate];
      if (!vat) return el(net, amount(row.net));
      return (
        el(net, amount(row.net)) +
        el(vat, amount(row.vat)) +
        (row.vatPln === undefined ? '' : el(`${vat}W`, amount(row.vatPln)))
      );
    })
    .join('');

const annotations = (invoice: Invoice) =>
  group(
    'Adnotacje',
    el('P_16', 2),
    el('P_17', 2),
    el('P_18', invoice.notes.reverseCharge ? 1 : 2),
    el('P_18A', invoice.notes.splitPayment ? 1 : 2),
    group('Zwolnienie', el('P_19N', 1)),
    group('NoweSrodkiTransportu', el('P_22N', 1)),
    el('P_23', 2),
    group('PMarzy', el('P_PMarzyN', 1)),
  );

const correction = (invoice: Invoice) => {
  if (!invoice.corrects) return '';
  const { number, issuedAt, ksefNumber, reason } = invoice.corrects;
  return (
    el('PrzyczynaKorekty', reason) +
    el('TypKorekty', 1) +
    group(
      'DaneFaKorygowanej',
      el('DataWystFaKorygowanej', issuedAt.slice(0, 10)),
      el('NrFaKorygowanej', number),
      ksefNumber ? el('NrKSeF', 1) + el('NrKSeFFaKorygowanej', ksefNumber) : el('NrKSeFN', 1),
    )
  );
};

const lines = (invoice: Invoice) =>
  invoice.lines
    .map((line, index) =>
      group(
        'FaWiersz',
        el('NrWierszaFa', index + 1),
        el('P_7', line.name),
        el('P_8A', line.unit),
        el('P_8B', String(line.quantity)),
        el('P_9A', amount(line.unitNet)),
        el('P_11', amount(line.net)),
        line.vatRate === 'OSS' ? el('P_12_XII', String(line.ossRate ?? 0)) : el('P_12', line.vatRate),
        ...(invoice.notes.splitPayment && line.annex15 ? [el('P_12_Zal_15', 1)] : []),
        ...(invoice.exchangeRate ? [el('KursWaluty', invoice.exchangeRate.rate)] : []),
      ),
    )
    .join('');

/** FA(3) TFormaPlatnosci: 1 cash, 2 card, 6 transfer, 7 mobile (BLIK, Google Pay). */
const paymentForm = (method: number): number => {
  const name = paymentMethodOfId(method);
  if (name === 'cashOnDelivery') return 1;
  if (name === 'card') return 2;
  if (name === 'blik' || name === 'googlePay') return 7;
  return 6;
};

const payment = (invoice: Invoice) => {
  const paidInFull = invoice.kind === 'VAT' && invoice.payment.paid >= invoice.totals.gross;
  return group(
    'Platnosc',
    ...(paidInFull ? [el('Zaplacono', 1), el('DataZaplaty', invoice.issuedAt.slice(0, 10))] : []),
    ...(paidInFull ? [] : [group('TerminPlatnosci', el('Termin', invoice.payment.dueDate))]),
    el('FormaPlatnosci', paymentForm(invoice.payment.method)),
  );
};

export const renderFa3 = (invoice: Invoice): string =>
  `<?xml version="1.0" encoding="UTF-8"?><Faktura xmlns="${namespace}">${group(
    'Naglowek',
    '<KodFormularza kodSystemowy="FA (3)" wersjaSchemy="1-0E">FA</KodFormularza>',
    el('WariantFormularza', 3),
    el('DataWytworzeniaFa', invoice.issuedAt.replace(/\.\d{3}Z$/, 'Z')),
    el('SystemInfo', 'shop'),
  )}${group(
    'Podmiot1',
    group('DaneIdentyfikacyjne', el('NIP', invoice.seller.taxNumber ?? ''), el('Nazwa', invoice.seller.name)),
    address(invoice.seller),
    contact(invoice.seller),
  )}${group(
    'Podmiot2',
    group('DaneIdentyfikacyjne', buyerId(invoice.buyer), el('Nazwa', invoice.buyer.name)),
    address(invoice.buyer),
    contact(invoice.buyer),
    el('JST', 2),
    el('GV', 2),
  )}${group(
    'Fa',
    el('KodWaluty', invoice.currency),
    el('P_1', invoice.issuedAt.slice(0, 10)),
    el('P_2', invoice.number),
    el('P_6', invoice.saleDate),
    summary(invoice.vatSummary),
    el('P_15', amount(invoice.totals.gross)),
    annotations(invoice),
    el('RodzajFaktury', invoice.kind),
    correction(invoice),
    lines(invoice),
    payment(invoice),
    group(
      'WarunkiTransakcji',
      group('Zamowienia', el('DataZamowienia', invoice.saleDate), el('NrZamowienia', invoice.orderNumber)),
    ),
  )}</Faktura>`;
