import { createHash } from 'node:crypto';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handler as resendOfflineInvoices } from '#events/schedules/resend-offline-invoices';
import { renderFa3 } from '#functions/lib/invoices/fa3/render-fa3';
import { validateFa3 } from '#functions/lib/invoices/fa3/validate-fa3';
import { xsdValidator } from '#functions/lib/invoices/fa3/xsd-validator';
import { ksefQrLinks } from '#functions/lib/invoices/pdf/ksef-qr-links';
import { ksefClient } from '#functions/lib/ksef/ksef-client';
import { KsefUnavailableError } from '#functions/lib/ksef/ksef-http';
import { isKsefNumber } from '#functions/lib/ksef/ksef-number';
import { offlineCertificate } from '#functions/lib/ksef/ksef-secret';
import { sendInvoiceToKsef } from '#functions/lib/ksef/send-invoice';
import { documentsBucket } from '#functions/lib/s3';
import { offlineInvoiceIds } from '#functions/lib/table/invoice-ksef';
import { bookInvoicePayment, readInvoice } from '#functions/lib/table/invoices';
import { type Order, orderItems } from '#functions/lib/table/orders';
import { commitGuarded } from '#functions/lib/table/transaction';
import { deps } from '#functions/use-cases/invoices/deps';
import { issueInvoice } from '#functions/use-cases/invoices/issue-invoice';
import type { Runtime } from '#infra/local/runtime';
import { s3 } from '#infra/local/s3-client';
import { ksefSimulator } from '#infra/local/simulators/ksef/ksef-simulator';
import { simulatorKsefToken } from '#infra/local/simulators/ksef/simulated-ksef';
import { invoiceForOrder } from '#shared/invoices/invoice-for-order';
import { sampleOrders } from '#shared/invoices/sample-orders';
import { eventually, startTestRuntime } from '../support/runtime';
import { serveSimulator } from '../support/simulator-server';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64url');

// The KSeF adapter (functions/lib/ksef/) against the local simulator: token
// authentication, the encrypted interactive session, status and UPO; the FA(3) schema check; the 429
// and outage switches.

const simulator = ksefSimulator('/_local/ksef', validateFa3);
let server: Awaited<ReturnType<typeof serveSimulator>>;
let client: ReturnType<typeof ksefClient>;

beforeAll(async () => {
  server = await serveSimulator(simulator.simulate);
  client = ksefClient({
    endpoint: `${server.origin}/_local/ksef/v2`,
    ksefToken: async () => simulatorKsefToken,
    pollIntervalMs: 10,
  });
});
afterAll(() => server?.close());
beforeEach(() =>
  Object.assign(simulator.switches, { unavailable: false, tooManyRequests: 0, retryAfterSeconds: 1 }),
);

let sequence = 0;
const invoice = () => {
  sequence += 1;
  return invoiceForOrder(sampleOrders.consumerPln, {
    invoiceId: `inv-${sequence}`,
    guid: 'AAAAAAAAAAAAAAAAAAAAAA',
    number: `FV/2026/11/${String(sequence).padStart(6, '0')}`,
    issuedAt: new Date().toISOString(),
    paid: 0,
  });
};

/** The official UPO schema (v4-3), copied beside the simulator. */
const validateUpo = xsdValidator(
  new URL('../../infra/local/simulators/ksef/schemas/upo-v4-3.xsd', import.meta.url),
);

