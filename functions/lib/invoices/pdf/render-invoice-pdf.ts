import type { Invoice, InvoiceLine, InvoiceParty } from '#shared/invoices/invoice';
import { type InvoiceLabels, invoiceLabels, paymentFormOf } from '#shared/invoices/invoice-labels';
import { PdfDocument } from '../../pdf/pdf-document';
import { drawQrCode } from './draw-qr-code';
import { amountText, dayText, moneyText, quantityText, vatRateText } from './invoice-figures';
import { invoiceFonts } from './invoice-font';
import { drawTable, type TableStyle } from './pdf-table';

// The invoice as a PDF in its language, drawn in DejaVu Sans (../../pdf/: the shop's own PDF writer): title and
// number, dates, seller and buyer, the lines, the VAT summary per rate (with the VAT in PLN and the
// NBP rate for a foreign currency), totals, what is left to pay, payment due date and method, the
// reverse-charge and split-payment notes where they apply, a correction's reference to the invoice
// it corrects, the KSeF number and the KSeF QR codes of kody-qr.md.

export interface InvoicePdfOptions {
  /** KOD I (verification link, captioned with the KSeF number or OFFLINE) and, offline, KOD II. */
  ksefQr?: { invoice: string; certificate?: string };
}

const style: TableStyle = { regular: 'regular', bold: 'bold', fontSize: 7.5 };
const qrSize = 120;

const partyLines = (party: InvoiceParty, labels: InvoiceLabels): string[] => [
  party.name,
  ...(party.taxNumber ? [`${labels.taxNumber}: ${party.taxNumber}`] : []),
  ...party.addressLines,
  party.countryCode,
];

const drawHeading = (doc: PdfDocument, invoice: Invoice, labels: InvoiceLabels) => {
  const title = invoice.kind === 'KOR' ? labels.correction : labels.invoice;
  doc.font('bold').fontSize(16).text(`${title} ${invoice.number}`);
  doc.font('regular').fontSize(9);
  doc.text(
    `${labels.issueDate}: ${dayText(invoice.issuedAt)}    ${labels.saleDate}: ${dayText(invoice.saleDate)}`,
  );
  doc.text(`${labels.order}: ${invoice.orderNumber}`);
  if (invoice.ksef?.number) doc.text(`${labels.ksefNumber}: ${invoice.ksef.number}`);
  if (invoice.corrects) {
    const { number, ksefNumber, reason } = invoice.corrects;
    doc.text(`${labels.corrects}: ${number}${ksefNumber ? ` (${labels.ksefNumber}: ${ksefNumber})` : ''}`);
    doc.text(`${labels.correctionReason}: ${reason}`);
  }
  doc.moveDown();
};

const drawParties = (doc: PdfDocument, invoice: Invoice, labels: InvoiceLabels) => {
  const { left } = doc.page.margins;
  const half = (doc.page.width - left - doc.page.margins.right) / 2;
  const top = doc.y;
  const column = (heading: string, lines: string[], x: number) => {
    doc
      .font('bold')
      .fontSize(9)
      .text(heading, x, top, { width: half - 10 });
    doc.font('regular').text(lines.join('\n'), { width: half - 10 });
    return doc.y;
  };
  const bottom = Math.max(
    column(labels.seller, partyLines(invoice.seller, labels), left),
    column(labels.buyer, partyLines(invoice.buyer, labels), left + half),
  );
  doc.text('', left, bottom).moveDown();
};

const drawLines = (doc: PdfDocument, invoice: Invoice, labels: InvoiceLabels) => {
  const { language, currency } = invoice;
  drawTable(doc, style, {
    columns: [
      { width: 22 },
      { width: 153 },
      { width: 40, align: 'right' },
      { width: 30 },
      { width: 55, align: 'right' },
      { width: 45, align: 'right' },
      { width: 55, align: 'right' },
      { width: 55, align: 'right' },
      { width: 60, align: 'right' },
    ],
    header: [
      labels.position,
      labels.item,
      labels.quantity,
      labels.unit,
      `${labels.unitNet} (${currency})`,
      labels.vatRate,
      `${labels.net} (${currency})`,
      `${labels.vat} (${currency})`,
      `${labels.gross} (${currency})`,
    ],
    rows: invoice.lines.map((line, i) => [
      String(i + 1),
      line.name,
      quantityText(line.quantity, language),
      line.unit,
      amountText(line.unitNet, language),
      vatRateText(line.vatRate, line.ossRate),
      amountText(line.net, language),
      amountText(line.vat, language),
      amountText(line.gross, language),
    ]),
  });
};

