import { randomBytes } from 'node:crypto';
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Currency } from '#shared/locale';
import type { PaymentMethod } from '#shared/orders/payment-methods';
import type { PaymentHistoryEntry } from '#shared/payments/payment-view';
import {
  type ProviderPaymentAction,
  type ProviderPaymentState,
  paymentMoveOf,
  sourcesOfMove,
} from '#shared/payments/provider-payment-states';
import { documents, tableName } from '../dynamo';
import { createdKeys, createdOn } from './created-by-day';
import { invoiceKeys } from './invoices';
import type { OrderOwner } from './orders';
import { cursorOf, type Key, keyOfCursor } from './page-cursor';
import { queryPages } from './query-all';
import type { TransactItem } from './transaction';

// Payments of orders (access patterns 17 and 18). A payment is its own item keyed by its id,
// which is also our Przelewy24 `sessionId` (128 random bits, base64url), so a notification finds it
// with one GetItem. An order's payments share the order's gsi1 partition; the payments still waiting
// at the provider sort by their time limit in gsi2 (`PAYMENTSTATE#registered`), which the
// reconciliation reads. A customer's booked payments are history items under `CLIENT#<sub>`, written
// in the settlement's transaction. Every state change is conditional on the states its move leaves
// (shared/payments/provider-payment-states.ts), so a payment changes at most once per move.

/** The invoice a payment pays: its id (where it is booked), public guid and number. */
export interface PaymentInvoice {
  invoiceId: string;
  guid: string;
  number: string;
}

export interface Payment {
  paymentId: string;
  /** The order paid, or whose invoice is paid. */
  orderId: string;
  /** The invoice paid by its guid's pay link (`/platnosc/{guid}`), booked on it when settled. */
  invoice?: PaymentInvoice;
  /** The order's owner: a customer's payment is theirs only. */
  owner: OrderOwner;
  method: PaymentMethod;
  /** Minor units of `currency`. */
  amount: number;
  currency: Currency;
  state: ProviderPaymentState;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601: the provider's time limit; a payment still registered after it is reconciled. */
  expiresAt: string;
  settledAt?: string;
  /** The provider's page while the payment waits there (absent for BLIK and booked transfers). */
  redirectUrl?: string;
  /** Przelewy24's `orderId` of the transaction, from its notification or status. */
  providerOrderId?: number;
  /**
   * Settled when its order owed nothing more (paid by another payment, or cancelled meanwhile): the
   * money is given back whole (refund-surplus.ts).
   */
  surplus?: true;
  /** The refund asked at the provider (a cancelled or returned order, a surplus), its request id. */
  refundRequestId?: string;
  /** The parts of it asked back so far (payment-part-refunds.ts), in minor units. */
  refundedAmount?: number;
}

export const paymentKeys = {
  item: (paymentId: string) => ({ pk: `PAYMENT#${paymentId}`, sk: 'PAYMENT' }),
  byOrder: (orderId: string, paymentId: string) => ({
    gsi1pk: `ORDER#${orderId}`,
    gsi1sk: `PAYMENT#${paymentId}`,
  }),
  byState: (state: ProviderPaymentState, expiresAt: string, paymentId: string) => ({
    gsi2pk: `PAYMENTSTATE#${state}`,
    gsi2sk: `${expiresAt}#${paymentId}`,
  }),
  history: (sub: string, settledAt: string, paymentId: string) => ({
    pk: `CLIENT#${sub}`,
    sk: `PAYMENT#${settledAt}#${paymentId}`,
  }),
};

/** A new payment id, our provider session id: 128 random bits, base64url. */
export const newPaymentId = (): string => randomBytes(16).toString('base64url');

const paymentOf = (item: Record<string, unknown> | undefined): Payment | undefined => {
  if (!item) return undefined;
  const { pk, sk, gsi1pk, gsi1sk, gsi2pk, gsi2sk, gsi3pk, gsi3sk, updatedAt, ...payment } = item;
  return payment as unknown as Payment;
};

/** What a move records beside the new state. */
export interface PaymentMoveFields {
  settledAt?: string;
  providerOrderId?: number;
  surplus?: true;
}