describe('KSeF adapter against the simulator', () => {
  it('sends an FA(3) invoice and gets its KSeF number (seller NIP, today, CRC-8) and UPO', async () => {
    const sent = invoice();
    const nip = sent.seller.taxNumber ?? '';
    const outcome = await client.send({ xml: renderFa3(sent), sellerNip: nip, offline: false });
    expect(outcome.state).toBe('accepted');
    if (outcome.state !== 'accepted') return;
    expect(isKsefNumber(outcome.ksefNumber)).toBe(true);
    expect(outcome.ksefNumber.startsWith(`${nip}-`)).toBe(true);
    expect(outcome.upo).toContain(`<NumerKSeFDokumentu>${outcome.ksefNumber}</NumerKSeFDokumentu>`);
    expect(outcome.upo).toContain(`<NumerFaktury>${sent.number}</NumerFaktury>`);
    expect(validateUpo(outcome.upo)).toEqual({ ok: true });
    expect(await client.status({ reference: outcome.reference, sellerNip: nip })).toMatchObject({
      state: 'accepted',
      ksefNumber: outcome.ksefNumber,
    });
  });

  it('a schema-invalid invoice is rejected with KSeF’s file verification error (430)', async () => {
    const sent = invoice();
    const xml = renderFa3(sent).replace(/<P_2>[^<]*<\/P_2>/, '');
    const outcome = await client.send({ xml, sellerNip: sent.seller.taxNumber ?? '', offline: false });
    expect(outcome).toMatchObject({
      state: 'rejected',
      code: 430,
      description: 'Błąd weryfikacji pliku faktury',
    });
  });

  it('the same invoice number sent again (a lost answer) is KSeF’s duplicate (440): the original is answered, with its UPO', async () => {
    const sent = invoice();
    const xml = renderFa3(sent);
    const nip = sent.seller.taxNumber ?? '';
    const first = await client.send({ xml, sellerNip: nip, offline: false });
    if (first.state !== 'accepted') throw new Error(`not accepted: ${first.state}`);
    const again = await client.send({ xml, sellerNip: nip, offline: false });
    expect(again).toMatchObject({
      state: 'accepted',
      ksefNumber: first.ksefNumber,
      reference: { sessionReference: first.reference.sessionReference },
    });
    expect(again.state === 'accepted' && again.upo).toBe(first.upo);
  });

  it('waits out 429 for its Retry-After and then sends', async () => {
    simulator.switches.tooManyRequests = 2;
    const sent = invoice();
    const outcome = await client.send({
      xml: renderFa3(sent),
      sellerNip: sent.seller.taxNumber ?? '',
      offline: false,
    });
    expect(outcome.state).toBe('accepted');
    expect(simulator.switches.tooManyRequests).toBe(0);
  });

  it('KSeF unavailable is KsefUnavailableError; the invoice sent later in offline mode is accepted as Offline', async () => {
    const sent = invoice();
    const xml = renderFa3(sent);
    const nip = sent.seller.taxNumber ?? '';
    simulator.switches.unavailable = true;
    await expect(client.send({ xml, sellerNip: nip, offline: false })).rejects.toBeInstanceOf(
      KsefUnavailableError,
    );
    simulator.switches.unavailable = false;
    const outcome = await client.send({ xml, sellerNip: nip, offline: true });
    expect(outcome.state).toBe('accepted');
    if (outcome.state === 'accepted') expect(outcome.upo).toContain('<TrybWysylki>Offline</TrybWysylki>');
  });

  it('a wrong KSeF token gets no access token', async () => {
    const stranger = ksefClient({
      endpoint: `${server.origin}/_local/ksef/v2`,
      ksefToken: async () => 'not-the-token',
    });
    const sent = invoice();
    await expect(
      stranger.send({ xml: renderFa3(sent), sellerNip: sent.seller.taxNumber ?? '', offline: false }),
    ).rejects.toMatchObject({ name: 'KsefRequestError', status: 450 });
  });
});