const drawVatSummary = (doc: PdfDocument, invoice: Invoice, labels: InvoiceLabels) => {
  const { language, currency } = invoice;
  const foreign = currency !== 'PLN';
  const amounts = (net: number, vat: number, gross: number) =>
    [net, vat, gross].map((amount) => amountText(amount, language));
  const rows = invoice.vatSummary.map((rate) => [
    vatRateText(rate.rate, rate.ossRate),
    ...amounts(rate.net, rate.vat, rate.gross),
    ...(foreign ? [amountText(rate.vatPln ?? 0, language)] : []),
  ]);
  const { net, vat, gross } = invoice.totals;
  drawTable(doc, style, {
    title: labels.vatSummary,
    columns: [
      { width: 90 },
      ...(foreign ? [85, 85, 85, 85] : [105, 105, 105]).map((width) => ({ width, align: 'right' as const })),
    ],
    header: [
      labels.vatRate,
      `${labels.net} (${currency})`,
      `${labels.vat} (${currency})`,
      `${labels.gross} (${currency})`,
      ...(foreign ? [labels.vatInPln] : []),
    ],
    rows: [
      ...rows,
      [
        labels.total,
        ...amounts(net, vat, gross),
        ...(foreign ? [amountText(totalVatPln(invoice), language)] : []),
      ],
    ],
  });
  if (invoice.exchangeRate) {
    const { rate, date, table } = invoice.exchangeRate;
    doc.fontSize(8).text(`${labels.exchangeRate} ${currency}/PLN: ${rate} (${table}, ${date})`);
  }
  doc.moveDown();
};

const totalVatPln = (invoice: Invoice) =>
  invoice.vatSummary.reduce((sum, rate) => sum + (rate.vatPln ?? 0), 0);

/**
 * The invoice's legal notes: the reverse charge (P_18), each 0 % or outside-Poland case its lines have
 * (a service to a consumer outside the EU, `np I` without the reverse charge), OSS, split payment.
 */
const legalNotesOf = (invoice: Invoice, labels: InvoiceLabels): string[] => {
  const has = (rate: InvoiceLine['vatRate']) => invoice.lines.some((line) => line.vatRate === rate);
  return [
    ...(invoice.notes.reverseCharge ? [labels.reverseCharge] : []),
    ...(has('0 WDT') ? [labels.intraCommunitySupply] : []),
    ...(has('0 EX') ? [labels.export] : []),
    ...(has('np I') && !invoice.notes.reverseCharge ? [labels.notTaxableInPoland] : []),
    ...(has('OSS') ? [labels.oss] : []),
    ...(invoice.notes.splitPayment ? [labels.splitPayment] : []),
  ];
};

const drawPayment = (doc: PdfDocument, invoice: Invoice, labels: InvoiceLabels) => {
  const { language, currency } = invoice;
  const money = (amount: number) => moneyText({ amount, currency }, language);
  doc
    .font('bold')
    .fontSize(11)
    .text(`${labels.gross}: ${money(invoice.totals.gross)}`);
  doc
    .font('regular')
    .fontSize(9)
    .text(`${labels.paid}: ${money(invoice.payment.paid)}`);
  doc
    .font('bold')
    .fontSize(11)
    .text(`${labels.toPay}: ${money(Math.max(0, invoice.totals.gross - invoice.payment.paid))}`);
  doc.font('regular').fontSize(9);
  doc.text(`${labels.dueDate}: ${dayText(invoice.payment.dueDate)}`);
  doc.text(`${labels.paymentMethod}: ${labels.paymentForms[paymentFormOf(invoice.payment.method)]}`);
  for (const note of legalNotesOf(invoice, labels)) doc.font('bold').text(note);
  doc.font('regular').moveDown();
};

const drawKsefCodes = (
  doc: PdfDocument,
  invoice: Invoice,
  labels: InvoiceLabels,
  links: InvoicePdfOptions['ksefQr'],
) => {
  if (!links) return;
  if (doc.y + qrSize + 30 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const left = doc.page.margins.left + 30;
  doc.font('bold').fontSize(9).text(labels.verifyInKsef, doc.page.margins.left);
  const top = doc.y;
  doc.font('regular');
  const bottoms = [
    drawQrCode(doc, links.invoice, invoice.ksef?.number ?? 'OFFLINE', { x: left, y: top, size: qrSize }),
  ];
  if (links.certificate)
    bottoms.push(
      drawQrCode(doc, links.certificate, 'CERTYFIKAT', { x: left + qrSize + 60, y: top, size: qrSize }),
    );
  doc.text('', left, Math.max(...bottoms));
};

/** The invoice's PDF in its language. */
export const renderInvoicePdf = (invoice: Invoice, options: InvoicePdfOptions = {}): Buffer => {
  const labels = invoiceLabels[invoice.language];
  const doc = new PdfDocument({
    fonts: invoiceFonts(),
    margin: 40,
    language: invoice.language,
    info: { title: invoice.number, author: invoice.seller.name, created: new Date(invoice.issuedAt) },
  });
  drawHeading(doc, invoice, labels);
  drawParties(doc, invoice, labels);
  drawLines(doc, invoice, labels);
  drawVatSummary(doc, invoice, labels);
  drawPayment(doc, invoice, labels);
  drawKsefCodes(doc, invoice, labels, options.ksefQr);
  return doc.end();
};
