import type { Invoice } from '#shared/invoices/invoice';
import { invoiceSummary } from '#shared/invoices/invoice-views';
import { invoicePaymentMethodsIn } from '#shared/payments/invoice-payment-methods';
import type { StartPaymentInput } from '#shared/payments/payment-input';
import type { readInvoiceByGuid } from '../../lib/table/invoices';
import type { OrderOwner } from '../../lib/table/orders';
import { fail, type Result } from '../result';
import type { PaymentPorts } from './deps';
import { registerPayment, type StartedPayment } from './register-payment';
import { throttledFor } from './start-order-payment';

export interface InvoicePaymentPorts extends PaymentPorts {
  readInvoiceByGuid: typeof readInvoiceByGuid;
}

export interface StartInvoicePaymentInput {
  /** The invoice's public guid: the unguessable secret of its pay link. */
  guid: string;
  idempotencyKey: string;
  payment: StartPaymentInput;
  /** The pay link's page in the invoice's language (it only reads the status), and the notification route. */
  urls: { urlReturn: (invoice: Invoice, paymentId: string) => string; urlStatus: string };
  client: { ip: string; userAgent: string };
}

/** The order's owner, whom the invoice was issued to: its customer, or the guest. */
const ownerOf = (invoice: Invoice): OrderOwner =>
  invoice.clientSub ? { kind: 'client', sub: invoice.clientSub } : { kind: 'guest' };

/**
 * Anyone with the pay link pays an unpaid invoice. Input: the guid, the method
 * (`Idempotency-Key`). Output: the provider's page, or for BLIK the state to poll. Course: the invoice
 * by its guid (unknown → `invoice_not_found`, no hint); then registerPayment's course, in which a VAT
 * invoice must still be unpaid (paid, overpaid, cancelled or a correction → `order_cannot_be_paid`,
 * the spec's "cannot be paid"), the method one the invoice's currency allows, and at most five
 * attempts per invoice in 15 minutes (`too_many_attempts`). The amount is what is left to pay on the
 * invoice, never a figure of the client's; the payment carries the invoice, on which its settlement
 * books it (and the order's bookPayment).
 */
export const startInvoicePayment = async (
  ports: InvoicePaymentPorts,
  input: StartInvoicePaymentInput,
): Promise<Result<StartedPayment>> => {
  const invoice = await ports.readInvoiceByGuid(input.guid);
  if (!invoice) return fail('invoice_not_found');
  // The shop's invoices carry the order's email (shared/invoices/invoice-for-order.ts).
  if (!invoice.buyer.email) throw new Error(`invoice ${invoice.invoiceId} has no buyer email`);
  const { amountToPay, status } = invoiceSummary(invoice);
  const paying = { invoiceId: invoice.invoiceId, guid: invoice.guid, number: invoice.number };
  const earlier = (await ports.listOrderPayments(invoice.orderId)).filter(
    (payment) => payment.invoice?.invoiceId === invoice.invoiceId,
  );
  return registerPayment(
    ports,
    {
      scope: `invoice-payments#${invoice.invoiceId}`,
      earlier,
      record: {
        orderId: invoice.orderId,
        owner: ownerOf(invoice),
        amount: amountToPay,
        currency: invoice.currency,
        invoice: paying,
      },
      description: `Invoice ${invoice.number}`,
      email: invoice.buyer.email,
      language: invoice.language,
      country: invoice.buyer.countryCode,
    },
    {
      ...input,
      urlReturn: (paymentId) => input.urls.urlReturn(invoice, paymentId),
      urlStatus: input.urls.urlStatus,
    },
    async (now) => {
      if (invoice.kind !== 'VAT' || status !== 2 || amountToPay === 0) return fail('order_cannot_be_paid');
      if (!(invoicePaymentMethodsIn(invoice.currency) as string[]).includes(input.payment.method))
        return fail('payment_method_not_available');
      const retryAfter = throttledFor(
        earlier.map((payment) => payment.createdAt),
        now,
      );
      return retryAfter === undefined ? undefined : fail('too_many_attempts', retryAfter);
    },
  );
};