describe('sending issued invoices to KSeF through the local runtime', () => {
  let runtime: Runtime;
  beforeAll(async () => {
    runtime = await startTestRuntime();
  }, 60_000);
  afterAll(() => runtime?.stop());

  const switchKsef = (switches: object) =>
    fetch(`${runtime.outsideSystems.KSEF_ENDPOINT.replace(/\/v2$/, '')}/_simulator/switches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(switches),
    });

  const verifyQr = async (link: string) =>
    (
      await fetch(`${runtime.outsideSystems.KSEF_ENDPOINT.replace(/\/v2$/, '')}/_simulator/verify-qr`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ link }),
      })
    ).json();

  let orders = 0;
  const issued = async () => {
    const order: Order = {
      ...sampleOrders.consumerPln,
      id: `01JDKSEF${String(++orders).padStart(18, '0')}`,
      owner: { kind: 'client', sub: 'ksef-client' },
    };
    await commitGuarded(orderItems.placed(order).map((item) => ({ item })));
    const result = await issueInvoice(deps(), { orderId: order.id, reason: 'payment-settled' });
    if (!result.ok) throw new Error(result.code);
    return result.value;
  };
  const ksefStateOf = async (invoiceId: string, status: string) => {
    for (let poll = 0; poll < 150; poll += 1) {
      const invoice = await readInvoice(invoiceId);
      if (invoice?.ksef?.status === status) return invoice.ksef;
      await new Promise((done) => setTimeout(done, 200));
    }
    throw new Error(`invoice ${invoiceId} never became ${status}`);
  };

  it('an issued invoice is accepted with its KSeF number and UPO kept, and a repeated send changes nothing', async () => {
    const invoice = await issued();
    const accepted = await ksefStateOf(invoice.invoiceId, 'accepted');
    expect(isKsefNumber(accepted.number ?? '')).toBe(true);
    expect(accepted.upoKey).toBe(`invoices/${invoice.invoiceId}/upo-${accepted.number}.xml`);
    await sendInvoiceToKsef(invoice.invoiceId);
    expect((await readInvoice(invoice.invoiceId))?.ksef).toEqual(accepted);
  }, 60_000);

  it('KSeF unavailable: the invoice goes offline, and the schedule sends it once KSeF is back', async () => {
    await switchKsef({ unavailable: true });
    const invoice = await issued();
    const offline = await ksefStateOf(invoice.invoiceId, 'offline');
    expect(offline.offlineSince).toBeDefined();
    expect(await offlineInvoiceIds()).toContain(invoice.invoiceId);
    // Issued offline: its PDF is rendered again with KOD II, which KSeF's verification page accepts.
    await eventually(async () => (await readInvoice(invoice.invoiceId))?.pdfKey?.endsWith('_OFFLINE.pdf'));
    const offlineInvoice = await readInvoice(invoice.invoiceId);
    const { certificate: codeTwo } = offlineInvoice ? ksefQrLinks(offlineInvoice, offlineCertificate()) : {};
    expect(codeTwo).toMatch(
      /^https:\/\/qr-test\.ksef\.mf\.gov\.pl\/certificate\/Nip\/1234567802\/1234567802\//,
    );
    expect(await verifyQr(codeTwo ?? '')).toEqual({ valid: true });
    expect(await verifyQr(`${codeTwo?.slice(0, -4)}AAAA`)).toEqual({ valid: false, reason: 'bad_signature' });
    // Paid meanwhile: its rendering changes (no payment term), what is resent does not.
    await bookInvoicePayment(invoice.invoiceId, 'ksef-pay-1', invoice.totals.gross);
    const paid = await readInvoice(invoice.invoiceId);
    expect(paid && sha256(renderFa3(paid))).not.toBe(offline.invoiceHash);
    await switchKsef({ unavailable: false });
    await resendOfflineInvoices();
    const accepted = await ksefStateOf(invoice.invoiceId, 'accepted');
    expect(isKsefNumber(accepted.number ?? '')).toBe(true);
    expect(accepted).toMatchObject({ invoiceHash: offline.invoiceHash, xmlKey: offline.xmlKey });
    const { Body } = await s3().send(
      new GetObjectCommand({ Bucket: documentsBucket(), Key: accepted.xmlKey }),
    );
    expect(sha256((await Body?.transformToString('utf-8')) ?? '')).toBe(offline.invoiceHash);
    expect(await offlineInvoiceIds()).not.toContain(invoice.invoiceId);
  }, 60_000);
});