export const paymentItems = {
  /** The new payment; its condition holds unless the id was taken (128 random bits: a bug). */
  put: (payment: Payment): TransactItem => ({
    Put: {
      TableName: tableName(),
      Item: {
        ...paymentKeys.item(payment.paymentId),
        ...paymentKeys.byOrder(payment.orderId, payment.paymentId),
        ...paymentKeys.byState(payment.state, payment.expiresAt, payment.paymentId),
        ...createdKeys('PAYMENT', payment.createdAt, payment.paymentId),
        ...payment,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  }),
  /**
   * The payment moved by `action` (settle, decline, expire, refund); the condition fails when its
   * state is none the action may be taken from, so a duplicated or late notification changes nothing.
   */
  move: (
    payment: Payment,
    action: ProviderPaymentAction,
    now: Date,
    fields: PaymentMoveFields = {},
  ): TransactItem => {
    const sources = sourcesOfMove(action);
    const to = paymentMoveOf(action, sources[0] as ProviderPaymentState) as ProviderPaymentState;
    const { gsi2pk, gsi2sk } = paymentKeys.byState(to, payment.expiresAt, payment.paymentId);
    const extra = Object.entries(fields).filter(([, value]) => value !== undefined);
    return {
      Update: {
        TableName: tableName(),
        Key: paymentKeys.item(payment.paymentId),
        UpdateExpression: [
          'SET #state = :to, updatedAt = :now, gsi2pk = :gsi2pk, gsi2sk = :gsi2sk',
          ...extra.map(([name]) => `${name} = :${name}`),
        ].join(', '),
        ConditionExpression: `#state IN (${sources.map((_, i) => `:from${i}`).join(', ')})`,
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: {
          ':to': to,
          ':now': now.toISOString(),
          ':gsi2pk': gsi2pk,
          ':gsi2sk': gsi2sk,
          ...Object.fromEntries(sources.map((source, i) => [`:from${i}`, source])),
          ...Object.fromEntries(extra.map(([name, value]) => [`:${name}`, value])),
        },
      },
    };
  },
  /**
   * The refund of a paid payment asked at the provider, recorded once (`refundRequestId`); its
   * notice later moves the payment paid → refunded.
   */
  refundAsked: (paymentId: string, requestId: string, now: Date): TransactItem => ({
    Update: {
      TableName: tableName(),
      Key: paymentKeys.item(paymentId),
      UpdateExpression: 'SET refundRequestId = :request, refundAskedAt = :now',
      ConditionExpression: '#state = :paid AND attribute_not_exists(refundRequestId)',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':request': requestId, ':now': now.toISOString(), ':paid': 'paid' },
    },
  }),
  /**
   * A settled payment of an invoice's pay link booked on the invoice, in the settlement's transaction:
   * `payment.paid` raised by its amount and its id added to `bookedPayments` (the set invoices.ts's
   * bookInvoicePayment keeps), refused when the invoice is gone or already holds the payment.
   */
  bookOnInvoice: (payment: Payment & { invoice: PaymentInvoice }): TransactItem => ({
    Update: {
      TableName: tableName(),
      Key: invoiceKeys.item(payment.invoice.invoiceId),
      UpdateExpression: 'SET #payment.paid = #payment.paid + :amount ADD bookedPayments :ids',
      ConditionExpression: 'attribute_exists(pk) AND NOT contains(bookedPayments, :id)',
      ExpressionAttributeNames: { '#payment': 'payment' },
      ExpressionAttributeValues: {
        ':amount': payment.amount,
        ':ids': new Set([payment.paymentId]),
        ':id': payment.paymentId,
      },
    },
  }),
  /** A customer's payment history line, written once with the settlement. */
  history: (
    sub: string,
    paymentId: string,
    entry: PaymentHistoryEntry & { orderId: string },
  ): TransactItem => ({
    Put: {
      TableName: tableName(),
      Item: { ...paymentKeys.history(sub, entry.date, paymentId), paymentId, ...entry },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  }),
};

/**
 * Names the invoice a payment was booked on in the customer's history line (spec section 3: a payment
 * history entry's assigned invoices), once: an order's payment settles before its invoice is issued.
 * False when the line is not there or already names it.
 */
export const assignHistoryInvoice = async (
  line: { sub: string; settledAt: string; paymentId: string },
  number: string,
): Promise<boolean> => {
  try {
    await documents().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: paymentKeys.history(line.sub, line.settledAt, line.paymentId),
        UpdateExpression: 'SET invoices = list_append(invoices, :numbers)',
        ConditionExpression: 'attribute_exists(pk) AND NOT contains(invoices, :number)',
        ExpressionAttributeValues: { ':numbers': [number], ':number': number },
      }),
    );
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
};

/** A payment by its id, our provider session id (access pattern 17), read consistently. */
export const getPayment = async (paymentId: string): Promise<Payment | undefined> => {
  const { Item } = await documents().send(
    new GetCommand({ TableName: tableName(), Key: paymentKeys.item(paymentId), ConsistentRead: true }),
  );
  return paymentOf(Item);
};

/** An order's payments (gsi1): what the per-order attempt limit counts. */
export const listOrderPayments = async (orderId: string): Promise<Payment[]> => {
  const { gsi1pk } = paymentKeys.byOrder(orderId, '');
  const { Items = [] } = await documents().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :payment)',
      ExpressionAttributeValues: { ':pk': gsi1pk, ':payment': 'PAYMENT#' },
    }),
  );
  return Items.map((item) => paymentOf(item) as Payment);
};

/** Up to `limit` payments still registered at the provider whose time limit passed before `now` (gsi2). */
export const listOverduePayments = async (now: Date, limit: number): Promise<Payment[]> => {
  const { gsi2pk } = paymentKeys.byState('registered', '', '');
  const { Items = [] } = await documents().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk < :now',
      ExpressionAttributeValues: { ':pk': gsi2pk, ':now': now.toISOString() },
      Limit: limit,
    }),
  );
  return Items.map((item) => paymentOf(item) as Payment);
};

export interface PaymentHistoryPage {
  entries: PaymentHistoryEntry[];
  /** Where the next page starts; absent on the last page. */
  cursor?: string;
}

/** A customer's booked payments, newest first (access pattern 18). */
export const listPaymentHistory = async (
  sub: string,
  cursor: string | undefined,
  limit: number,
): Promise<PaymentHistoryPage> => {
  const pk = `CLIENT#${sub}`;
  const { Items = [], LastEvaluatedKey } = await documents().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :payment)',
      ExpressionAttributeValues: { ':pk': pk, ':payment': 'PAYMENT#' },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: keyOfCursor(cursor, ['pk', pk]),
    }),
  );
  const entries = Items.map(({ date, title, source, amount, currency, invoices }) => ({
    date,
    title,
    source,
    amount,
    currency,
    invoices,
  })) as PaymentHistoryEntry[];
  const next = cursorOf(LastEvaluatedKey as Key | undefined);
  return next ? { entries, cursor: next } : { entries };
};

/** The payments registered on `day` (UTC) before `cut`, oldest first, a page at a time (gsi3, access pattern 31). */
export async function* paymentsCreatedOn(day: string, cut: string): AsyncGenerator<Payment[]> {
  for await (const page of queryPages(createdOn('PAYMENT', day, cut))) {
    yield page.map((item) => paymentOf(item) as Payment);
  }
}
