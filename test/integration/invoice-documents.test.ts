import { randomBytes } from 'node:crypto';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceIssued } from '#events/contracts/invoice-issued';
import { storeInvoicePdf } from '#functions/lib/invoices/pdf/store-invoice-pdf';
import { pdfText } from '#functions/lib/pdf/pdf-text';
import { invoicePdfKey, setInvoicePdfKey } from '#functions/lib/table/invoice-documents';
import { invoiceItems } from '#functions/lib/table/invoices';
import { outboxItem } from '#functions/lib/table/outbox';
import { commitGuarded } from '#functions/lib/table/transaction';
import type { Runtime } from '#infra/local/runtime';
import { demoUsers } from '#infra/local/seed';
import type { Invoice } from '#shared/invoices/invoice';
import { sampleInvoice } from '#shared/invoices/sample-invoice';
import { eventually, signInDemoLike, startTestRuntime } from '../support/runtime';
import { shopCall } from '../support/shop-call';

// Invoice documents through the local runtime: the PDF stored in the documents
// bucket (s3rver), the customer's list with its status filter, the presigned download and the public
// summary of an invoice's payment link; another customer's invoice and an unknown guid are not found.

let runtime: Runtime;
let customer: Awaited<ReturnType<typeof signInDemoLike>>;
let other: Awaited<ReturnType<typeof signInDemoLike>>;

beforeAll(async () => {
  runtime = await startTestRuntime();
  customer = await signInDemoLike(runtime, demoUsers[0]);
  other = await signInDemoLike(runtime, demoUsers[1]);
}, 60_000);
afterAll(() => runtime?.stop());

let sequence = 0;

/**
 * An invoice of `sub` (the sample's content) stored as an issue stores it; `withEvent` also writes its
 * `invoice.issued` to the outbox, so the consumer renders its PDF.
 */
const issued = async (sub: string, changes: Partial<Invoice> = {}, withEvent = false): Promise<Invoice> => {
  const { pdfKey: _none, ...sample } = sampleInvoice;
  const invoice: Invoice = {
    ...sample,
    invoiceId: ulid(),
    guid: randomBytes(16).toString('base64url'),
    clientSub: sub,
    ...changes,
  };
  const committed = await commitGuarded(
    invoiceItems.issue(invoice, '2026-11', ++sequence),
    withEvent
      ? [
          outboxItem(invoiceIssued, {
            invoiceId: invoice.invoiceId,
            number: invoice.number,
            orderId: invoice.orderId,
            clientSub: sub,
            topics: [],
          }),
        ]
      : [],
  );
  expect(committed.ok).toBe(true);
  return invoice;
};

const list = (token: string, query = '') =>
  shopCall(runtime, 'GET', `/api/payments/me/invoices${query}`, { token });
const download = (token: string, invoiceId: string) =>
  shopCall(runtime, 'GET', `/api/payments/me/invoices/${invoiceId}/download`, { token });

describe('invoice PDF and its download', () => {
  it('asks to try again while the PDF is not rendered yet', async () => {
    const invoice = await issued(customer.sub);
    const answer = await download(customer.accessToken, invoice.invoiceId);
    expect(answer.status).toBe(503);
    expect(answer.body.code).toBe('invoice_download_failed');
  });

  it('is rendered on invoice.issued and downloaded through a link of at most 5 minutes: number, KSeF number, totals', async () => {
    const invoice = await issued(customer.sub, {}, true);
    await eventually(async () => {
      const listed = await list(customer.accessToken);
      return (listed.body.invoices as { invoiceId: string; downloadable: boolean }[]).some(
        (entry) => entry.invoiceId === invoice.invoiceId && entry.downloadable,
      );
    });

    const answer = await download(customer.accessToken, invoice.invoiceId);
    expect(answer.status).toBe(200);
    const url = new URL(answer.body.url as string);
    expect(Number(url.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(300);
    const file = await fetch(url);
    expect(file.headers.get('content-disposition')).toContain('FV-2026-11-000123.pdf');
    const text = pdfText(Buffer.from(await file.arrayBuffer()));
    expect(text).toContain('Faktura VAT FV/2026/11/000123');
    expect(text).toContain('Numer KSeF: 5260250274-20261120-010203040506-0A');
    expect(text).toContain('Wartość brutto: 14 883,00 €');
    expect(text).toContain('Do zapłaty: 4883,00 €');
    expect(text).toContain('Łódzka Kuźnia Gęśli S.A.');
  });

  it("answers another customer's invoice as not found", async () => {
    const invoice = await issued(customer.sub);
    await storeInvoicePdf(invoice.invoiceId);
    const answer = await download(other.accessToken, invoice.invoiceId);
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe('invoice_not_found');
    expect((await list(other.accessToken)).body.invoices).not.toContainEqual(
      expect.objectContaining({ invoiceId: invoice.invoiceId }),
    );
  });

  it('keeps the PDF with the KSeF number when an older rendering, without it, finishes last', async () => {
    const invoice = await issued(customer.sub);
    const { pdfKey } = await storeInvoicePdf(invoice.invoiceId);
    const { ksef: _accepted, ...beforeKsef } = invoice;
    expect(await setInvoicePdfKey(beforeKsef, invoicePdfKey(beforeKsef))).toBe(false);
    const answer = await download(customer.accessToken, invoice.invoiceId);
    expect(decodeURIComponent(new URL(answer.body.url as string).pathname)).toContain(`/${pdfKey}`);
    expect(pdfKey).toContain('5260250274-20261120-010203040506-0A');
  });
});

describe('invoice list', () => {
  it("lists the customer's invoices newest first and filters them by status", async () => {
    const unpaid = await issued(other.sub, { issuedAt: '2026-11-21T09:00:00.000Z' });
    const paid = await issued(other.sub, {
      issuedAt: '2026-11-22T09:00:00.000Z',
      payment: { ...sampleInvoice.payment, paid: sampleInvoice.totals.gross },
    });
    const all = (await list(other.accessToken)).body.invoices as { invoiceId: string; status: number }[];
    expect(all.map((entry) => entry.invoiceId)).toEqual([paid.invoiceId, unpaid.invoiceId]);
    expect(all.map((entry) => entry.status)).toEqual([3, 2]);
    const onlyPaid = (await list(other.accessToken, '?status=3')).body.invoices as { invoiceId: string }[];
    expect(onlyPaid.map((entry) => entry.invoiceId)).toEqual([paid.invoiceId]);
  });

  it('refuses a status outside 1–4 and an unknown parameter', async () => {
    expect((await list(customer.accessToken, '?status=5')).status).toBe(400);
    expect((await list(customer.accessToken, '?sort=asc')).status).toBe(400);
  });
});

describe("an invoice's public summary", () => {
  it('gives the number, the amount to pay, the currency, the payment date and the status to anyone with the guid', async () => {
    const invoice = await issued(customer.sub);
    const answer = await shopCall(runtime, 'GET', `/api/payments/invoices/${invoice.guid}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      number: invoice.number,
      amountToPay: 488_300,
      currency: 'EUR',
      dueDate: invoice.payment.dueDate,
      status: 2,
    });
  });

  it.each([
    ['an unknown guid', randomBytes(16).toString('base64url')],
    ['a malformed guid', 'not-a-guid'],
  ])('answers %s as not found with no hint', async (_case, guid) => {
    const answer = await shopCall(runtime, 'GET', `/api/payments/invoices/${guid}`);
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ code: 'invoice_not_found', message: 'The invoice does not exist.' });
  });
});
